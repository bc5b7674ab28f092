import { expect, test } from '@playwright/test';
import { openSystemLog, signIn } from './helpers';

test('系统日志 → 操作日志 shows the demo grant by admin, and its detail the before and after of the role', async ({ page }) => {
  await signIn(page);
  await openSystemLog(page);
  await page.getByTestId('log-tab-operation').click();
  // Other tests of the run write operations too; the seed's own entries are found by their address.
  const keyword = page.locator('[data-testid="list-keyword"]:visible');
  await keyword.fill('seed demo');
  await keyword.press('Enter');
  const grant = page.locator('tr', { hasText: '系统日志' }).filter({ hasText: 'seed demo' }).first();
  await expect(grant).toBeVisible();
  await expect(grant).toContainText('admin');
  await grant.locator('[data-testid^="oplog-open-"]').click();
  const drawer = page.getByTestId('log-detail');
  await expect(drawer).toContainText('授权演示角色：日志查看员');
  const menus = drawer.getByTestId('diff-row-menus');
  await expect(menus).toHaveAttribute('data-changed', 'true');
  await expect(menus).toContainText('菜单');
  await expect(menus).toContainText('系统日志（导出）');
  // The tab's export is the server's workbook.
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await page.getByTestId('oplog-export-operation').click();
  expect((await download).suggestedFilename()).toBe('操作日志.xlsx');
});
