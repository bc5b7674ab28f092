import { expect, test } from '@playwright/test';
import { openSystemLog, signIn } from './helpers';

test('a user without any menu is told 您的权限不足，请联系管理员 and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('nomenu');
  await page.getByPlaceholder('请输入密码').fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('您的权限不足，请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
});

test('a page without the button code hides the button', async ({ page }) => {
  await signIn(page, 'logviewer');
  await openSystemLog(page);
  await expect(page.getByRole('cell', { name: /./ }).first()).toBeVisible();
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expect(page.getByTestId('log-delete')).toHaveCount(0);
});
