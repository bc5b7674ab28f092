import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/** /dashboard: the figures a user may read, and offline the last ones with their time (issue 17). */
test('the workbench shows todo and the contract and project figures, and keeps them offline with their time', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'office');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/dashboard');
  await expect(page.getByTestId('workbench-contract-total')).toContainText('5');
  await expect(page.getByTestId('workbench-project-filed')).toContainText('1');
  await expect(page.getByTestId('workbench-todo')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('workbench-offline')).toContainText(/离线：显示 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('workbench-contract-total')).toContainText('5');

  await context.setOffline(false);
  await page.getByTestId('workbench-contract-total').click();
  await expect(page).toHaveURL(/\/business\/contract$/);
});
