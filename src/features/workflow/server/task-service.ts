import type { Kysely } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  OPERATOR_STATUS, TASK_STATUS, WORKFLOW_FILE_OWNER, WORKFLOW_MENUS, WorkflowMsg,
  type AddSignBody, type ApproverNode, type AuditBody, type FieldRight, type LaunchBody, type RejectBody, type ReturnBody, type TransferBody,
} from '../contract';
import { runEffects } from './effects';
import { isBoundFlow } from './flow-bindings';
import { createInstance, formInput, step, versionById, type FlowVersion, type Step } from './instances';
import type { Effect, OperatorRow } from './runner';
import { lockTask, type LoadedTask } from './task-state';

const URGE_GAP_MS = 60_000;

/** Rights of a node (approver, start); fields it does not list are read-only for approvers, editable for the initiator. */
export function rightsAt(version: FlowVersion, nodeId: string): Record<string, FieldRight> {
  let rights: Record<string, FieldRight> = {};
  const visit = (n: typeof version.tree | null | undefined): void => {
    for (; n; n = n.childNode) {
      if (n.id === nodeId && 'formRights' in n) rights = n.formRights;
      if (n.type === 'condition' || n.type === 'parallel') n.branches.forEach((b) => visit(b.childNode));
    }
  };
  visit(version.tree);
  return rights;
}

/** Whether `userId` may launch the flow: everyone, or a listed user, role or organisation (or one above theirs). */
export async function mayLaunch(tx: Kysely<DB>, flow: { visibleType: number; visibleIds: string }, userId: string): Promise<boolean> {
  if (flow.visibleType !== 1) return true;
  const allowed = new Set(JSON.parse(flow.visibleIds) as string[]);
  if (allowed.has(userId)) return true;
  const user = await tx.selectFrom('baseUser').select('organizeId').where('id', '=', userId).executeTakeFirst();
  const roles = await tx.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).execute();
  const org = user?.organizeId ? await tx.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', user.organizeId).executeTakeFirst() : undefined;
  return [...roles.map((r) => r.objectId), ...(org?.organizeIdTree.split(',') ?? [])].some((id) => allowed.has(id));
}

