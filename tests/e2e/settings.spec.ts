import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('layout-switch')).toBeVisible();
}

test('each of the four layouts applies live and survives a reload', async ({ page }) => {
  await signIn(page);
  const labels = { blend: '混合（顶部+侧边）', functional: '功能（仅顶部菜单）', plain: '简约（图标侧栏）', classic: '经典（侧边导航）' } as const;
  for (const [layout, label] of Object.entries(labels)) {
    await openSettings(page);
    await page.getByTestId('layout-switch').getByText(label).click();
    await page.keyboard.press('Escape');
    await expect(page.locator(`[data-qb-layout="${layout}"]`)).toBeVisible();
    if (layout === 'blend' || layout === 'functional') await expect(page.getByTestId('top-menu')).toBeVisible();
    else await expect(page.getByTestId('top-menu')).toHaveCount(0);
    await page.reload();
    await expect(page.locator(`[data-qb-layout="${layout}"]`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jnpf_layoutType'))).toBe(JSON.stringify(layout));
  }
});

test('switching to English and to Traditional Chinese survives a reload', async ({ page }) => {
  await signIn(page);
  await openSettings(page);
  await page.getByTestId('language-switch').getByText('English').click();
  await expect(page.getByTestId('sidebar')).toContainText('System');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toContainText('System');
  await expect(page.getByTestId('tags-bar')).toContainText('Home');

  await openSettings(page);
  await page.getByTestId('language-switch').getByText('繁體中文').click();
  await expect(page.getByTestId('tags-bar')).toContainText('首頁');
  await page.reload();
  await expect(page.getByTestId('tags-bar')).toContainText('首頁');
  await expect(page.getByTestId('sidebar')).toContainText('系統管理');
  expect(await page.evaluate(() => localStorage.getItem('jnpf_language'))).toBe('"zhtw"');
});
