import { sql, type Kysely } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  flowStatusOf, OPERATOR_STATUS, TASK_STATUS, WORKFLOW_MENUS, WorkflowMsg,
  type FieldRight, type OperatorView, type RecordAction, type TaskCounts, type TaskDetail, type TaskListQuery, type TaskRow, type TimelineEntry,
} from '../contract';
import { fieldNames, versionById } from './instances';
import { FlowRunner } from './runner';
import { rightsAt } from './task-service';
import { loadTask } from './task-state';

type Category = 'todo' | 'done' | 'circulate' | 'launched' | 'monitor';
const SORT: Record<string, string> = { startTime: 'flowTask.startTime', creatorTime: 'flowTask.creatorTime', urgent: 'flowTask.urgent', fullName: 'flowTask.fullName' };

/** Lists (待办, 已办, 抄送, 我发起的, 监控), the detail and the counts — each only what the caller may see. */
export function taskQueries(ctx: ServerContext) {
  const db = ctx.database.db;

  function base(tx: Kysely<DB>) {
    return tx.selectFrom('flowTask')
      .innerJoin('flowEngine', 'flowEngine.id', 'flowTask.flowId')
      .innerJoin('baseUser as starter', 'starter.id', 'flowTask.creatorUserId')
      .select([
        'flowTask.id', 'flowTask.flowId', 'flowEngine.fullName as flowName', 'flowTask.fullName', 'flowTask.urgent', 'flowTask.status', 'flowTask.suspended',
        'flowTask.creatorUserId', 'starter.realName as creatorUserName', 'flowTask.startTime', 'flowTask.endTime', 'flowTask.currentNodeNames', 'flowTask.creatorTime',
      ]);
  }

  const toRow = (r: { id: string; flowId: string; flowName: string; fullName: string; urgent: number; status: number; suspended: number; creatorUserId: string; creatorUserName: string; startTime: number | null; endTime: number | null; currentNodeNames: string }): TaskRow => ({
    id: r.id, flowId: r.flowId, flowName: r.flowName, fullName: r.fullName, urgent: r.urgent as 1 | 2 | 3, status: r.status, flowStatus: flowStatusOf(r.status), suspended: r.suspended === 1,
    creatorUserId: r.creatorUserId, creatorUserName: r.creatorUserName, startTime: r.startTime, endTime: r.endTime, currentNodeNames: JSON.parse(r.currentNodeNames) as string[],
  });

  async function list(auth: AuthContext, category: Category, q: TaskListQuery) {
    const menuOf = { todo: WORKFLOW_MENUS.todo, done: WORKFLOW_MENUS.done, circulate: WORKFLOW_MENUS.circulate, launched: WORKFLOW_MENUS.launch, monitor: WORKFLOW_MENUS.monitor }[category];
    await assertAccess(ctx.access, auth, menuOf);
    let query = base(db);
    if (category === 'todo' || category === 'done') {
      query = query.innerJoin('flowTaskOperator as op', 'op.taskId', 'flowTask.id').leftJoin('baseUser as dg', 'dg.id', 'op.delegatorId')
        .select(['op.id as operatorId', 'op.status as operatorStatus', 'op.nodeName', 'op.arrivedAt', 'op.handledAt', 'dg.realName as delegatorName'])
        .where('op.handleId', '=', auth.userId);
      query = category === 'todo'
        ? query.where(sql.ref<number>('op.status'), '=', OPERATOR_STATUS.todo)
        : query.where(sql.ref<number>('op.status'), 'in', [OPERATOR_STATUS.approved, OPERATOR_STATUS.rejected, OPERATOR_STATUS.handedOn]);
    } else if (category === 'circulate') {
      query = query.innerJoin('flowTaskCirculate as cc', 'cc.taskId', 'flowTask.id').select(['cc.id as circulateId', 'cc.readAt', 'cc.nodeName', 'cc.creatorTime as arrivedAt']).where('cc.userId', '=', auth.userId);
    } else if (category === 'launched') {
      query = query.where('flowTask.creatorUserId', '=', auth.userId).where('flowTask.parentTaskId', 'is', null);
    } else {
      query = query.where('flowTask.startTime', 'is not', null);
    }
    if (q.keyword) query = query.where((eb) => eb.or([containsText('flowTask.fullName', q.keyword!), containsText('flowEngine.fullName', q.keyword!)]));
    if (q.flowId) query = query.where('flowTask.flowId', '=', q.flowId);
    if (q.status !== undefined) query = query.where('flowTask.status', '=', q.status);
    if (q.urgent !== undefined) query = query.where('flowTask.urgent', '=', q.urgent);
    if (q.startTime !== undefined) query = query.where('flowTask.startTime', '>=', q.startTime);
    if (q.endTime !== undefined) query = query.where('flowTask.startTime', '<=', q.endTime);
    const taskFilters = q.keyword || q.flowId || q.status !== undefined || q.urgent !== undefined || q.startTime !== undefined || q.endTime !== undefined;
    // An open task (status 1) always belongs to a running instance (every end closes them), so the
    // unfiltered 待办/已办 total is counted on the task index alone, without joining 100,000 instances.
    const counted = (category === 'todo' || category === 'done') && !taskFilters
      ? await db.selectFrom('flowTaskOperator').select((eb) => eb.fn.countAll<number>().as('n')).where('handleId', '=', auth.userId)
        .where('status', 'in', category === 'todo' ? [OPERATOR_STATUS.todo] : [OPERATOR_STATUS.approved, OPERATOR_STATUS.rejected, OPERATOR_STATUS.handedOn]).executeTakeFirst()
      : await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const arrivedSort = category === 'todo' || category === 'done' ? (category === 'done' ? 'op.handledAt' : 'op.arrivedAt') : category === 'circulate' ? 'cc.creatorTime' : 'flowTask.creatorTime';
    const sortColumn = q.sidx ? SORT[q.sidx]! : arrivedSort;
    // The tie-break is on the same table as the default sort, so the (user, status, time, id) index
    // hands over the first page in order instead of every open task being joined and sorted.
    const tieBreak = q.sidx ? 'flowTask.id' : category === 'todo' || category === 'done' ? 'op.id' : category === 'circulate' ? 'cc.id' : 'flowTask.id';
    const rows = await query.orderBy(sql.ref(sortColumn), q.sort).orderBy(sql.ref(tieBreak), q.sort).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
    const list = rows.map((r) => {
      const extra = r as unknown as Record<string, unknown>;
      const row: TaskRow = toRow(r);
      for (const key of ['operatorId', 'operatorStatus', 'nodeName', 'arrivedAt', 'handledAt', 'circulateId', 'readAt', 'delegatorName'] as const)
        if (key in extra) (row as unknown as Record<string, unknown>)[key] = extra[key] === undefined ? null : extra[key];
      return row;
    });
    return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: Number(counted?.n ?? 0) } };
  }

  return {
    list,

    async counts(auth: AuthContext): Promise<TaskCounts> {
      const n = async (q: Promise<{ n: number | string } | undefined>) => Number((await q)?.n ?? 0);
      const [todo, done, circulate, launched] = await Promise.all([
        n(db.selectFrom('flowTaskOperator').select((eb) => eb.fn.countAll<number>().as('n')).where('handleId', '=', auth.userId).where('status', '=', OPERATOR_STATUS.todo).executeTakeFirst()),
        n(db.selectFrom('flowTaskOperator').select((eb) => eb.fn.countAll<number>().as('n')).where('handleId', '=', auth.userId).where('status', 'in', [OPERATOR_STATUS.approved, OPERATOR_STATUS.rejected, OPERATOR_STATUS.handedOn]).executeTakeFirst()),
        n(db.selectFrom('flowTaskCirculate').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', auth.userId).where('readAt', 'is', null).executeTakeFirst()),
        n(db.selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n')).where('creatorUserId', '=', auth.userId).where('status', '=', TASK_STATUS.running).executeTakeFirst()),
      ]);
      return { todo, done, circulate, launched };
    },

    /** The detail: to the initiator, anyone who holds or held a task on it, those it was copied to, and monitors. */
    async detail(auth: AuthContext, id: string, operatorId?: string): Promise<TaskDetail> {
      const row = await db.selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound(WorkflowMsg.taskNotFound);
      const ops = await db.selectFrom('flowTaskOperator as op').innerJoin('baseUser as u', 'u.id', 'op.handleId').leftJoin('baseUser as dg', 'dg.id', 'op.delegatorId')
        .select(['op.id', 'op.nodeId', 'op.nodeName', 'op.handleId as userId', 'u.realName as userName', 'op.status', 'op.version', 'op.arrivedAt', 'op.handledAt', 'dg.realName as delegatorName', 'op.addSignOf', 'op.delegatorId'])
        .where('op.taskId', '=', id).orderBy('op.arrivedAt').orderBy('op.sortCode').execute();
      const cc = await db.selectFrom('flowTaskCirculate').select(['id', 'userId']).where('taskId', '=', id).execute();
      const isInitiator = row.creatorUserId === auth.userId;
      const participant = ops.some((o) => o.userId === auth.userId || o.delegatorId === auth.userId) || cc.some((c) => c.userId === auth.userId);
      const monitor = await ctx.access.can(auth, WORKFLOW_MENUS.monitor);
      if (!isInitiator && !participant && !monitor) throw fail.forbidden();
      const version = await versionById(db, row.versionId);
      const task = loadTask(row);
      const starter = await db.selectFrom('baseUser').select('realName').where('id', '=', row.creatorUserId).executeTakeFirst();
      const mine = ops.find((o) => o.userId === auth.userId && o.status === OPERATOR_STATUS.todo && (!operatorId || o.id === operatorId)) ?? null;
      const runner = new FlowRunner(db, task, version.tree, { id: row.creatorUserId, organizeId: null }, Date.now(), async () => ({ id: '', status: 0 }));
      const running = row.status === TASK_STATUS.running && !row.suspended;
      // Every field gets its right: what the node sets, else editable for an initiator reworking a
      // draft and read-only for everyone else.
      const editing = !mine && isInitiator && (row.status === TASK_STATUS.draft || row.status === TASK_STATUS.withdrawn);
      const set = mine ? rightsAt(version, mine.nodeId) : editing ? rightsAt(version, version.tree.id) : {};
      const rights = Object.fromEntries([...fieldNames(version.form)].map((f) => [f, set[f] ?? (editing ? 'edit' : 'read')])) as Record<string, FieldRight>;
      const hidden = new Set(Object.entries(rights).filter(([, r]) => r === 'hidden').map(([k]) => k));
      const formData = Object.fromEntries(Object.entries(task.formData).filter(([k]) => !hidden.has(k)));
      const records = await db.selectFrom('flowTaskRecord as r').leftJoin('baseUser as u', 'u.id', 'r.handleId')
        .select(['r.id', 'r.nodeId', 'r.nodeName', 'r.action', 'r.handleId as userId', 'u.realName as userName', 'r.opinion', 'r.fileIds', 'r.signImg', 'r.handleTime as time', 'r.duration'])
        .where('r.taskId', '=', id).orderBy('r.sortCode').execute();
      const timeline: TimelineEntry[] = records.map((r) => ({ ...r, action: r.action as RecordAction, userName: r.userName ?? '系统', fileIds: JSON.parse(r.fileIds) as string[], duration: r.duration === null ? null : Number(r.duration), time: Number(r.time) }));
      const operators: OperatorView[] = ops.map(({ delegatorId: _d, ...o }) => ({ ...o, arrivedAt: Number(o.arrivedAt), handledAt: o.handledAt === null ? null : Number(o.handledAt) }));
      const myOperator = mine ? operators.find((o) => o.id === mine.id)! : null;
      const chooseNodes: { nodeId: string; name: string }[] = [];
      if (mine) {
        // People the caller chooses for the approver nodes that follow theirs (上一步审批人选择).
        const after = (n: typeof version.tree | null | undefined): void => {
          for (; n; n = n.childNode) {
            if (n.type === 'approver') {
              if (n.assignee.kind === 'previousChooses') chooseNodes.push({ nodeId: n.id, name: n.name });
              return;
            }
            if (n.type === 'condition' || n.type === 'parallel') n.branches.forEach((b) => after(b.childNode));
          }
        };
        after(runner.node(mine.nodeId).childNode);
      }
      return {
        task: {
          ...toRow({ ...row, flowName: version.flowName, creatorUserName: starter?.realName ?? '' }),
          formData, fileIds: JSON.parse(row.fileIds) as string[], version: row.version, versionNo: version.version,
        },
        form: version.form, rights, flowTree: version.tree, doneNodeIds: task.done, currentNodeIds: task.current, operators, timeline, myOperator, chooseNodes,
        can: {
          approve: !!mine && running, reject: !!mine && running, return: !!mine && running, transfer: !!mine && running, addSign: !!mine && running,
          withdraw: isInitiator && running && row.touched === 0, urge: isInitiator && running,
          resubmit: isInitiator && (row.status === TASK_STATUS.draft || row.status === TASK_STATUS.withdrawn),
          comment: true,
          suspend: monitor && row.status === TASK_STATUS.running && !row.suspended, resume: monitor && row.status === TASK_STATUS.running && row.suspended === 1,
          terminate: monitor && row.status === TASK_STATUS.running, reassign: monitor && row.status === TASK_STATUS.running,
        },
      };
    },

    async returnNodes(auth: AuthContext, operatorId: string) {
      const op = await db.selectFrom('flowTaskOperator').selectAll().where('id', '=', operatorId).executeTakeFirst();
      if (!op) throw fail.notFound(WorkflowMsg.operatorNotFound);
      if (op.handleId !== auth.userId) throw fail.forbidden(WorkflowMsg.notYours);
      const row = await db.selectFrom('flowTask').selectAll().where('id', '=', op.taskId).executeTakeFirstOrThrow();
      const version = await versionById(db, row.versionId);
      const runner = new FlowRunner(db, loadTask(row), version.tree, { id: row.creatorUserId, organizeId: null }, Date.now(), async () => ({ id: '', status: 0 }));
      return runner.returnTargets(op.nodeId).map((n) => ({ nodeId: n.id, name: n.type === 'start' ? '发起人' : n.name }));
    },
  };
}