export function taskService(ctx: ServerContext) {
  const db = ctx.database.db;
  const menu = (auth: AuthContext, code: string, button?: string) => assertAccess(ctx.access, auth, code, button);

  async function commit(work: (tx: Kysely<DB>) => Promise<Effect[]>): Promise<void> {
    const effects = await db.transaction().execute(work);
    await runEffects(ctx, effects);
  }

  /** An approver's action through REST: the todo menu, then the step in its own transaction. */
  async function onOperator(auth: AuthContext, operatorId: string, version: number, action: OperatorAction) {
    await menu(auth, WORKFLOW_MENUS.todo);
    await commit((tx) => operatorStep(tx, auth, operatorId, version, action));
  }

  return {
    async launch(auth: AuthContext, b: LaunchBody): Promise<{ id: string; status: number }> {
      await menu(auth, WORKFLOW_MENUS.launch, 'btn_add');
      const now = Date.now();
      let result = { id: '', status: 0 };
      await commit(async (tx) => {
        if (b.clientId) {
          const same = await tx.selectFrom('flowTask').select(['id', 'status']).where('creatorUserId', '=', auth.userId).where('clientId', '=', b.clientId).executeTakeFirst();
          if (same) {
            result = same;
            return [];
          }
        }
        const flow = await tx.selectFrom('flowEngine').selectAll().where('id', '=', b.flowId).executeTakeFirst();
        if (!flow) throw fail.notFound(WorkflowMsg.flowNotFound);
        if (!flow.versionId) throw fail.badRequest(WorkflowMsg.flowNotPublished);
        if (flow.enabledMark !== 1) throw fail.badRequest(WorkflowMsg.flowDisabled);
        if (isBoundFlow(flow.enCode)) throw fail.badRequest(WorkflowMsg.businessOnly);
        if (!(await mayLaunch(tx, flow, auth.userId))) throw fail.forbidden(WorkflowMsg.flowNotVisible);
        const version = await versionById(tx, flow.versionId);
        await assertOwnFiles(tx, auth.userId, flow.id, b.fileIds);
        const formData = formInput(version.form, rightsAt(version, version.tree.id), {}, b.formData, false);
        const made = await createInstance(tx, { version, userId: auth.userId, formData, urgent: b.urgent, fileIds: b.fileIds, candidates: b.candidates, submit: b.status === 1, now, clientId: b.clientId });
        result = { id: made.id, status: made.status };
        return made.effects;
      });
      return result;
    },

    /** Saves a draft (or a task back with the initiator) and, with status 1, submits it from the start. */
    async resubmit(auth: AuthContext, id: string, b: LaunchBody): Promise<{ id: string; status: number }> {
      await menu(auth, WORKFLOW_MENUS.launch, 'btn_add');
      const now = Date.now();
      let status = 0;
      await commit(async (tx) => {
        const t = await lockTask(tx, id);
        if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
        if (t.row.creatorUserId !== auth.userId) throw fail.forbidden(WorkflowMsg.notInitiator);
        if (t.row.businessModule) throw fail.badRequest(WorkflowMsg.businessResubmit);
        if (t.row.status !== TASK_STATUS.draft && t.row.status !== TASK_STATUS.withdrawn) throw fail.conflict(WorkflowMsg.versionChanged);
        const version = await versionById(tx, t.row.versionId);
        t.formData = formInput(version.form, rightsAt(version, version.tree.id), t.formData, b.formData, false);
        t.candidates = b.candidates;
        t.row.urgent = b.urgent;
        await assertOwnFiles(tx, auth.userId, t.row.flowId, b.fileIds);
        t.row.fileIds = JSON.stringify(b.fileIds);
        if (b.status === 0) {
          t.row.status = TASK_STATUS.draft;
          return step(tx, id, now, async () => {}, t);
        }
        const wasDraft = t.row.startTime === null;
        t.row.startTime = t.row.startTime ?? now;
        return step(tx, id, now, async ({ runner }) => {
          await runner.record(runner.tree.id, wasDraft ? 'launch' : 'resubmit', { handleId: auth.userId });
          await runner.begin();
          status = runner.task.row.status;
        }, t);
      });
      return { id, status };
    },

    async removeDraft(auth: AuthContext, id: string) {
      await menu(auth, WORKFLOW_MENUS.launch, 'btn_remove');
      await db.transaction().execute(async (tx) => {
        const t = await tx.selectFrom('flowTask').select(['creatorUserId', 'status', 'startTime']).where('id', '=', id).executeTakeFirst();
        if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
        if (t.creatorUserId !== auth.userId) throw fail.forbidden(WorkflowMsg.notInitiator);
        if (t.status !== TASK_STATUS.draft || t.startTime !== null) throw fail.badRequest('只能删除未提交的草稿');
        await tx.deleteFrom('flowTask').where('id', '=', id).execute();
      });
    },

    approve: (auth: AuthContext, operatorId: string, b: AuditBody) => onOperator(auth, operatorId, b.version, approverActions.approve(auth, b)),
    reject: (auth: AuthContext, operatorId: string, b: RejectBody) => onOperator(auth, operatorId, b.version, approverActions.reject(auth, b)),
    returnTo: (auth: AuthContext, operatorId: string, b: ReturnBody) => onOperator(auth, operatorId, b.version, approverActions.returnTo(auth, b)),
    transfer: (auth: AuthContext, operatorId: string, b: TransferBody) => onOperator(auth, operatorId, b.version, approverActions.transfer(auth, b)),
    addSign: (auth: AuthContext, operatorId: string, b: AddSignBody) => onOperator(auth, operatorId, b.version, approverActions.addSign(auth, b)),

    /** 撤回: the initiator takes it back while no approver has acted since it was (re)submitted. */
    async withdraw(auth: AuthContext, id: string, opinion: string) {
      await menu(auth, WORKFLOW_MENUS.launch);
      const now = Date.now();
      await commit(async (tx) => {
        const t = await ownRunningTask(tx, auth, id);
        if (t.row.touched) throw fail.badRequest(WorkflowMsg.withdrawLate);
        return step(tx, id, now, async ({ runner }) => {
          await runner.record(runner.tree.id, 'withdraw', { handleId: auth.userId, opinion });
          await runner.end(TASK_STATUS.withdrawn);
        }, t);
      });
    },

    /** 催办: a reminder to whoever holds the open tasks; once a minute at most. */
    async urge(auth: AuthContext, id: string) {
      await menu(auth, WORKFLOW_MENUS.launch);
      const now = Date.now();
      await commit(async (tx) => {
        const t = await ownRunningTask(tx, auth, id);
        if (t.row.lastUrgeTime && now - t.row.lastUrgeTime < URGE_GAP_MS) throw fail.badRequest(WorkflowMsg.urgeTooOften);
        t.row.lastUrgeTime = now;
        const open = await tx.selectFrom('flowTaskOperator').select(['handleId', 'nodeId']).where('taskId', '=', id).where('status', '=', OPERATOR_STATUS.todo).execute();
        return step(tx, id, now, async ({ runner }) => {
          await runner.record(open[0]?.nodeId ?? runner.tree.id, 'urge', { handleId: auth.userId });
          runner.effects.push({ kind: 'urge', taskId: id, userIds: open.map((o) => o.handleId) });
        }, t);
      });
    },

    /** Suspend, resume, terminate, reassign (流程监控). */
    async monitor(auth: AuthContext, id: string, action: 'suspend' | 'resume' | 'terminate', opinion: string) {
      await menu(auth, WORKFLOW_MENUS.monitor, `btn_${action}`);
      const now = Date.now();
      await commit(async (tx) => {
        const t = await lockTask(tx, id);
        if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
        if (t.row.status !== TASK_STATUS.running) throw fail.conflict(WorkflowMsg.notRunning);
        if (action === 'suspend' && t.row.suspended) throw fail.badRequest('流程已经挂起');
        if (action === 'resume' && !t.row.suspended) throw fail.badRequest('流程未挂起');
        return step(tx, id, now, async ({ runner }) => {
          await runner.record(t.current[0] ?? runner.tree.id, action, { handleId: auth.userId, opinion });
          if (action === 'terminate') await runner.end(TASK_STATUS.terminated);
          else t.row.suspended = action === 'suspend' ? 1 : 0;
        }, t);
      });
    },

    async reassign(auth: AuthContext, id: string, b: { operatorId: string; toUserId: string; handleOpinion: string }) {
      await menu(auth, WORKFLOW_MENUS.monitor, 'btn_reassign');
      const now = Date.now();
      await commit(async (tx) => {
        const t = await lockTask(tx, id);
        if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
        if (t.row.status !== TASK_STATUS.running) throw fail.conflict(WorkflowMsg.notRunning);
        const op = await tx.selectFrom('flowTaskOperator').selectAll().where('id', '=', b.operatorId).where('taskId', '=', id).executeTakeFirst();
        if (!op || (op.status !== OPERATOR_STATUS.todo && op.status !== OPERATOR_STATUS.waiting)) throw fail.conflict(WorkflowMsg.handled);
        await assertUser(tx, b.toUserId);
        await tx.updateTable('flowTaskOperator').set({ status: OPERATOR_STATUS.handedOn, version: op.version + 1, handledAt: now }).where('id', '=', op.id).execute();
        return step(tx, id, now, async ({ runner }) => {
          const holder = await runner.insertOperator({ ...op, userId: b.toUserId });
          await runner.record(op.nodeId, 'reassign', { handleId: auth.userId, opinion: b.handleOpinion, operatorId: op.id });
          if (op.status === OPERATOR_STATUS.todo) runner.effects.push({ kind: 'todo', taskId: id, userIds: [holder] });
        }, t);
      });
    },
  };
}
export type TaskService = ReturnType<typeof taskService>;

