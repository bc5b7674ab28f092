import type { ServerContext } from '../../../server/context';
import { flowBinding } from './flow-bindings';
import type { Effect } from './runner';

const RESULT_TEXT: Record<number, string> = { 0: '被退回，请修改后重新提交', 2: '已通过', 3: '未通过', 4: '已撤回', 5: '已被终止' };

/** The /workFlowDetail config a message opens (SPEC §2): the instance, and the recipient's task there. */
export const detailConfig = (taskId: string, operatorId?: string) => JSON.stringify(operatorId ? { id: taskId, operatorId } : { id: taskId });

/**
 * After the commit: messages (type 2, their body the detail config) to those who must act or
 * should know, and a push so open todo lists and menu counts refresh without a reload.
 */
export async function runEffects(ctx: ServerContext, effects: readonly Effect[]): Promise<void> {
  if (effects.length === 0) return;
  const db = ctx.database.db;
  const touched = new Set<string>();
  const records = new Set<string>();
  for (const e of effects) {
    try {
      const task = await db.selectFrom('flowTask').innerJoin('baseUser', 'baseUser.id', 'flowTask.creatorUserId')
        .select(['flowTask.fullName', 'flowTask.creatorUserId', 'flowTask.startTime', 'flowTask.businessModule', 'flowTask.businessId', 'baseUser.realName']).where('flowTask.id', '=', e.taskId).executeTakeFirst();
      if (!task) continue;
      for (const c of (task.businessModule ? flowBinding(task.businessModule)?.collections : undefined) ?? []) records.add(c);
      if (e.kind === 'ended') {
        touched.add(task.creatorUserId);
        // A record whose feature has a page of its own for the result: the message opens the record (§2 targets).
        const own = task.businessModule ? flowBinding(task.businessModule)?.resultMessage : undefined;
        const title = `您发起的${task.fullName}${RESULT_TEXT[e.status] ?? ''}`;
        if (own && task.businessId) await ctx.notify.send({ toUserIds: [task.creatorUserId], type: own.type, title, sourceId: task.businessId, bodyText: detailConfig(e.taskId) });
        else await ctx.notify.send({ toUserIds: [task.creatorUserId], type: 2, title, bodyText: detailConfig(e.taskId) });
        continue;
      }
      const users = [...new Set(e.userIds)];
      if (users.length === 0) continue;
      users.forEach((u) => touched.add(u));
      for (const userId of users) {
        let bodyText: string;
        if (e.kind === 'cc') {
          // The copy's id: opening the message marks it read (FlowBefore/Circulate/:id/Read).
          const cc = await db.selectFrom('flowTaskCirculate').select('id').where('taskId', '=', e.taskId).where('userId', '=', userId).orderBy('creatorTime', 'desc').executeTakeFirst();
          bodyText = JSON.stringify(cc ? { id: e.taskId, circulateId: cc.id } : { id: e.taskId });
        } else {
          const op = await db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', e.taskId).where('handleId', '=', userId).where('status', '=', 1).executeTakeFirst();
          bodyText = detailConfig(e.taskId, op?.id);
        }
        if (e.kind === 'todo') {
          const sent = await ctx.notify.sendTemplate({
            toUserIds: [userId], templateCode: 'flow.todo', bodyText,
            params: { flowName: task.fullName, startUser: task.realName, startTime: new Date((task.startTime ?? Date.now()) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') },
          });
          if (sent.messageId) continue;
        }
        const title = e.kind === 'cc' ? `${task.realName}发起的${task.fullName}抄送给您` : e.kind === 'urge' ? `${task.fullName}：发起人催您审批` : e.kind === 'remind' ? `${task.fullName}已超时，请尽快审批` : `${task.fullName}待您审批`;
        await ctx.notify.send({ toUserIds: [userId], type: 2, title, bodyText });
      }
    } catch (error) {
      ctx.log.warn({ err: error, taskId: e.taskId }, 'workflow: a notification failed (the action itself is committed)');
    }
  }
  for (const userId of touched) ctx.realtime.send(userId, { method: 'workflowChanged' });
  // The approved records changed with the step (their status): devices holding them pull now.
  if (records.size > 0) ctx.realtime.broadcast({ method: 'syncChanged', collections: [...records] });
}
