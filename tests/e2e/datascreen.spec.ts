import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * 数据大屏 (issue 18): the demo's released screen opens from its menu (type 6) in a window of its
 * own with ?token=, outside the shell, scaled to the window; its charts, cards and table draw the
 * demo interface's data.
 */
test('the released 资产运营大屏 opens from the sidebar in its own window and draws its widgets', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.getByTestId('sidebar').locator('[data-menu-path="/onlineDev"]').click();
  const opened = context.waitForEvent('page');
  await page.getByTestId('sidebar').getByText('资产运营大屏').click();
  const screen = await opened;
  await expect(screen).toHaveURL(/\/datascreen\/demo\.assets\?token=/);
  const canvas = screen.getByTestId('screen-canvas');
  await expect(canvas).toBeVisible();
  await expect(screen.getByTestId('sidebar')).toHaveCount(0);
  await expect(canvas.getByTestId('screen-widget')).toHaveCount(9);
  await expect(canvas.locator('[data-widget-type="chart"] canvas')).toHaveCount(3);
  await expect(canvas.getByTestId('screen-card-value').first()).toHaveText(/\d/);
  await expect(canvas.locator('[data-widget-type="table"]')).toContainText('使用单位');
  // Scaled to the window (1366 wide in these tests), keeping 16:9.
  expect(Number(await canvas.getAttribute('data-scale'))).toBeCloseTo(1366 / 1920, 2);
});
