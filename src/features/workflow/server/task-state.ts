import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { OPERATOR_STATUS } from '../contract';
import type { FlowTaskTable } from './tables';

export type TaskRowDb = Selectable<FlowTaskTable>;

/** A wait of a timer (until) or a sub-flow (childTaskId). */
export interface Wait { nodeId: string; until?: number; childTaskId?: string }

/** The instance as the runner moves it: the row plus its JSON columns parsed. */
export interface LoadedTask {
  row: TaskRowDb;
  current: string[];
  done: string[];
  joins: Record<string, string[]>;
  waits: Wait[];
  candidates: Record<string, string[]>;
  formData: Record<string, unknown>;
}

export function loadTask(row: TaskRowDb): LoadedTask {
  return {
    row,
    current: JSON.parse(row.currentNodes) as string[],
    done: JSON.parse(row.doneNodes) as string[],
    joins: JSON.parse(row.joinState) as Record<string, string[]>,
    waits: JSON.parse(row.waits) as Wait[],
    candidates: JSON.parse(row.candidates) as Record<string, string[]>,
    formData: JSON.parse(row.formData) as Record<string, unknown>,
  };
}

/**
 * Takes the instance for this transaction: bumps its version first, which on PostgreSQL holds the
 * row lock until commit (and SQLite has one writer), so actions on one instance run one at a time.
 */
export async function lockTask(tx: Kysely<DB>, id: string): Promise<LoadedTask | null> {
  const bumped = await tx.updateTable('flowTask').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', id).executeTakeFirst();
  if (Number(bumped.numUpdatedRows) !== 1) return null;
  const row = await tx.selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return loadTask(row);
}

export async function saveTask(tx: Kysely<DB>, t: LoadedTask, names: (ids: string[]) => string[], now: number): Promise<void> {
  await tx.updateTable('flowTask').set({
    status: t.row.status, suspended: t.row.suspended, touched: t.row.touched, endTime: t.row.endTime, startTime: t.row.startTime, urgent: t.row.urgent,
    fileIds: t.row.fileIds, lastUrgeTime: t.row.lastUrgeTime,
    currentNodes: JSON.stringify(t.current), currentNodeNames: JSON.stringify(names(t.current)), doneNodes: JSON.stringify(t.done),
    joinState: JSON.stringify(t.joins), waits: JSON.stringify(t.waits), candidates: JSON.stringify(t.candidates), formData: JSON.stringify(t.formData),
    lastModifyTime: now,
  }).where('id', '=', t.row.id).execute();
  // Each open task's device copy (flowTodos) carries the instance's form and timeline, and the device
  // pulls what the change log names: touching the open operators sends the step to their holders too.
  await tx.updateTable('flowTaskOperator').set((eb) => ({ sortCode: eb.ref('sortCode') }))
    .where('taskId', '=', t.row.id).where('status', '=', OPERATOR_STATUS.todo).execute();
}
