import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { Api, PNG, uniq } from './stocktake-setup';

const API = '/api/business/stocktake';
interface Counts { expected: number; found: number; moved: number; missing: number; unknown: number }
interface Scan { id: string; code: string; result: string; photoUrl: string | null; undone: number }
interface Detail { status: string; counts: Counts; items: Array<{ itemId: string; assetCode: string; result: string | null }> }

const open = async (page: Page, id: string) => {
  await page.goto(`/fixedAsset/stocktake?id=${id}`);
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
};
const counts = (page: Page) => ({
  expect: async (c: Partial<Counts>) => {
    for (const [k, v] of Object.entries(c)) await expect(page.getByTestId(`count-${k}`), k).toHaveText(String(v));
  },
});
/** A handheld scanner: the code typed fast into the focused scan input, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}
async function download(page: Page, items: number) {
  await page.getByTestId('stocktake-download').click();
  await expect(page.getByText(`已下载到本机：${items} 件物品`).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('stocktake-download')).toHaveText('重新下载');
}
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
}
const swReady = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

test('a checker downloads a stocktake, scans 43 codes and a photo offline; it all syncs once; the administrator completes and applies', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const api = new Api(request);
  const place = `E2E-仓库-${uniq()}`;
  const elsewhere = `E2E-走廊-${uniq()}`;
  const stored = await api.storeItems(50, place);
  const name = `离线盘点${uniq()}`;
  const id = await api.createStocktake(name, place, ['wh01']);
  const codes = stored.assetCodes;
  const unknownCode = `NOSUCH${uniq()}`;

  await signIn(page, 'wh01');
  await swReady(page);
  await open(page, id);
  await expect(page.getByTestId('stocktake-name')).toHaveText(name);
  await download(page, 50);

  await goOffline(page);
  await counts(page).expect({ expected: 50, found: 0, moved: 0, missing: 50, unknown: 0 });
  await expect(page.getByTestId('scan-location')).toHaveValue(place);

  // The item detail opens offline: the snapshot and the asset record the device holds.
  await page.getByTestId('tab-items').click();
  await expect(page.getByTestId('item-row')).toHaveCount(50);
  await page.getByRole('button', { name: `查看 ${codes[45]} 的详情` }).click();
  const itemDialog = page.getByTestId('item-detail');
  await expect(itemDialog).toContainText(codes[45]!);
  await expect(itemDialog).toContainText(place);
  await expect(itemDialog).toContainText('联想');
  await expect(itemDialog).toContainText('E14');
  await expect(itemDialog).toContainText('未找到');
  await page.keyboard.press('Escape');
  await page.getByTestId('tab-scan').click();

  // 40 found where they should be, 2 found elsewhere, 1 code that is not in the stocktake.
  await page.getByTestId('scan-input').click();
  for (const code of codes.slice(0, 40)) await scan(page, code);
  await counts(page).expect({ found: 40, missing: 10 });
  await page.getByTestId('scan-location').fill(elsewhere);
  await page.getByTestId('scan-input').click();
  for (const code of codes.slice(40, 42)) await scan(page, code);
  await scan(page, unknownCode);
  await counts(page).expect({ expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 });
  await expect(page.getByTestId('scan-feedback')).toContainText(`未知编码：${unknownCode}`);
  await expect(page.getByTestId('scan-input')).toBeFocused();

  // A repeated scan is warned about and not counted.
  await scan(page, codes[0]!);
  await expect(page.getByTestId('scan-feedback')).toContainText(`重复扫描，不重复计数：${codes[0]}`);
  await counts(page).expect({ found: 40 });
  // …and a mis-scan is undone (the undone scan stays in the log, nothing counted).
  await page.getByTestId('scan-row').first().getByTestId('scan-undo').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('scan-row').first()).toHaveAttribute('data-undone', '1');

  // A photo of the first moved item, kept on the device until it can upload.
  const movedRow = page.getByTestId('scan-row').filter({ hasText: codes[40]! });
  await movedRow.getByTestId('scan-photo-input').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await expect(movedRow.getByTestId('photo-pending')).toHaveText('待上传');
  await expect(page.getByTestId('stocktake-sync-state')).toContainText('44 条扫描、1 张照片未同步');
  await expect(page.getByTestId('sync-badge-pending')).toHaveText('45 条待同步');
  await expect(page.getByTestId('pending-mark').first()).toBeVisible();

  // Completion waits for the network and for every scan.
  await page.getByTestId('stocktake-complete').click();
  await expect(page.getByTestId('complete-refused')).toContainText('当前离线，不能完成盘点');

  // The page renders from the device store after another offline reload, with every scan.
  await page.reload();
  await counts(page).expect({ expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 });

  const pushes: Array<{ id: string; name: string }> = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/sync/push')) pushes.push(...(req.postDataJSON() as { mutations: Array<{ id: string; name: string }> }).mutations);
  });
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('stocktake-sync-state')).toHaveText('全部扫描已同步', { timeout: 30_000 });
  await expect(page.getByTestId('pending-mark')).toHaveCount(0);
  await expect(movedRow.getByTestId('scan-photo-link')).toBeVisible();
  // 44 scans (43 + the repeat), the undo of the repeat and the photo: 46 writes, each sent (at least once).
  expect(new Set(pushes.map((m) => m.id)).size).toBe(46);

  // The server has exactly what the device did: 44 scans, one undone; nothing doubled.
  const detail = await api.call<Detail>('assetadmin', 'GET', `${API}/${id}`);
  expect(detail.counts).toEqual({ expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 });
  const download_ = await api.call<{ scans: Scan[] }>('assetadmin', 'GET', `${API}/${id}/download`);
  expect(download_.scans).toHaveLength(44);
  expect(new Set(download_.scans.map((s) => s.id)).size).toBe(44);
  expect(download_.scans.filter((s) => s.undone === 1)).toHaveLength(1);
  const withPhoto = download_.scans.filter((s) => s.photoUrl);
  expect(withPhoto.map((s) => s.code)).toEqual([codes[40]]);
  const image = await request.get(withPhoto[0]!.photoUrl!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
  expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);

  // The checker's own 完成盘点 now passes the device's checks; completing is the administrator's button.
  await page.getByTestId('stocktake-complete').click();
  await expect(page.getByTestId('complete-refused')).toContainText('全部扫描已同步');

  // The administrator completes and applies, on a device of their own.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'assetadmin');
  await admin.goto('/fixedAsset/stocktake');
  const listRow = admin.getByRole('row').filter({ hasText: name });
  await expect(listRow).toContainText('已盘 40+2 / 应盘 50，未知 1');
  await expect(listRow).toContainText('赵强');
  await listRow.getByTestId('stocktake-open').click();
  await expect(admin).toHaveURL(new RegExp(`id=${id}`));
  await expect(admin.getByTestId('stocktake-name')).toHaveText(name);
  await counts(admin).expect({ expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 });
  await admin.getByTestId('stocktake-complete').click();
  await expect(admin.getByTestId('confirm-dialog')).toContainText('应盘 50，已找到 40，位置变动 2，未找到 8，未知编码 1');
  await admin.getByTestId('confirm-ok').click();
  await expect(admin.getByTestId('stocktake-status')).toHaveText('已完成');
  const completed = await api.call<Detail>('assetadmin', 'GET', `${API}/${id}`);
  expect(completed).toMatchObject({ status: 'completed', counts: { expected: 50, found: 40, moved: 2, missing: 8, unknown: 1 } });

  // The report, then the proposals: nothing changes before the confirmation.
  await admin.getByTestId('tab-report').click();
  await expect(admin.getByTestId('report-counts')).toContainText('应盘 50 件：已找到 40，位置变动 2，未找到 8；未知编码 1 个');
  const byStatus = async () => (await itemsOf(api, stored.ids)).map((r) => r.status);
  expect((await byStatus()).every((s) => s === '1')).toBe(true);
  await admin.getByTestId('stocktake-apply').click();
  await expect(admin.getByTestId('apply-summary')).toContainText('8 件未找到的物品标记为丢失，2 件位置变动');
  await expect(admin.getByTestId('apply-lost')).toHaveCount(8);
  await expect(admin.getByTestId('apply-moved')).toHaveCount(2);
  await admin.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  expect((await byStatus()).every((s) => s === '1')).toBe(true);
  await admin.getByTestId('stocktake-apply').click();
  await admin.getByTestId('apply-confirm').click();
  await expect(admin.getByTestId('stocktake-status')).toHaveText('已应用', { timeout: 30_000 });

  const after = await itemsOf(api, stored.ids);
  const missingIds = new Set(detail.items.filter((i) => i.result === null).map((i) => i.itemId));
  expect(missingIds.size).toBe(8);
  expect(after.filter((r) => r.status === '5').map((r) => r.id).sort()).toEqual([...missingIds].sort());
  expect(after.filter((r) => r.location === elsewhere)).toHaveLength(2);
});

/** fa_item rows of these ids, as the asset administrator reads them. */
async function itemsOf(api: Api, ids: string[]) {
  return Promise.all(ids.map((id) => api.call<{ baseInfo: { status: string; location: string | null } }>('assetadmin', 'GET', `/api/business/fixedAsset/detail?id=${id}`).then((d) => ({ id, ...d.baseInfo }))));
}
