import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { checkRecord, collectFields, type FormSchema } from '../../visualdev/contract';
import { TASK_STATUS, WorkflowMsg, type FieldRight, type FlowNode } from '../contract';
import { reportStatus } from './flow-bindings';
import { FlowRunner, type Effect, type LaunchSub } from './runner';
import { lockTask, saveTask, type LoadedTask } from './task-state';

export interface FlowVersion {
  id: string;
  flowId: string;
  version: number;
  tree: FlowNode;
  form: FormSchema;
  flowName: string;
}

export async function versionById(tx: Kysely<DB>, id: string): Promise<FlowVersion> {
  const v = await tx.selectFrom('flowEngineVersion').innerJoin('flowEngine', 'flowEngine.id', 'flowEngineVersion.flowId')
    .select(['flowEngineVersion.id', 'flowEngineVersion.flowId', 'flowEngineVersion.version', 'flowEngineVersion.flowTree', 'flowEngineVersion.formJson', 'flowEngine.fullName'])
    .where('flowEngineVersion.id', '=', id).executeTakeFirst();
  if (!v) throw fail.notFound(WorkflowMsg.flowNotFound);
  return { id: v.id, flowId: v.flowId, version: v.version, tree: JSON.parse(v.flowTree) as FlowNode, form: JSON.parse(v.formJson) as FormSchema, flowName: v.fullName };
}

export async function initiatorOf(tx: Kysely<DB>, userId: string) {
  const u = await tx.selectFrom('baseUser').select(['id', 'organizeId', 'realName']).where('id', '=', userId).executeTakeFirst();
  if (!u) throw fail.notFound(WorkflowMsg.taskNotFound);
  return u;
}

/** Values a node may write: the form's fields, minus hidden and (unless `editOnly` is off) read-only ones. */
export function formInput(form: FormSchema, rights: Record<string, FieldRight>, before: Record<string, unknown>, input: Record<string, unknown>, editOnly: boolean) {
  const merged: Record<string, unknown> = { ...before };
  for (const f of collectFields(form.fields)) {
    const right = rights[f.vModel] ?? (editOnly ? 'read' : 'edit');
    if (right === 'edit' && f.vModel in input) merged[f.vModel] = input[f.vModel];
  }
  const { values, errors } = checkRecord(form, merged);
  if (Object.keys(errors).length > 0) throw fail.badRequest(WorkflowMsg.formInvalid, errors);
  return values;
}

export const fieldNames = (form: FormSchema): Set<string> => new Set(collectFields(form.fields).map((f) => f.vModel));

export interface Step {
  runner: FlowRunner;
  version: FlowVersion;
}

/**
 * One transition of one instance in the caller's transaction: lock, build the runner, let `act`
 * move it, save, and carry a sub-flow's end to its parent. Answers the effects to run after commit.
 */
export async function step(tx: Kysely<DB>, taskId: string, now: number, act: (s: Step) => Promise<void>, task?: LoadedTask): Promise<Effect[]> {
  const t = task ?? (await lockTask(tx, taskId));
  if (!t) throw fail.notFound(WorkflowMsg.taskNotFound);
  const version = await versionById(tx, t.row.versionId);
  const initiator = await initiatorOf(tx, t.row.creatorUserId);
  const runner = new FlowRunner(tx, t, version.tree, { id: initiator.id, organizeId: initiator.organizeId }, now, subLauncher(tx, now));
  const before = t.row.status;
  await act({ runner, version });
  await saveTask(tx, t, runner.nodeNames, now);
  await reportStatus(tx, t, before, now);
  const effects = [...runner.effects];
  if (runner.ended && t.row.parentTaskId && t.row.parentNodeId) effects.push(...(await childEnded(tx, t.row.parentTaskId, t.row.parentNodeId, t.row.id, t.row.status, now)));
  return effects;
}

async function childEnded(tx: Kysely<DB>, parentId: string, nodeId: string, childId: string, status: number, now: number): Promise<Effect[]> {
  const parent = await lockTask(tx, parentId);
  if (!parent || parent.row.status !== TASK_STATUS.running || !parent.waits.some((w) => w.nodeId === nodeId && w.childTaskId === childId)) return [];
  return step(tx, parentId, now, ({ runner }) => runner.waitOver(nodeId, status === TASK_STATUS.approved), parent);
}

/** Launches a sub-flow's instance for the parent's initiator with the same-named values. */
function subLauncher(tx: Kysely<DB>, now: number): LaunchSub {
  return async (node, parent) => {
    const flow = await tx.selectFrom('flowEngine').select(['id', 'versionId', 'enabledMark']).where('enCode', '=', node.flowCode).executeTakeFirst();
    if (!flow?.versionId || flow.enabledMark !== 1) throw fail.badRequest(`子流程${node.flowCode}不存在或未发布`);
    const version = await versionById(tx, flow.versionId);
    const names = fieldNames(version.form);
    const formData = Object.fromEntries(Object.entries(parent.formData).filter(([k]) => names.has(k)));
    const { id, status } = await createInstance(tx, { version, userId: parent.row.creatorUserId, formData, urgent: parent.row.urgent, fileIds: [], candidates: {}, submit: true, now, parent: { taskId: parent.row.id, nodeId: node.id } });
    return { id, status };
  };
}

export interface NewInstance {
  version: FlowVersion;
  userId: string;
  formData: Record<string, unknown>;
  urgent: number;
  fileIds: string[];
  candidates: Record<string, string[]>;
  submit: boolean;
  now: number;
  clientId?: string | undefined;
  parent?: { taskId: string; nodeId: string };
  /** The business record the instance approves (ADR 0036). */
  business?: { module: string; id: string };
}

const titleOf = (flowName: string, userName: string, now: number) => {
  const d = new Date(now + 8 * 3600_000);
  return `${flowName}（${userName}，${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}）`;
};

/** Writes a new instance (a draft, or launched from the start node) and answers it with the effects. */
export async function createInstance(tx: Kysely<DB>, n: NewInstance): Promise<{ id: string; status: number; effects: Effect[] }> {
  const user = await initiatorOf(tx, n.userId);
  const id = newId();
  await tx.insertInto('flowTask').values({
    id, flowId: n.version.flowId, versionId: n.version.id, fullName: titleOf(n.version.flowName, user.realName, n.now), urgent: n.urgent, status: TASK_STATUS.draft, suspended: 0, version: 0,
    formData: JSON.stringify(n.formData), fileIds: JSON.stringify(n.fileIds), currentNodes: '[]', currentNodeNames: '[]', joinState: '{}', doneNodes: '[]', waits: '[]',
    candidates: JSON.stringify(n.candidates), parentTaskId: n.parent?.taskId ?? null, parentNodeId: n.parent?.nodeId ?? null, clientId: n.clientId ?? null,
    businessModule: n.business?.module ?? null, businessId: n.business?.id ?? null, touched: 0, lastUrgeTime: null,
    creatorUserId: n.userId, creatorTime: n.now, startTime: n.submit ? n.now : null, endTime: null, lastModifyTime: null,
  }).execute();
  if (!n.submit) return { id, status: TASK_STATUS.draft, effects: [] };
  let status: number = TASK_STATUS.running;
  const effects = await step(tx, id, n.now, async ({ runner }) => {
    await runner.record(runner.tree.id, 'launch', { handleId: n.userId });
    await runner.begin();
    status = runner.task.row.status;
  });
  // A sub-flow reports to its parent through the parent's own step; here only its own effects.
  return { id, status, effects };
}
