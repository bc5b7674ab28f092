import { expect, test, type Page } from '@playwright/test';
import { signIn, signInElsewhere } from './helpers';

/**
 * Issue 13, Done when: an administrator adds a type-2 menu with a button and grants it to a role
 * on the authorise screen; a member of the role sees the menu and the button after signing in
 * again, a non-member does not. The demo's 日志查看员 role (member logviewer) gets a second entry
 * to the 文档中心 page; wh01 (普通员工, who holds the built-in 文档中心) is the non-member.
 */
const NAME = '文档速览';
const CODE = `e2e.docs${Date.now().toString(36)}`;

/** Entries of the sidebar with that name, shown or inside a folded submenu. */
const entries = (page: Page, name: string) => page.getByTestId('sidebar').getByText(name, { exact: true });

test('a menu added in 菜单管理 and granted to a role reaches its members only', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The member before: no such entry.
  const before = await signInElsewhere(browser, 'logviewer');
  await expect(before.getByTestId('sidebar').locator('[data-menu-path="/system/log"]')).toHaveCount(1);
  await expect(entries(before, NAME)).toHaveCount(0);
  await before.context().close();

  // 1. The administrator adds a page under 系统管理, its icon picked from the library, and its 上传 button.
  await signIn(page);
  await page.goto('/system/menu');
  await expect(page.getByTestId('menu-row-system.menu')).toBeVisible();
  await page.getByTestId('menu-addChild-system').click();
  const dialog = page.getByRole('dialog', { name: '新建菜单' });
  await dialog.getByTestId('menu-type').click();
  await page.getByRole('option', { name: '页面', exact: true }).click();
  await dialog.getByTestId('menu-fullName').fill(NAME);
  await dialog.getByTestId('menu-enCode').fill(CODE);
  await dialog.getByTestId('menu-urlAddress').fill('extend/document');
  // The same page is 文档中心's: the form says which entry a holder of both opens.
  await expect(dialog.getByTestId('menu-shared-address')).toContainText('文档中心');
  await dialog.getByTestId('menu-icon-button').click();
  await page.getByTestId('menu-icon-search').fill('附件');
  await page.getByTestId('menu-icon-option-paperclip').click();
  await expect(dialog.getByTestId('menu-icon-button')).toHaveText('paperclip');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId(`menu-row-${CODE}`)).toBeVisible();

  await page.getByTestId(`menu-items-${CODE}`).click();
  const items = page.getByRole('dialog', { name: `权限项 - ${NAME}` });
  await items.getByTestId('item-button-enCode').fill('btn_upload');
  await items.getByTestId('item-button-fullName').fill('上传');
  await items.getByTestId('item-button-save').click();
  await expect(items.getByTestId('items-button')).toContainText('btn_upload');
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);

  // 2. 权限授权: 日志查看员 gets the menu and its button.
  await page.goto('/permission/authorize');
  await page.getByTestId('auth-object-日志查看员').click();
  await expect(page.getByTestId('auth-current')).toContainText('日志查看员');
  await page.getByTestId(`auth-node-系统管理/${NAME}`).check();
  await page.getByTestId('auth-tab-button').click();
  await page.getByTestId(`auth-node-系统管理/${NAME}/上传`).check();
  await page.getByTestId('auth-save').click();
  await expect(page.getByTestId('auth-save')).toBeDisabled();

  // 3. The member signs in again: the entry is there, opens the page, and the page shows 上传.
  const member = await signInElsewhere(browser, 'logviewer');
  await member.getByTestId('sidebar').locator('[data-menu-path="/system"]').click();
  await member.getByTestId('sidebar').getByText(NAME).click();
  await expect(member).toHaveURL(/\/extend\/document$/);
  await expect(member.getByTestId('document-page')).toBeVisible();
  await expect(member.getByTestId('documents-upload')).toBeVisible();
  await member.context().close();

  // 4. A non-member does not see it (the built-in 文档中心 they hold is another entry).
  const outsider = await signInElsewhere(browser, 'wh01');
  await expect(entries(outsider, '文档中心')).toHaveCount(1);
  await expect(entries(outsider, NAME)).toHaveCount(0);
  await outsider.goto('/system/menu');
  await expect(outsider.getByTestId(`menu-row-${CODE}`)).toHaveCount(0);
  await outsider.context().close();
});
