import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

/**
 * Issue 4, "Done when" (Playwright): an administrator creates a department, a position, a role and
 * a user; authorises the role for one menu (系统日志) and one button (btn_export); the user signs in
 * elsewhere and sees exactly that; the administrator forces the user offline and the other session
 * lands on /login.
 */
const tag = Date.now().toString(36).slice(-5);
const dept = `测试部${tag}`;
const position = `测试岗${tag}`;
const role = `测试角色${tag}`;
const account = `e2e${tag}`;
const realName = `测试员${tag}`;

/** The list total of the page shown (kept-alive pages of other tags stay in the DOM, hidden). */
const shownTotal = (page: Page) => page.locator('[data-testid="list-total"]:visible');

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(shownTotal(page)).toBeVisible();
}

/** A shared picker (src/components/pickers): open it, search, pick the node, 确定. */
async function pick(page: Page, field: Locator, title: string, label: string, tab?: string): Promise<void> {
  await field.click();
  const dialog = page.getByRole('dialog', { name: title });
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  await dialog.getByRole('textbox', { name: '关键词' }).fill(label);
  await dialog.getByRole('treeitem').filter({ has: page.getByText(label, { exact: true }) }).first().click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toContainText(label);
}

async function submitDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an administrator builds a department, position, role and user, authorises one menu and one button, then forces the user offline', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page);

  // 1. A department under the group company.
  await openPage(page, '/permission/organize');
  await page.getByTestId('org-add-department').click();
  await pick(page, page.getByTestId('org-parent'), '选择组织', '轻办示范集团');
  await page.getByTestId('org-fullName').fill(dept);
  await page.getByTestId('org-enCode').fill(`D${tag}`);
  await submitDialog(page);
  await expect(page.getByTestId('org-name').filter({ hasText: dept })).toBeVisible();

  // 2. A position of that department.
  await openPage(page, '/permission/position');
  await page.getByTestId('position-add').click();
  await pick(page, page.getByTestId('position-organize'), '选择组织', dept);
  await page.getByTestId('position-fullName').fill(position);
  await page.getByTestId('position-enCode').fill(`P${tag}`);
  await submitDialog(page);
  await expect(page.getByRole('cell', { name: position, exact: true })).toBeVisible();

  // The department now holds a position: deleting it is refused with the server's reason, nothing changes.
  await openPage(page, '/permission/organize');
  await page.getByRole('button', { name: `删除 ${dept}` }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('该组织下有岗位，不能删除')).toBeVisible();
  await expect(page.getByTestId('org-name').filter({ hasText: dept })).toBeVisible();

  // 3. A global role.
  await openPage(page, '/permission/role');
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-fullName').fill(role);
  await page.getByTestId('role-enCode').fill(`R${tag}`);
  await submitDialog(page);
  await expect(page.getByRole('cell', { name: role, exact: true })).toBeVisible();

  // 4. A user in the department, holding the position and the role.
  await openPage(page, '/permission/user');
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-account').fill(account);
  await page.getByTestId('user-realName').fill(realName);
  await pick(page, page.getByTestId('user-organizes'), '选择组织', dept);
  await pick(page, page.getByTestId('user-positions'), '选择岗位', position);
  await pick(page, page.getByTestId('user-roles'), '选择角色', role, '全局');
  await submitDialog(page);
  await expect(page.getByRole('cell', { name: account, exact: true })).toBeVisible();
  // The organisation tree on the left narrows the list to that department.
  await page.getByTestId('org-tree-node').filter({ hasText: dept }).click();
  await expect(shownTotal(page)).toHaveText('共 1 条');
  await expect(page.getByRole('cell', { name: account, exact: true })).toBeVisible();

  // 5. Authorise the role: the 系统日志 menu and its 导出 button, nothing else.
  await page.goto('/permission/authorize');
  await page.getByTestId(`auth-object-${role}`).click();
  await expect(page.getByTestId('auth-current')).toContainText(role);
  await page.getByTestId('auth-node-系统管理/系统日志').check();
  await page.getByTestId('auth-tab-button').click();
  await page.getByTestId('auth-node-系统管理/系统日志/导出').check();
  await expect(page.getByTestId('auth-node-系统管理/系统日志/删除')).not.toBeChecked();
  await page.getByTestId('auth-save').click();
  await expect(page.getByTestId('auth-save')).toBeDisabled();

  // 6. The user signs in elsewhere and sees exactly that menu and that button.
  const other = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });
  const userPage = await other.newPage();
  await signIn(userPage, account, DEMO_PASSWORD);
  const menuPaths = await userPage.getByTestId('sidebar').locator('[data-menu-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-path')));
  expect(menuPaths).toEqual(['/system', '/system/log']);
  await userPage.getByTestId('sidebar').locator('[data-menu-path="/system"]').click();
  await userPage.getByTestId('sidebar').locator('[data-menu-path="/system/log"]').click();
  await expect(userPage).toHaveURL(/\/system\/log$/);
  await expect(shownTotal(userPage)).toBeVisible();
  await expect(userPage.getByTestId('log-export')).toBeVisible();
  await expect(userPage.getByTestId('log-delete')).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: '删除' })).toHaveCount(0);

  // 7. The administrator forces the user offline.
  await openPage(page, '/permission/onlineUser');
  await page.getByTestId(`force-offline-${account}`).first().click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`force-offline-${account}`)).toHaveCount(0);

  // 8. The server ends the user's session over the platform socket: without touching anything the
  // user is told so and lands on /login; any call they make now answers 602.
  await expect(userPage).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(userPage.getByText('您已被管理员强制下线')).toBeVisible();
  await other.close();
});

