import type { Kysely } from 'kysely';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { TASK_STATUS, type EngineBody } from '../contract';
import { decideAs } from './business';
import { insertFlow, publishFlow } from './engine-service';
import { leaveFlow, expenseFlow } from './demo-flows';
import { createInstance, step, versionById } from './instances';
import { workflowDemoGrants } from './menus';

const HOUR = 3_600_000;

/** Department heads the flows ask (the identity demo leaves them empty): 华东's 仓储部 → 王磊, 华东 → 李静, 行政办公室 → 张敏, 信息技术部 → 李静, the group → 李静. */
const HEADS: [orgCode: string, account: string][] = [['HQ', 'sysadmin'], ['EC', 'sysadmin'], ['EC02', 'assetadmin'], ['EC04', 'assetadmin'], ['HQ02', 'office'], ['HQ05', 'sysadmin']];

/**
 * The demo's flows and instances in every §4 status: 赵强's leave waiting for 王磊, one approved,
 * an expense 张敏 sent that waits for the administrator, one rejected, one withdrawn, one
 * terminated, and 孙丽's draft — so 待办, 已办 and 监控 show real work on a first start.
 */
export async function seedWorkflowDemo(tx: Kysely<DB>): Promise<void> {
  for (const [role, module, buttons] of workflowDemoGrants) await grantModuleToRole(tx, role, module, buttons);
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account']).execute()).map((u) => [u.account, u.id]));
  const id = (account: string) => users.get(account)!;
  if (!users.has('assetadmin') || !users.has('office')) return;
  for (const [code, account] of HEADS) await tx.updateTable('baseOrganize').set({ managerId: id(account) }).where('enCode', '=', code).where('managerId', 'is', null).execute();

  const published = async (b: EngineBody) => {
    const flowId = await insertFlow(tx, id('admin'), b);
    await publishFlow(tx, id('admin'), flowId);
    return flowId;
  };
  const leaveId = await published(leaveFlow(id('office')));
  const expenseId = await published(expenseFlow([id('sysadmin'), id('office')]));
  const version = async (flowId: string) => versionById(tx, (await tx.selectFrom('flowEngine').select('versionId').where('id', '=', flowId).executeTakeFirstOrThrow()).versionId!);
  const leave = await version(leaveId);
  const expense = await version(expenseId);
  const now = Date.now();

  const launch = (v: typeof leave, account: string, formData: Record<string, unknown>, hoursAgo: number, submit = true, urgent = 1) =>
    createInstance(tx, { version: v, userId: id(account), formData, urgent, fileIds: [], candidates: {}, submit, now: now - hoursAgo * HOUR });
  /** The open task of `account` acted on as the approve/reject routes do. */
  const act = (taskId: string, account: string, action: 'approve' | 'reject', opinion: string, hoursAgo: number, rejectTo: 'initiator' | 'end' = 'end') =>
    decideAs(tx, { taskId, userId: id(account), action, opinion, now: now - hoursAgo * HOUR, rejectTo });

  const waiting = await launch(leave, 'wh01', { leaveType: 'personal', days: 2, startDate: now + 2 * 24 * HOUR, reason: '家中有事，需请假两天' }, 3, true, 2);
  void waiting;
  const approved = await launch(leave, 'wh01', { leaveType: 'annual', days: 1, startDate: now - 5 * 24 * HOUR, reason: '年假一天' }, 30);
  await act(approved.id, 'assetadmin', 'approve', '同意，注意交接工作', 28);
  const longLeave = await launch(leave, 'wh02', { leaveType: 'sick', days: 5, startDate: now + 24 * HOUR, reason: '术后休养' }, 6, true, 3);
  void longLeave;
  await launch(leave, 'wh02', { leaveType: 'personal', days: 1, startDate: now + 7 * 24 * HOUR, reason: '' }, 1, false);

  await launch(expense, 'office', { purpose: '办公用品采购', amount: 1280.5, invoiceDate: now - 3 * 24 * HOUR }, 5);
  const rejected = await launch(expense, 'wh01', { purpose: '出差交通费', amount: 560, invoiceDate: now - 9 * 24 * HOUR }, 50);
  await act(rejected.id, 'assetadmin', 'reject', '缺少发票原件，请补齐后重新申请', 48, 'end');
  const withdrawn = await launch(expense, 'wh01', { purpose: '客户招待', amount: 300, invoiceDate: now - 2 * 24 * HOUR }, 20);
  await step(tx, withdrawn.id, now - 19 * HOUR, async ({ runner }) => {
    await runner.record(runner.tree.id, 'withdraw', { handleId: id('wh01'), opinion: '金额填错，撤回重填' });
    await runner.end(TASK_STATUS.withdrawn);
  });
  const terminated = await launch(expense, 'wh02', { purpose: '培训费', amount: 2000, invoiceDate: now - 10 * 24 * HOUR }, 72);
  await step(tx, terminated.id, now - 70 * HOUR, async ({ runner }) => {
    await runner.record(runner.task.current[0] ?? runner.tree.id, 'terminate', { handleId: id('admin'), opinion: '培训已取消' });
    await runner.end(TASK_STATUS.terminated);
  });
}
