import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn, signInElsewhere } from './helpers';

const W = '/api/workflow/Engine';

/** 赵强 launches the demo 请假申请 (two days: his department head 王磊 approves) through the API; answers the instance id. */
async function launchLeave(request: APIRequestContext, reason: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'wh01')}` };
  const flows = (await (await request.get(`${W}/FlowEngine/ListAll`, { headers })).json()) as { data: { list: { id: string; enCode: string }[] } };
  const flowId = flows.data.list.find((f) => f.enCode === 'leaveApply')!.id;
  const res = (await (await request.post(`${W}/FlowTask`, { headers, data: { flowId, formData: { leaveType: 'personal', days: 2, startDate: Date.now(), reason } } })).json()) as { code: number; data: { id: string } };
  expect(res.code).toBe(200);
  return res.data.id;
}

async function serverDetail(request: APIRequestContext, id: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  return ((await (await request.get(`${W}/FlowBefore/${id}`, { headers })).json()) as { data: { task: { status: number }; timeline: { action: string }[] } }).data;
}

test('王磊 approves 赵强’s leave from 待办; 赵强 sees 已通过 and the history', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const id = await launchLeave(request, '端到端：审批');
  await signIn(page, 'assetadmin');
  await page.goto('/workFlow/flowTodo');
  const row = page.getByRole('row', { name: /请假申请（赵强/ }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('flow-open').click();
  await expect(page.getByTestId('flow-detail')).toBeVisible();
  await expect(page.locator('[data-node="head"][data-state="current"]')).toBeVisible();
  await page.getByTestId('flow-approve').click();
  await page.getByTestId('flow-opinion').fill('同意，注意交接');
  await page.getByTestId('flow-action-confirm').click();
  await expect(page.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');

  const starter = await signInElsewhere(browser, 'wh01');
  await starter.goto(`/workFlowDetail?config=${encodeURIComponent(JSON.stringify({ id }))}`);
  await expect(starter.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');
  await expect(starter.getByText('已通过').first()).toBeVisible();
  await expect(starter.locator('[data-action="approve"]')).toContainText('同意，注意交接');
  await starter.context().close();
});

test('an approver approves offline; back online the decision reaches the server and the instance moves on exactly once', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const id = await launchLeave(request, '端到端：离线审批');
  await signIn(page, 'assetadmin');
  await page.goto('/workFlow/flowTodo');
  await expect(page.getByRole('row', { name: /请假申请（赵强/ }).first()).toBeVisible();
  // The first sync has brought the open tasks onto the device (the flowTodos table of the user's store).
  await expect.poll(() => page.evaluate(async (taskId) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('qingban-'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open(name); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      if (!db.objectStoreNames.contains('flowTodos')) { db.close(); continue; }
      const rows = await new Promise<{ taskId?: string }[]>((resolve) => { const q = db.transaction('flowTodos').objectStore('flowTodos').getAll(); q.onsuccess = () => resolve(q.result as { taskId?: string }[]); });
      db.close();
      if (rows.some((r) => r.taskId === taskId)) return true;
    }
    return false;
  }, id), { timeout: 30_000 }).toBe(true);

  // The reload below is served by the service worker: on a busy machine its precache may still be filling.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('flow-todo-offline')).toBeVisible();
  const local = page.getByTestId('flow-local-todo').filter({ hasText: '请假申请（赵强' }).first();
  await expect(local).toBeVisible();
  // The newest of 赵强's leaves is the one launched above.
  await local.getByRole('button').click();
  await expect(page.getByTestId('flow-offline')).toBeVisible();
  await page.getByTestId('flow-approve').click();
  await page.getByTestId('flow-opinion').fill('车上批的');
  await page.getByTestId('flow-action-confirm').click();
  await expect(page.getByTestId('sync-badge-pending')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 70_000 });
  const detail = await serverDetail(request, id);
  expect(detail.task.status).toBe(2);
  expect(detail.timeline.filter((e) => e.action === 'approve')).toHaveLength(1);
});

test('an approver signs by hand and attaches a file; the history shows both and the server keeps them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await launchLeave(request, '端到端：签名与附件');
  await signIn(page, 'assetadmin');
  await page.goto('/workFlow/flowTodo');
  await expect(page.getByTestId('flow-count-todo')).toContainText('待办');
  await page.goto(`/workFlowDetail?config=${encodeURIComponent(JSON.stringify({ id }))}`);
  await expect(page.getByTestId('flow-detail')).toHaveAttribute('data-status', '1');
  await page.getByTestId('flow-approve').click();
  const dialog = page.getByRole('dialog', { name: '同意' });
  await dialog.getByTestId('upload-choose-input').setInputFiles({ name: '交接清单.txt', mimeType: 'text/plain', buffer: Buffer.from('交接：钥匙、门禁卡') });
  await expect(dialog.getByTestId('file-row').filter({ hasText: '交接清单.txt' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByText('手写签名', { exact: true }).click();
  const pad = dialog.getByRole('img', { name: /签名板/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -15 : 15));
  await page.mouse.up();
  await dialog.getByTestId('flow-opinion').fill('已签字');
  await dialog.getByTestId('flow-action-confirm').click();
  await expect(page.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');

  const record = page.locator('[data-action="approve"]');
  await expect(record.getByTestId('flow-signature')).toBeVisible();
  await expect(record.getByTestId('file-row').filter({ hasText: '交接清单.txt' })).toBeVisible();
  const detail = (await serverDetail(request, id)) as unknown as { timeline: { action: string; fileIds: string[]; signImg: string | null }[] };
  const approved = detail.timeline.find((e) => e.action === 'approve')!;
  expect(approved.fileIds).toHaveLength(1);
  expect(approved.signImg).toMatch(/^data:image\/png;base64,/);
});