test('exporting and importing users: the preview marks the bad cell, the good row is committed, the rejected row downloads with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  const good = `imp${tag}a`;
  const bad = `imp${tag}b`;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户');
  sheet.addRow(['账号', '姓名', '性别', '所属组织', '岗位', '角色', '手机', '邮箱', '身份证号', '说明']);
  sheet.addRow([good, '导入甲', '男', '轻办示范集团/信息技术部', '', '', '13912345678', '', '', '']);
  sheet.addRow([bad, '导入乙', '女', '轻办示范集团/信息技术部', '', '', '12345', '', '', '']);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  await signIn(page);
  await openPage(page, '/permission/user');
  const exported = page.waitForEvent('download');
  await page.getByTestId('user-export').click();
  expect((await exported).suggestedFilename()).toBe('用户信息.xlsx');

  await page.getByTestId('user-import').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-choose').click();
  await (await chooser).setFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  const preview = page.getByTestId('import-preview');
  await expect(page.getByTestId('import-summary')).toContainText('可导入 1 条，有错误 1 条');
  await expect(preview.locator('td[data-error]')).toHaveCount(1);
  await expect(preview.locator('td[data-error]')).toHaveText('12345');
  await expect(preview.locator('td[data-error]')).toHaveAttribute('data-error', '请正确输入您的手机号');

  await page.getByTestId('import-commit').click();
  await expect(page.getByTestId('import-result')).toContainText('导入成功 1 条，失败 1 条');
  const download = page.waitForEvent('download');
  await page.getByTestId('import-download-rejected').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('用户导入错误报告.xlsx');
  const rejected = new ExcelJS.Workbook();
  await rejected.xlsx.load(Buffer.concat(await streamChunks(await file.createReadStream())) as unknown as ArrayBuffer);
  const text = JSON.stringify(rejected.worksheets[0]!.getSheetValues());
  expect(text).toContain(bad);
  expect(text).toContain('请正确输入您的手机号');
  expect(text).not.toContain(good);

  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('cell', { name: good, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: bad, exact: true })).toHaveCount(0);
});

async function streamChunks(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return chunks;
}
