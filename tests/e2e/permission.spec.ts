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

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('list-total')).toBeVisible();
}

/** A Mantine Select / MultiSelect: open it, type to filter, pick the option. */
async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  const input = (await field.evaluate((el) => el.tagName)) === 'INPUT' ? field : field.locator('input').first();
  await input.fill(typeof option === 'string' ? option : '');
  await page.getByRole('option', { name: option }).first().click();
  await input.blur(); // a MultiSelect keeps its dropdown open otherwise
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function submitDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an administrator builds a department, position, role and user, authorises one menu and one button, then forces the user offline', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page);

  // 1. A department under the group company.
  await openPage(page, '/permission/organize');
  await page.getByTestId('org-add-department').click();
  await choose(page, page.getByTestId('org-parent'), '轻办示范集团');
  await page.getByTestId('org-fullName').fill(dept);
  await page.getByTestId('org-enCode').fill(`D${tag}`);
  await submitDialog(page);
  await expect(page.getByTestId('org-name').filter({ hasText: dept })).toBeVisible();

  // 2. A position of that department.
  await openPage(page, '/permission/position');
  await page.getByTestId('position-add').click();
  await choose(page, page.getByTestId('position-organize'), `轻办示范集团/${dept}`);
  await page.getByTestId('position-fullName').fill(position);
  await page.getByTestId('position-enCode').fill(`P${tag}`);
  await submitDialog(page);
  await expect(page.getByRole('cell', { name: position, exact: true })).toBeVisible();

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
  await choose(page, page.getByTestId('user-organizes'), `轻办示范集团/${dept}`);
  await choose(page, page.getByTestId('user-positions'), new RegExp(position));
  await choose(page, page.getByTestId('user-roles'), role);
  await submitDialog(page);
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
  await expect(userPage.getByTestId('list-total')).toBeVisible();
  await expect(userPage.getByTestId('log-export')).toBeVisible();
  await expect(userPage.getByTestId('log-delete')).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: '删除' })).toHaveCount(0);

  // 7. The administrator forces the user offline.
  await openPage(page, '/permission/onlineUser');
  await page.getByTestId(`force-offline-${account}`).first().click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`force-offline-${account}`)).toHaveCount(0);

  // 8. The user's next request answers 602 and the shell sends them to /login.
  // (The shell does not hold the platform socket yet, so the push cannot arrive by itself: the
  // user's next call — the list's 查询 — is what meets the ended session.)
  await userPage.getByRole('button', { name: '查询' }).click();
  await expect(userPage).toHaveURL(/\/login/);
  await other.close();
});