/** The caller's own instance, locked, still running (撤回, 催办). */
async function ownRunningTask(tx: Kysely<DB>, auth: AuthContext, id: string): Promise<LoadedTask> {
  const t = await lockTask(tx, id);
  if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
  if (t.row.creatorUserId !== auth.userId) throw fail.forbidden(WorkflowMsg.notInitiator);
  assertRunning(t);
  return t;
}

function assertRunning(t: LoadedTask) {
  if (t.row.status === TASK_STATUS.withdrawn) throw fail.conflict(WorkflowMsg.withdrawnByInitiator);
  if (t.row.status !== TASK_STATUS.running) throw fail.conflict(WorkflowMsg.notRunning);
  if (t.row.suspended) throw fail.badRequest(WorkflowMsg.suspended);
}

/** What an approver's action does to their task (the status it closes with) and then to the flow. */
export interface OperatorAction {
  status: number;
  act(op: OperatorRow, s: Step, tx: Kysely<DB>): Promise<void>;
}

/**
 * An approver's action on their task in the caller's transaction (REST or a device's push): the
 * instance is locked, the task must still be theirs, open and at the version they saw; it is claimed
 * with that version in the WHERE, so of two approvers acting at once exactly one gets it (ADR 0034).
 */
export async function operatorStep(tx: Kysely<DB>, auth: AuthContext, operatorId: string, version: number, action: OperatorAction, now = Date.now()): Promise<Effect[]> {
  const first = await tx.selectFrom('flowTaskOperator').select('taskId').where('id', '=', operatorId).executeTakeFirst();
  if (!first) throw fail.notFound(WorkflowMsg.operatorNotFound);
  const task = await lockTask(tx, first.taskId);
  if (!task) throw fail.notFound(WorkflowMsg.taskNotFound);
  const op = await tx.selectFrom('flowTaskOperator').selectAll().where('id', '=', operatorId).executeTakeFirstOrThrow();
  if (op.handleId !== auth.userId) throw fail.forbidden(WorkflowMsg.notYours);
  assertRunning(task);
  if (op.status !== OPERATOR_STATUS.todo || op.version !== version) throw fail.conflict(WorkflowMsg.handled);
  const claimed = await tx.updateTable('flowTaskOperator').set({ status: action.status, version: version + 1, handledAt: now })
    .where('id', '=', op.id).where('version', '=', version).where('status', '=', OPERATOR_STATUS.todo).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw fail.conflict(WorkflowMsg.handled);
  task.row.touched = 1;
  return step(tx, task.row.id, now, (s) => action.act({ ...op, status: action.status, version: version + 1, handledAt: now }, s, tx), task);
}

