import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/** /dashboard: the figures a user may read, and offline the last ones with their time (issue 17). */
test('the workbench shows todo and the contract and project figures, and keeps them offline with their time', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // Other tests add contracts on the same server: the figures to expect are the server's own.
  const headers = { Authorization: `Bearer ${await apiToken(request, 'office')}` };
  const answer = (await (await request.get('/api/business/dingtalk/workbenches/projectAndContract', { headers })).json()) as { data: Record<string, Record<string, number>> };
  const contracts = String(answer.data.contract!.total);
  const filed = String(answer.data.project!.filed);

  await signIn(page, 'office');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/dashboard');
  await expect(page.getByTestId('workbench-contract-total')).toContainText(contracts);
  await expect(page.getByTestId('workbench-project-filed')).toContainText(filed);
  await expect(page.getByTestId('workbench-todo')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('workbench-offline')).toContainText(/离线：显示 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('workbench-contract-total')).toContainText(contracts);

  await context.setOffline(false);
  await page.getByTestId('workbench-contract-total').click();
  await expect(page).toHaveURL(/\/business\/contract$/);
});
