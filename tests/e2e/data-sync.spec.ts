import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an administrator runs the demo data sync now and sees the run in its log', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/dataSync');
  await expect(page.getByText('演示产品同步')).toBeVisible();

  // The seeded first run is in the log.
  await page.getByTestId('sync-log-demo.productSync').click();
  let log = page.getByRole('dialog', { name: '执行日志：演示产品同步' });
  await expect(log.getByTestId('sync-log-table').locator('tbody tr')).toHaveCount(1);
  await log.getByRole('button', { name: '关闭' }).click();

  await page.getByTestId('sync-run-demo.productSync').click();
  const run = page.getByRole('dialog', { name: '立即执行：演示产品同步' });
  await expect(run.getByTestId('sync-run-result')).toContainText('读取5行，写入5行');
  await expect(run.getByTestId('sync-run-result')).toContainText('成功');
  await run.getByRole('button', { name: '关闭' }).click();

  await page.getByTestId('sync-log-demo.productSync').click();
  log = page.getByRole('dialog', { name: '执行日志：演示产品同步' });
  const rows = log.getByTestId('sync-log-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('手动');
  await expect(rows.first()).toContainText('读取5行，写入5行');
});
