import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = '123456';

/** Signs in through the real login form and waits for the shell. */
export async function signIn(page: Page, account = 'admin', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

export async function openSystemLog(page: Page): Promise<void> {
  await page.getByTestId('sidebar').locator('[data-menu-path="/system"]').click();
  await page.getByTestId('sidebar').locator('[data-menu-path="/system/log"]').click();
  await expect(page).toHaveURL(/\/system\/log$/);
}

export async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
}

/** A bearer token for API checks beside the browser (the client's md5 of the password, as the login form sends). */
export async function apiToken(request: APIRequestContext, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/oauth/Login', { form: { grant_type: 'password', account, password: createHash('md5').update(password).digest('hex') } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

/** Another user in a browser context of their own, signed in. */
export async function signInElsewhere(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  await signIn(page, account, DEMO_PASSWORD);
  return page;
}

/** The user selector (选择用户): keyword search, the person, 确定. */
export async function pickUser(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  const dialog = page.getByRole('dialog', { name: '选择用户' });
  const box = dialog.getByRole('textbox', { name: '关键词' });
  await box.fill(name);
  await box.press('Enter');
  await dialog.getByRole('treeitem').filter({ hasText: name }).first().click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toContainText(name);
}
