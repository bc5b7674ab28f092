import { flowApproveArgs, flowCommentArgs, flowRejectArgs, WORKFLOW_COLLECTIONS, WORKFLOW_MUTATIONS, type FlowApproveArgs, type FlowCommentArgs, type FlowRejectArgs } from '@/features/workflow/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

const decided = (args: { operatorId: string }) => [rowKey(WORKFLOW_COLLECTIONS.todos, args.operatorId)];

/**
 * Decisions taken on the device (ADR 0034): the task leaves the local 待办 at once, the outbox sends
 * the decision, and the server checks it is still the approver's at the version they saw — a task
 * someone else handled meanwhile comes back through the rejected-writes inbox (已由他人处理).
 */
export const approveOnDevice = defineMutation<FlowApproveArgs>(WORKFLOW_MUTATIONS.approve, {
  schema: flowApproveArgs,
  touches: decided,
  applyLocal: async (db, args) => {
    await db.collection(WORKFLOW_COLLECTIONS.todos).delete(args.operatorId);
  },
});

export const rejectOnDevice = defineMutation<FlowRejectArgs>(WORKFLOW_MUTATIONS.reject, {
  schema: flowRejectArgs,
  touches: decided,
  applyLocal: async (db, args) => {
    await db.collection(WORKFLOW_COLLECTIONS.todos).delete(args.operatorId);
  },
});

/** A comment written offline shows in the local task's timeline until the server's copy arrives. */
export const commentOnDevice = defineMutation<FlowCommentArgs>(WORKFLOW_MUTATIONS.comment, {
  schema: flowCommentArgs,
  touches: (args) => [rowKey('flowTaskComments', args.taskId)],
  applyLocal: async (db, args, ctx) => {
    const table = db.collection(WORKFLOW_COLLECTIONS.todos);
    const rows = await table.filter((r) => r.taskId === args.taskId).toArray();
    for (const row of rows) {
      const timeline = Array.isArray(row.timeline) ? row.timeline : [];
      const entry = { id: `local-${ctx.now}`, nodeId: '', nodeName: '', action: 'comment', userId: ctx.userId, userName: '', opinion: args.text, fileIds: [], signImg: null, time: ctx.now, duration: null };
      await table.put({ ...row, timeline: [...timeline, entry] });
    }
  },
});
