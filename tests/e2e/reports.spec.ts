import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/** A released report (menu type 5, issue 18): grouped table with 小计 and 合计, charts, and offline its last result with the time. */
test('a released report shows its groups, totals and charts, and offline its last result with the time', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'assetadmin');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

  // The report is a menu of its own (under 在线开发), granted to the asset administrators by the demo.
  await page.goto('/report/demo.assetValue');
  await expect(page.getByTestId('tags-bar').getByText('资产价值统计表')).toBeVisible();
  const report = page.getByTestId('report-page').filter({ visible: true });
  await expect(report.getByTestId('report-total')).toContainText('合计');
  await expect(report.getByTestId('report-subtotal').first()).toContainText('小计');
  // Money with thousands separators and two decimals.
  await expect(report.getByTestId('report-total')).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/);
  const bar = report.getByTestId('chart-view-bar');
  await expect(bar.locator('canvas')).toBeVisible();
  await expect(report.getByTestId('report-fetched-at')).toBeVisible();
  const total = (await report.getByTestId('report-total').textContent())!;

  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('report-page').filter({ visible: true });
  await expect(offline.getByTestId('report-offline')).toBeVisible();
  await expect(offline.getByTestId('report-fetched-at')).toContainText(/\d{2}:\d{2}/);
  await expect(offline.getByTestId('report-total')).toHaveText(total);
  await expect(offline.getByTestId('chart-view-bar').locator('canvas')).toBeVisible();
  await context.setOffline(false);
});
