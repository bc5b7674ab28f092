import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickUser, signInElsewhere } from './helpers';

/**
 * Issue 6, "Done when" (Playwright): an office user registers a plan with two rows and saves; the
 * asset administrator stores it, receives one item to a user, reports damage; the detail dialog
 * shows each log; a non-admin sees no image or status actions and a forged request is refused.
 */
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const laptop = `笔记本电脑${tag}`;
const chair = `办公椅${tag}`;

const shownTotal = (page: Page) => page.locator('[data-testid="list-total"]:visible');

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(shownTotal(page)).toBeVisible();
}

async function search(page: Page, keyword: string): Promise<void> {
  const box = page.locator('[data-testid="list-keyword"]:visible');
  await box.fill(keyword);
  await box.press('Enter');
}

/** A tree picker (选择单位 / 选择部门): search, the first node with that name, 确定. */
async function pickNode(page: Page, field: Locator, title: string, label: string): Promise<void> {
  await field.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: '关键词' }).fill(label);
  await dialog.getByRole('treeitem').filter({ has: page.getByText(label, { exact: true }) }).first().click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toContainText(label);
}

/** The status of the item with this asset code in the signed-in user's device store (Dexie `assets`), or null. */
async function deviceHasItem(assetCode: string): Promise<string | null> {
  const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('qingban-'));
  for (const name of names) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('assets')) continue;
    const rows = await new Promise<Array<{ assetCode: string; status: string }>>((resolve, reject) => {
      const req = db.transaction('assets').objectStore('assets').getAll();
      req.onsuccess = () => resolve(req.result as Array<{ assetCode: string; status: string }>);
      req.onerror = () => reject(req.error);
    });
    db.close();
    const hit = rows.find((r) => r.assetCode === assetCode);
    if (hit) return hit.status;
  }
  return null;
}

async function fillRow(page: Page, no: number, name: string, type: string, quantity: string): Promise<void> {
  await page.getByTestId(`plan-row-${no}-name`).fill(name);
  await page.getByTestId(`plan-row-${no}-type`).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByTestId(`plan-row-${no}-num`).fill(quantity);
}

