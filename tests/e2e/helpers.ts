import { expect, type Page } from '@playwright/test';

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
