import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { Assignee } from '../contract';

export interface Initiator {
  id: string;
  organizeId: string | null;
}

const unique = (ids: readonly string[]) => [...new Set(ids.filter(Boolean))];

/** Of `ids`, the users that exist and are enabled, in the given order. */
async function enabledUsers(tx: Kysely<DB>, ids: readonly string[]): Promise<string[]> {
  const wanted = unique(ids);
  if (wanted.length === 0) return [];
  const rows = await tx.selectFrom('baseUser').select('id').where('id', 'in', wanted).where('enabledMark', '=', 1).execute();
  const ok = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => ok.has(id));
}

async function related(tx: Kysely<DB>, objectType: 'Role' | 'Position', ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.selectFrom('baseUserRelation').select('userId').where('objectType', '=', objectType).where('objectId', 'in', [...ids]).orderBy('userId').execute();
  const extra = objectType === 'Position' ? await tx.selectFrom('baseUser').select('id as userId').where('positionId', 'in', [...ids]).orderBy('id').execute() : [];
  return [...rows, ...extra].map((r) => r.userId);
}

/**
 * The heads of the initiator's organisation and those above it, nearest first, `levels` deep
 * (连续多级主管); the initiator is left out of their own chain.
 */
async function departmentHeads(tx: Kysely<DB>, initiator: Initiator, levels: number): Promise<string[]> {
  if (!initiator.organizeId) return [];
  const own = await tx.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', initiator.organizeId).executeTakeFirst();
  if (!own) return [];
  const chain = own.organizeIdTree.split(',').filter(Boolean).reverse().slice(0, levels);
  if (chain.length === 0) return [];
  const rows = await tx.selectFrom('baseOrganize').select(['id', 'managerId']).where('id', 'in', chain).execute();
  const byId = new Map(rows.map((r) => [r.id, r.managerId]));
  return chain.map((id) => byId.get(id) ?? '').filter((m) => m && m !== initiator.id);
}

function fieldUsers(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

export interface AssigneeInput {
  initiator: Initiator;
  formData: Record<string, unknown>;
  /** People chosen for this node by the initiator or the previous approver. */
  chosen: readonly string[] | undefined;
}

/** The users an approver or CC node asks, in order, enabled ones only. */
export async function resolveAssignee(tx: Kysely<DB>, a: Assignee, input: AssigneeInput): Promise<string[]> {
  switch (a.kind) {
    case 'users': return enabledUsers(tx, a.ids);
    case 'roles': return enabledUsers(tx, await related(tx, 'Role', a.ids));
    case 'positions': return enabledUsers(tx, await related(tx, 'Position', a.ids));
    case 'deptHead': return enabledUsers(tx, await departmentHeads(tx, input.initiator, a.levels));
    case 'initiator': return enabledUsers(tx, [input.initiator.id]);
    case 'initiatorChooses':
    case 'previousChooses': return enabledUsers(tx, input.chosen ?? []);
    case 'formField': return enabledUsers(tx, fieldUsers(input.formData[a.field]));
  }
}

/** The administrators a node with nobody to ask goes to (emptyRule admin). */
export async function administrators(tx: Kysely<DB>): Promise<string[]> {
  const rows = await tx.selectFrom('baseUser').select('id').where('isAdministrator', '=', 1).where('enabledMark', '=', 1).orderBy('creatorTime').execute();
  return rows.map((r) => r.id);
}

/** Who holds a new task of `userId` in flow `flowId` at `now`: the delegate of an active 委托, else the user. */
export async function delegateFor(tx: Kysely<DB>, userId: string, flowId: string, now: number): Promise<string | null> {
  const rows = await tx.selectFrom('flowDelegate').select(['toUserId', 'flowIds']).where('userId', '=', userId)
    .where('startTime', '<=', now).where('endTime', '>=', now).orderBy('creatorTime', 'desc').execute();
  for (const r of rows) {
    const flows = JSON.parse(r.flowIds) as string[];
    if (flows.length === 0 || flows.includes(flowId)) return r.toUserId;
  }
  return null;
}
