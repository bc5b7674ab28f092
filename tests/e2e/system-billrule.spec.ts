import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.afterEach(async ({ context }) => context.setOffline(false));

test('an administrator adds a bill rule with a live preview, reserves numbers and takes one offline', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/billRule');
  await expect(page.getByTestId('billrule-example-asset.code')).toHaveText(/^ZC\d{8}-0001$/);

  await page.getByTestId('billrule-add').click();
  const dialog = page.getByRole('dialog', { name: '新建单据规则' });
  await dialog.getByTestId('billrule-fullName').fill('报修单号');
  await dialog.getByTestId('billrule-enCode').fill('repair.number');
  await dialog.getByTestId('billrule-prefix').fill('BX');
  await dialog.getByTestId('billrule-digits').fill('3');
  await expect(dialog.getByTestId('billrule-preview')).toHaveText(/^BX\d{8}-001$/);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('billrule-example-repair.number')).toHaveText(/^BX\d{8}-001$/);

  // Reserve a range for this device, then take one without the network.
  await page.getByRole('button', { name: '预留离线编号 报修单号' }).click();
  await expect(page.getByText(/已为本设备预留 20 个编号：BX\d{8}-001 至 BX\d{8}-020/)).toBeVisible();
  const kept = page.getByTestId('billrule-device-repair.number');
  await expect(kept.getByTestId('billrule-device-left')).toHaveText('20');
  await page.context().setOffline(true);
  await kept.getByRole('button', { name: '取一个编号' }).click();
  await expect(page.getByText(/取得离线编号：BX\d{8}-001/)).toBeVisible();
  await expect(kept.getByTestId('billrule-device-left')).toHaveText('19');
  await page.context().setOffline(false);

  // Online, the server gives the next number after the range; returning the rest frees the device.
  await kept.getByRole('button', { name: '取一个编号' }).click();
  await expect(page.getByText(/取得编号：BX\d{8}-021/)).toBeVisible();
  await kept.getByRole('button', { name: '归还' }).click();
  await expect(page.getByText('已归还「报修单号」的未用编号')).toBeVisible();
  await expect(page.getByTestId('billrule-device')).toContainText('本设备未预留编号');
});

test('a changed system name shows on the sign-in screen without a restart', async ({ page }) => {
  await signIn(page);
  // Put the settings back afterwards: later files of the run expect the defaults.
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('jnpf_token')))!) as string;
  const headers = { authorization: `Bearer ${token}` };
  const before = (await (await page.request.get('/api/system/SysConfig', { headers })).json()).data as object;
  await page.goto('/system/sysConfig');
  await page.getByTestId('settings-sysName').fill('轻办测试站');
  await page.getByText('短信验证码登录', { exact: true }).click();
  await expect(page.getByRole('switch', { name: '短信验证码登录' })).not.toBeChecked();
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('更新成功')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: '轻办测试站' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '手机登录' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '扫码登录' })).toBeVisible();
  await signIn(page);
  const fresh = JSON.parse((await page.evaluate(() => localStorage.getItem('jnpf_token')))!) as string;
  expect((await (await page.request.put('/api/system/SysConfig', { headers: { authorization: `Bearer ${fresh}` }, data: before })).json()).code).toBe(200);
});
