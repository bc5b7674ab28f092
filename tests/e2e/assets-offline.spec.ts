import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * 资产计划登记 without the network (ADR 0008 "Plans on the device"): after a first sync the office
 * user reloads offline and still reads the plans — the list from the device store, a plan read-only,
 * saving and the change log saying they need the network.
 */
const shownTotal = (page: Page) => page.locator('[data-testid="list-total"]:visible');
/** Server calls the offline list and dialog would have made, had they asked the server. */
const PLAN_CALLS = /\/api\/business\/fixedAsset-(appl|plan)\//;

test.afterEach(async ({ context }) => context.setOffline(false));

test('offline after a reload, 资产计划登记 lists the device’s plans and opens one read-only', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'office');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

  // Online: what the server lists, and one plan to look for later.
  await page.goto('/fixedAsset/plan');
  const firstRow = page.getByRole('row').filter({ has: page.getByTestId('plan-edit') }).first();
  await expect(firstRow).toBeVisible();
  await expect(shownTotal(page)).not.toHaveText('共 0 条');
  const total = (await shownTotal(page).textContent())!;
  const names = (await firstRow.getByTestId('plan-edit').getAttribute('aria-label'))!.replace(/^编辑 /, '');
  const itemName = names.split('、')[0]!;
  const cells = await firstRow.getByRole('cell').allTextContents();

  // The first sync of the plans has finished.
  await page.goto('/syncStatus');
  await expect(page.getByTestId('sync-collection-assetPlans')).toContainText('资产计划');
  await expect(page.getByTestId('sync-collection-assetPlans')).not.toContainText('从未', { timeout: 30_000 });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (PLAN_CALLS.test(r.url())) calls.push(r.url());
  });

  await page.goto('/fixedAsset/plan');
  await expect(page.getByTestId('offline-note')).toContainText('离线数据');
  await expect(page.getByTestId('offline-note')).toContainText('显示的是本设备上保存的资产计划');
  await expect(shownTotal(page)).toHaveText(total);

  const box = page.locator('[data-testid="list-keyword"]:visible');
  await box.fill(itemName);
  await box.press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `查看 ${names}`, exact: true }) });
  await expect(row).toHaveCount(1);
  // The same cells the server listed: unit, department, user, items, quantities, creator, times.
  expect(await row.getByRole('cell').allTextContents()).toEqual(cells);

  await row.getByRole('button', { name: `查看 ${names}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '资产计划登记编辑' });
  await expect(dialog.getByTestId('plan-offline')).toContainText('只能查看');
  await expect(dialog.getByTestId('plan-view-items')).toContainText(itemName);
  await expect(dialog.getByTestId('plan-view-items').getByRole('row')).toHaveCount(names.split('、').length + 1);
  await expect(dialog.getByTestId('plan-unit')).toHaveCount(0);
  await expect(dialog.getByTestId('plan-save')).toBeDisabled();
  await expect(dialog.getByTestId('plan-save')).toHaveAccessibleDescription(/保存需要联网/);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toHaveCount(0);

  await row.getByTestId('plan-log').click();
  const log = page.getByRole('dialog', { name: '计划变更记录' });
  await expect(log.getByTestId('plan-log-offline')).toContainText('需要联网');

  // Everything above came from the device: the plan endpoints were not even asked.
  expect(calls).toEqual([]);

  // The network is back: the change log reads the server again by itself.
  await page.context().setOffline(false);
  await expect(log.getByTestId('plan-log-timeline')).toBeVisible({ timeout: 15_000 });
});