test('a plan from office to storage, receipt and damage; the detail shows each log; a non-admin is read-only', async ({ browser }) => {
  test.setTimeout(180_000);

  // 1. The office user registers a plan with two rows (unit, department and user default to their own).
  const office = await signInElsewhere(browser, 'office');
  await openList(office, '/fixedAsset/plan');
  await office.getByTestId('plan-add').click();
  const planDialog = office.getByRole('dialog', { name: '资产计划登记编辑' });
  await expect(planDialog.getByTestId('plan-user')).toContainText('张敏');
  await expect(planDialog.getByTestId('plan-dept')).not.toHaveText('');
  // Saving with the empty first row is refused with the §5 warning, client side.
  await planDialog.getByTestId('plan-save').click();
  await expect(office.getByText('物品名称、物品类型、计划数量不能为空')).toBeVisible();
  await fillRow(office, 1, laptop, '电子设备', '2');
  await planDialog.getByTestId('plan-add-row').click();
  await fillRow(office, 2, chair, '家具', '3');
  await planDialog.getByTestId('plan-save').click();
  await expect(office.getByText('新建成功')).toBeVisible();
  await expect(planDialog).toHaveCount(0);
  await search(office, tag);
  await expect(shownTotal(office)).toHaveText('共 1 条');
  const planRow = office.getByRole('row').filter({ hasText: laptop });
  await expect(planRow).toContainText(chair);
  // Its change log holds one entry: operator, unit, department, user and both rows.
  await planRow.getByTestId('plan-log').click();
  const logDialog = office.getByRole('dialog', { name: '计划变更记录' });
  await expect(logDialog.getByTestId('plan-log-entry')).toHaveCount(1);
  await expect(logDialog.getByTestId('plan-log-entry')).toContainText('操作人：张敏');
  await expect(logDialog.getByTestId('plan-log-entry')).toContainText('使用人：张敏');
  await expect(logDialog.getByTestId('plan-log-items').getByRole('row')).toHaveCount(3);
  await expect(logDialog.getByTestId('plan-log-items')).toContainText(laptop);
  await expect(logDialog.getByTestId('plan-log-items')).toContainText(chair);
  await logDialog.getByRole('button', { name: '关闭' }).click();

  // 2. The asset administrator stores both laptops from that plan row.
  const admin = await signInElsewhere(browser, 'assetadmin');
  await openList(admin, '/fixedAsset/storage');
  await admin.getByTestId('storage-store').click();
  const storeDialog = admin.getByRole('dialog', { name: '资产入库' });
  await storeDialog.getByTestId('store-plan-row').fill(laptop);
  await admin.getByRole('option', { name: new RegExp(laptop) }).click();
  await expect(storeDialog.getByTestId('store-remaining')).toHaveText('计划2件，已入库0件，剩余2件');
  await storeDialog.getByTestId('store-count').fill('2');
  await storeDialog.getByTestId('store-price').fill('4999.5');
  await storeDialog.getByTestId('store-brand').click();
  await expect(storeDialog.getByTestId('store-price')).toHaveValue('4,999.50');
  await storeDialog.getByTestId('store-brand').fill('联想');
  await storeDialog.getByTestId('store-spec').fill('ThinkPad E14');
  await storeDialog.getByTestId('store-location').fill('3F-301');
  await storeDialog.getByRole('button', { name: '确定' }).click();
  const stored = admin.getByText(/^入库成功2件：/);
  await expect(stored).toBeVisible();
  const codes = ((await stored.textContent()) ?? '').replace(/^入库成功2件：/, '').split(', ');
  expect(codes).toHaveLength(2);
  const code = codes[0]!;
  await expect(storeDialog).toHaveCount(0);
  await search(admin, laptop);
  await expect(shownTotal(admin)).toHaveText('共 2 条');
  const itemRow = admin.getByRole('row').filter({ hasText: code });
  await expect(itemRow).toContainText('4,999.50元');
  await expect(itemRow.getByTestId('item-status')).toHaveText('在库');
  // The export takes the list's keyword: a workbook with exactly these two items.
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('storage-export').click()]);
  expect(download.suggestedFilename()).toBe('资产台账.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
  expect(cells.filter((c) => /^ZC\d+$/.test(c)).sort()).toEqual([...codes].sort());
  await expect(admin.getByTestId('storage-export')).toBeEnabled();

  // 3. One laptop is received by 赵强 (华东分公司 / 仓储部).
  await itemRow.getByTestId('item-actions').click();
  await admin.getByTestId('item-action-receive').click();
  const receive = admin.getByRole('dialog', { name: '物品领用' });
  await pickNode(admin, receive.getByTestId('action-unit'), '选择单位', '华东分公司');
  await pickNode(admin, receive.getByTestId('action-dept'), '选择部门', '仓储部');
  await pickUser(admin, receive.getByTestId('action-user'), '赵强');
  await receive.getByTestId('action-remark').fill('仓库盘点用');
  await receive.getByTestId('action-submit').click();
  await expect(receive).toHaveCount(0);
  await expect(itemRow.getByTestId('item-status')).toHaveText('在用');
  await expect(itemRow).toContainText('赵强');

  // 4. …and reported damaged.
  await itemRow.getByTestId('item-actions').click();
  await admin.getByTestId('item-action-damage').click();
  const damage = admin.getByRole('dialog', { name: '物品损坏' });
  await damage.getByTestId('action-remark').fill(`屏幕碎裂${tag}`);
  await damage.getByTestId('action-submit').click();
  await expect(damage).toHaveCount(0);
  await expect(itemRow.getByTestId('item-status')).toHaveText('损坏');

  // 5. The detail dialog shows each log; the administrator has the image and status actions.
  await itemRow.getByTestId('item-open').click();
  const detail = admin.getByRole('dialog', { name: '物品详情' });
  await expect(detail.getByTestId('detail-asset-code')).toContainText(code);
  await expect(detail.getByTestId('item-status')).toHaveText('损坏');
  await expect(detail.getByTestId('detail-now-user')).toContainText('赵强');
  await expect(detail.getByTestId('detail-purchase')).toContainText('张敏');
  await expect(detail.getByTestId('detail-storage')).toContainText('3F-301');
  await expect(detail.getByTestId('detail-basic')).toContainText('4,999.50元');
  await expect(detail.getByTestId('detail-image-update')).toBeVisible();
  await expect(detail.getByTestId('detail-status-change')).toBeVisible();
  await detail.getByTestId('detail-receive-count').click();
  const receipts = admin.getByRole('dialog', { name: '领用明细' });
  await expect(receipts.getByTestId('log-receive-row')).toHaveCount(1);
  for (const text of ['华东分公司', '仓储部', '赵强', '在用', '仓库盘点用']) await expect(receipts.getByTestId('log-receive-row')).toContainText(text);
  await receipts.getByRole('button', { name: '关闭' }).click();
  await expect(receipts).toHaveCount(0);
  await expect(detail).toBeVisible();
  await detail.getByTestId('detail-damage-count').click();
  const damages = admin.getByRole('dialog', { name: '物品损坏详情' });
  await expect(damages.getByTestId('log-damage-row')).toHaveCount(1);
  await expect(damages.getByTestId('log-damage-row')).toContainText(`屏幕碎裂${tag}`);
  await expect(damages.getByTestId('log-damage-row')).toContainText('赵强');
  await damages.getByRole('button', { name: '关闭' }).click();
  await expect(damages).toHaveCount(0);

  // 6. 赵强 (wh01, not an asset administrator) sees the item in 我的固定资产, without image or status actions.
  const staff = await signInElsewhere(browser, 'wh01');
  await openList(staff, '/fixedAsset/mine');
  await search(staff, code);
  await expect(shownTotal(staff)).toHaveText('共 1 条');
  await staff.getByRole('row').filter({ hasText: code }).getByTestId('item-open').click();
  const staffDetail = staff.getByRole('dialog', { name: '物品详情' });
  await expect(staffDetail.getByTestId('detail-asset-code')).toContainText(code);
  await expect(staffDetail.getByTestId('detail-damage-count')).toHaveText('1');
  await expect(staffDetail.getByTestId('detail-image-update')).toHaveCount(0);
  await expect(staffDetail.getByTestId('detail-status-change')).toHaveCount(0);
  await staffDetail.getByRole('button', { name: '关闭' }).click();
  await expect(staffDetail).toHaveCount(0);

  // Offline, the list and the detail read the items the sync engine keeps on the device, marked 离线数据.
  await expect.poll(() => staff.evaluate(deviceHasItem, code), { timeout: 30_000 }).toBe('4');
  await staff.context().setOffline(true);
  await search(staff, code);
  await expect(staff.locator('[data-testid="offline-note"]:visible')).toContainText('离线数据');
  await expect(shownTotal(staff)).toHaveText('共 1 条');
  await staff.getByRole('row').filter({ hasText: code }).getByTestId('item-open').click();
  await expect(staffDetail.getByTestId('offline-note')).toContainText('离线数据');
  await expect(staffDetail.getByTestId('detail-asset-code')).toContainText(code);
  await expect(staffDetail.getByTestId('item-status')).toHaveText('损坏');
  await expect(staffDetail.getByTestId('detail-now-user')).toContainText('赵强');
  await staffDetail.getByRole('button', { name: '关闭' }).click();
  await staff.context().setOffline(false);

  // …and a re-store forged with wh01's own token is refused by the server; the item stays damaged.
  const itemId = await staff.evaluate(async (assetCode) => {
    const token = JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string;
    const res = await fetch('/api/business/fixedAsset/getMyFixedAssetsList', {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ currentPage: 1, pageSize: 20, keyword: assetCode }),
    });
    return ((await res.json()) as { data: { list: Array<{ id: string }> } }).data.list[0]!.id;
  }, code);
  const forged = await staff.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string;
    const headers = { Authorization: `Bearer ${token}` };
    const refused = await (await fetch(`/api/business/fixedAsset/re/warehousing?id=${encodeURIComponent(id)}`, { method: 'POST', headers })).json();
    const after = await (await fetch(`/api/business/fixedAsset/detail?id=${encodeURIComponent(id)}`, { headers })).json();
    return { code: refused.code as number, msg: refused.msg as string, status: after.data.baseInfo.status as string, canManage: after.data.canManage as boolean };
  }, itemId);
  // Refused before anything is looked at: wh01 holds neither the 资产台账 status button nor an asset-administrator role.
  expect(forged.code).toBe(403);
  expect(forged.msg).toBe('您的权限不足，请联系管理员');
  expect(forged.status).toBe('4');
  expect(forged.canManage).toBe(false);
});
