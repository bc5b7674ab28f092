import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, openSystemLog, signIn } from './helpers';

test('a start without a session on a page signs in first, without the router, then opens that page with its query', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/system/log?keyword=admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Flog&redirectQuery=/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page).toHaveTitle(/^登录 - /);
  // The shell's code (router, header, menus) is not fetched for the sign-in page.
  expect(scripts.filter((s) => /\/(RoutedApp|ShellLayout|AppHeader)-/.test(s))).toEqual([]);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/system\/log\?keyword=admin$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('after signing out, signing in again (inside the router) returns to the shell', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('the language menu of the sign-in page (loaded after the first paint) switches the language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '语言' }).click();
  await page.locator('[data-language="en"]').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
});

test('three wrong passwords bring the image captcha, and it is then required', async ({ page }) => {
  await page.goto('/login');
  // An account no other spec signs in with: the failures stay on it (unknown accounts count too).
  await page.getByPlaceholder('请输入账号').fill('captchae2e');
  for (let i = 0; i < 3; i++) {
    await page.getByPlaceholder('请输入密码').fill(`wrong${i}pass`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  }
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await expect(page.getByPlaceholder('请输入验证码')).toBeVisible();
  // Submitting without the code is refused on the spot.
  await page.getByPlaceholder('请输入密码').fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入验证码').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('caps lock on the password field shows a warning', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByPlaceholder('请输入密码');
  await password.click();
  // Headless Chromium has no real Caps Lock key; the event carries the modifier state instead.
  await password.dispatchEvent('keydown', { key: 'A', modifierCapsLock: true });
  await expect(page.getByTestId('caps-lock-warning')).toContainText('大写锁定已打开');
  await password.dispatchEvent('keyup', { key: 'a', modifierCapsLock: false });
  await expect(page.getByTestId('caps-lock-warning')).toHaveCount(0);
});

test('mobile sign-in with an SMS code and a resend countdown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机登录' }).click();
  await page.getByPlaceholder(/请输入手机号/).fill('13800000006');
  await page.getByTestId('sms-send').click();
  const notice = page.getByText(/验证码已发送/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  await expect(page.getByTestId('sms-send')).toBeDisabled();
  await expect(page.getByTestId('sms-send')).toContainText('秒后重发');
  await page.getByPlaceholder('请输入短信验证码').fill(code!);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toContainText('周洋');
});

test('QR sign-in: a signed-in device confirms the ticket shown on the desktop', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const qr = page.getByTestId('qr-image');
  await expect(qr).toBeVisible();
  const confirmUrl = await qr.getAttribute('data-confirm-url');
  expect(confirmUrl).toContain('/qr-confirm?ticket=');

  const phone = await browser.newContext({ locale: 'zh-CN' });
  const phonePage = await phone.newPage();
  await signIn(phonePage, 'logviewer');
  await phonePage.goto(confirmUrl!);
  await phonePage.getByTestId('qr-confirm-button').click();
  await expect(phonePage.getByText('已确认登录')).toBeVisible();
  await phone.close();

  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-menu')).toContainText('周洋');
});

test('a page with keepAlive keeps its state between visits while the page cache is on', async ({ page }) => {
  await signIn(page);
  await openSystemLog(page);
  await page.getByTestId('list-keyword').fill('admin');
  await page.getByTestId('tags-bar').locator('[data-path="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('tags-bar').locator('[data-path="/system/log"]').click();
  await expect(page.getByTestId('list-keyword')).toHaveValue('admin');

  await page.evaluate(() => localStorage.setItem('jnpf_useCache', 'false'));
  await page.reload();
  await page.getByTestId('list-keyword').fill('admin');
  await page.getByTestId('tags-bar').locator('[data-path="/home"]').click();
  await page.getByTestId('tags-bar').locator('[data-path="/system/log"]').click();
  await expect(page.getByTestId('list-keyword')).toHaveValue('');
});
