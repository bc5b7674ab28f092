import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a scheduled task run now appears in its run history', async ({ page }) => {
  await signIn(page, 'sysadmin');
  // Through the sidebar: 系统管理 → 系统配置 → 定时任务.
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-menu-path="/system"]').click();
  await sidebar.locator('[data-menu-path="/system.config"]').click();
  await sidebar.locator('[data-menu-path="/system/timeTask"]').click();
  await expect(page).toHaveURL(/\/system\/timeTask$/);

  const row = page.getByRole('row').filter({ hasText: '清理过期会话' });
  await expect(row).toBeVisible();
  await expect(row.getByText('内置')).toBeVisible();
  // The demo's history is there before the run.
  await row.getByRole('button', { name: '运行记录 清理过期会话' }).click();
  const drawer = page.getByRole('dialog', { name: '运行记录：清理过期会话' });
  await expect(drawer.getByText('（演示）示例运行记录').first()).toBeVisible();
  const before = await drawer.locator('tbody tr').count();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: '立即执行 清理过期会话' }).click();
  await expect(drawer).toBeVisible();
  const newest = drawer.locator('tbody tr').first();
  await expect(newest.getByText('手动')).toBeVisible();
  await expect(newest.getByText('成功')).toBeVisible();
  await expect(newest).toContainText(/删除会话 \d+ 个/);
  await expect(newest).toContainText('李静');
  await expect(drawer.locator('tbody tr')).toHaveCount(before + 1);
  await page.keyboard.press('Escape');
  // The list shows the run too.
  await expect(row.getByRole('cell', { name: '成功' })).toBeVisible();
});

test('the monitor page updates without a reload', async ({ page }) => {
  await signIn(page, 'sysadmin');
  await page.goto('/system/monitor');
  const sampled = page.getByTestId('monitor-sampled-at');
  await expect(sampled).toContainText('更新于');
  await expect(page.getByTestId('monitor-node')).toHaveText(/^v\d+\./);
  await expect(page.getByTestId('monitor-cpu-usage')).toHaveText(/%$/);
  await expect(page.getByRole('region', { name: '数据库' })).toContainText('SQLite');
  const first = await sampled.textContent();
  const uptime = await page.getByTestId('monitor-uptime').textContent();
  // A later sample arrives by itself: its time changes while the page stays.
  await expect(sampled).not.toHaveText(first!, { timeout: 15_000 });
  expect(uptime).toBeTruthy();
  await expect(page.getByTestId('monitor-sockets')).toHaveText(/^\d+$/);
});