/** Attachments must be files the caller uploaded for this flow (owner workflow.flow), so nobody lists another's file to read it. */
export async function assertOwnFiles(tx: Kysely<DB>, userId: string, flowId: string, fileIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return;
  const found = await tx.selectFrom('baseFile').select('id').where('id', 'in', wanted).where('ownerType', '=', WORKFLOW_FILE_OWNER).where('ownerId', '=', flowId).where('creatorUserId', '=', userId).execute();
  if (found.length !== wanted.length) throw fail.badRequest(WorkflowMsg.fileNotYours);
}

async function recordOf(tx: Kysely<DB>, auth: AuthContext, op: OperatorRow, b: { handleOpinion: string; fileIds: string[]; signImg?: string | undefined }, runner: Step['runner']) {
  await assertOwnFiles(tx, auth.userId, runner.task.row.flowId, b.fileIds);
  return { handleId: auth.userId, opinion: b.handleOpinion, fileIds: b.fileIds, signImg: b.signImg ?? null, operatorId: op.id, duration: runner.now - op.arrivedAt };
}

/** The approver actions, shared by the REST routes and the offline writes. */
export const approverActions = {
  approve: (auth: AuthContext, b: Omit<AuditBody, 'version'>): OperatorAction => ({
    status: OPERATOR_STATUS.approved,
    async act(op, { runner, version }, tx) {
      if (b.formData && runner.node(op.nodeId).type === 'approver') runner.task.formData = formInput(version.form, rightsAt(version, op.nodeId), runner.task.formData, b.formData, true);
      runner.task.candidates = { ...runner.task.candidates, ...b.candidates };
      await runner.record(op.nodeId, 'approve', await recordOf(tx, auth, op, b, runner));
      await runner.approved(op);
    },
  }),
  reject: (auth: AuthContext, b: Omit<RejectBody, 'version'>): OperatorAction => ({
    status: OPERATOR_STATUS.rejected,
    async act(op, { runner }, tx) {
      await runner.record(op.nodeId, 'reject', await recordOf(tx, auth, op, b, runner));
      await runner.rejected(op, b.rejectTo ?? (runner.node(op.nodeId) as ApproverNode).rejectTo);
    },
  }),
  returnTo: (auth: AuthContext, b: ReturnBody): OperatorAction => ({
    status: OPERATOR_STATUS.rejected,
    async act(op, { runner }, tx) {
      await runner.record(op.nodeId, 'return', await recordOf(tx, auth, op, b, runner));
      await runner.returnTo(op.nodeId, b.toNodeId);
    },
  }),
  transfer: (auth: AuthContext, b: TransferBody): OperatorAction => {
    if (b.toUserId === auth.userId) throw fail.badRequest(WorkflowMsg.transferSelf);
    return {
      status: OPERATOR_STATUS.handedOn,
      async act(op, { runner }, tx) {
        await assertUser(tx, b.toUserId);
        const holder = await runner.insertOperator({ ...op, userId: b.toUserId, status: OPERATOR_STATUS.todo });
        await runner.record(op.nodeId, 'transfer', await recordOf(tx, auth, op, b, runner));
        runner.effects.push({ kind: 'todo', taskId: op.taskId, userIds: [holder] });
      },
    };
  },
  addSign: (auth: AuthContext, b: AddSignBody): OperatorAction => ({
    status: b.position === 'before' ? OPERATOR_STATUS.waiting : OPERATOR_STATUS.approved,
    async act(op, { runner }, tx) {
      const users = [...new Set(b.userIds)].filter((u) => u !== auth.userId);
      if (users.length === 0) throw fail.badRequest(WorkflowMsg.noRecipients);
      for (const u of users) await assertUser(tx, u);
      const holders: string[] = [];
      for (const [i, u] of users.entries())
        holders.push(await runner.insertOperator({ nodeId: op.nodeId, nodeName: op.nodeName, userId: u, status: OPERATOR_STATUS.todo, sortCode: op.sortCode * 100 + i + 1, round: op.round, addSignOf: op.id, addSignKind: b.position, primaryMark: 0 }));
      await runner.record(op.nodeId, b.position === 'before' ? 'addSignBefore' : 'addSignAfter', await recordOf(tx, auth, op, b, runner));
      runner.effects.push({ kind: 'todo', taskId: op.taskId, userIds: holders });
      if (b.position === 'after') await runner.settle(op.nodeId, op.round);
    },
  }),
};

async function assertUser(tx: Kysely<DB>, id: string) {
  const u = await tx.selectFrom('baseUser').select('enabledMark').where('id', '=', id).executeTakeFirst();
  if (!u || u.enabledMark !== 1) throw fail.badRequest('所选人员不存在或已停用');
}
