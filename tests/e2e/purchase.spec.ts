import { expect, test } from '@playwright/test';
import { apiToken, signIn, signInElsewhere } from './helpers';

/**
 * 采购计划登记 (issue 17): 张敏 (office) registers a request with two rows while offline and presses
 * 提交审批; back online it reaches the server once, numbered, in approval. The administrator approves
 * it from 待办, and the approval registers the fixed-asset plan 张敏 then opens from the request.
 */
const REASON = `档案室扫描设备${Date.now().toString(36)}`;

test('a purchase request made offline is submitted once; approved, it becomes a fixed-asset plan', async ({ page, context, request, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'office');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/business/purchase');
  await expect(page.getByRole('row', { name: /会议室投影设备更新/ })).toContainText('审批中', { timeout: 60_000 });
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('purchase-offline')).toBeVisible();
  await page.getByTestId('purchase-add').click();
  await expect(page).toHaveURL(/\/purchase\/form$/);
  const form = page.getByTestId('purchase-form-page').filter({ visible: true });
  await form.getByRole('textbox', { name: '采购事由' }).fill(REASON);
  await form.getByRole('textbox', { name: '物品名称 1' }).fill('高速扫描仪');
  await form.getByRole('textbox', { name: '物品类型 1' }).click();
  await page.getByRole('option', { name: '电子设备' }).click();
  await form.getByRole('textbox', { name: '计划数量 1' }).fill('2');
  await form.getByRole('textbox', { name: '预估单价（元） 1' }).fill('4,999.5');
  await form.getByTestId('purchase-item-add').click();
  await form.getByRole('textbox', { name: '物品名称 2' }).fill('显示器支架');
  // A row left without its type is refused with the rule's message before anything is saved.
  await form.getByRole('textbox', { name: '预估单价（元） 2' }).fill('120');
  await form.getByTestId('purchase-submit').click();
  await expect(form.getByText('物品名称、物品类型、计划数量不能为空')).toBeVisible();
  await form.getByRole('textbox', { name: '物品类型 2' }).click();
  await page.getByRole('option', { name: '办公设备' }).click();
  await form.getByRole('textbox', { name: '计划数量 2' }).fill('3');
  await expect(form.getByTestId('purchase-total')).toHaveText('10,359.00');
  await expect(form.getByTestId('purchase-total-chinese')).toHaveText('壹万零叁佰伍拾玖元整');
  await form.getByTestId('purchase-submit').click();

  await expect(page).toHaveURL(/\/purchase\/detail\?id=/);
  const detail = page.getByTestId('purchase-detail-page').filter({ visible: true });
  await expect(detail.getByTestId('purchase-status')).toHaveText('审批中');
  await expect(page.getByTestId('sync-badge-pending')).toHaveText('1 条待同步');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect(detail.getByText(/CG\d{6}-\d{3}/)).toBeVisible({ timeout: 30_000 });

  const headers = { Authorization: `Bearer ${await apiToken(request, 'office')}` };
  const listed = (await (await request.get(`/api/business/purchase?keyword=${encodeURIComponent(REASON)}`, { headers })).json()) as { data: { list: { id: string; status: number; totalAmount: string; assetPlanId: string | null }[] } };
  expect(listed.data.list).toHaveLength(1);
  expect(listed.data.list[0]).toMatchObject({ status: 1, totalAmount: '10359.00', assetPlanId: null });

  // 张敏's department has no head: the administrators approve (the flow's empty-node rule).
  const admin = await signInElsewhere(browser, 'admin');
  await admin.goto('/workFlow/flowTodo');
  const row = admin.getByRole('row', { name: /采购计划审批（张敏/ }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('flow-open').click();
  await expect(admin.getByTestId('flow-detail')).toBeVisible();
  await expect(admin.getByText('高速扫描仪').first()).toBeVisible();
  await admin.getByTestId('flow-approve').click();
  await admin.getByTestId('flow-opinion').fill('同意采购');
  await admin.getByTestId('flow-action-confirm').click();
  await expect(admin.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');
  await admin.context().close();

  // The request on 张敏's device follows: approved, and its plan one click away.
  await expect(detail.getByTestId('purchase-status')).toHaveText('已通过', { timeout: 60_000 });
  await expect(detail.getByTestId('purchase-plan-made')).toBeVisible();
  await detail.getByTestId('purchase-plan').click();
  await expect(page).toHaveURL(/\/fixedAsset\/plan\?planId=/);
  await expect(page.getByRole('dialog').getByText('高速扫描仪').first()).toBeVisible({ timeout: 30_000 });
});
