import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/**
 * Issue 17, Done when: a contract drafted offline is submitted once on reconnect. 张敏 (office) opens
 * 合同管理, goes offline, drafts a contract and presses 提交审批; back online, the server holds one
 * contract with that name, numbered by the bill rule, in approval with one instance.
 */
const NAME = `设备维保合同${Date.now().toString(36)}`;

test('a contract drafted offline and sent for approval reaches the server once, in approval', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'office');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/business/contract');
  // The demo's contracts, one of them ending within 30 days.
  await expect(page.getByRole('row', { name: /仓储叉车租赁合同/ })).toContainText(/天后到期/, { timeout: 60_000 });
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('contract-offline')).toBeVisible();
  await expect(page.getByRole('row', { name: /信息化设备采购合同/ })).toBeVisible();

  await page.getByTestId('contract-add').click();
  const dialog = page.getByRole('dialog', { name: '新建合同' });
  await dialog.getByRole('textbox', { name: '合同名称' }).fill(NAME);
  await dialog.getByRole('textbox', { name: '合同类型' }).click();
  await page.getByRole('option', { name: '服务' }).click();
  await dialog.getByRole('textbox', { name: '甲方' }).fill('轻办集团有限公司');
  await dialog.getByRole('textbox', { name: '乙方' }).fill('南京精工设备服务有限公司');
  // The rules of §5 on the way: too many decimals is refused; the capitals follow the amount.
  await dialog.getByRole('textbox', { name: '合同金额（元）' }).fill('86500.555');
  await dialog.getByTestId('contract-submit').click();
  await expect(dialog.getByText('合同金额最多保留两位小数')).toBeVisible();
  await dialog.getByRole('textbox', { name: '合同金额（元）' }).fill('86,500.5');
  await expect(dialog.getByTestId('contract-amount-chinese')).toHaveText('捌万陆仟伍佰元伍角');
  await dialog.getByTestId('contract-submit').click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('待同步');
  await expect(row).toContainText('审批中');
  await expect(row).toContainText('86,500.50');
  await expect(page.getByTestId('sync-badge-pending')).toHaveText('1 条待同步');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  // The server's copy comes back with its number.
  await expect(row).toContainText(/HT\d{6}-\d{4}/, { timeout: 30_000 });
  await expect(row).not.toContainText('待同步');

  const headers = { Authorization: `Bearer ${await apiToken(request, 'office')}` };
  const listed = (await (await request.get(`/api/business/contract?keyword=${encodeURIComponent(NAME)}`, { headers })).json()) as { data: { list: { id: string; status: number; amount: string; flowTaskId: string | null }[] } };
  expect(listed.data.list).toHaveLength(1);
  const [saved] = listed.data.list;
  expect(saved).toMatchObject({ status: 1, amount: '86500.50' });
  const task = (await (await request.get(`/api/workflow/Engine/FlowTask/${saved!.flowTaskId}`, { headers })).json()) as { data: { task: { status: number; formData: Record<string, unknown> } } };
  expect(task.data.task).toMatchObject({ status: 1, formData: expect.objectContaining({ fullName: NAME, amount: 86500.5 }) });

  // The detail opens its approval record.
  await row.getByTestId('contract-detail').click();
  const detail = page.getByRole('dialog', { name: /合同详情/ });
  await expect(detail.getByTestId('contract-status')).toHaveText('审批中');
  await detail.getByTestId('contract-flow').click();
  await expect(page).toHaveURL(/\/workFlowDetail/);
  await expect(page.getByText(NAME).first()).toBeVisible();
});
