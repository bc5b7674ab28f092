import { newId } from '@/contract/ids';
import { requireDb, type QingbanDb } from './db';
import { snapshotRows } from './local-apply';
import { getMutation, registerMutation, type MutationContext, type MutationDef } from './registry';
import type { OutboxEntry, RowKey } from './types';

export type { MutationContext, MutationDef } from './registry';

export interface MutateOptions {
  /** Version of the row the user edited; defaults to the local version of the first touched row. */
  baseVersion?: number | null;
  /**
   * This write carries everything the earlier ones it names did (an autosave, then the send): the
   * pending entries of the same name on the same first row for which it answers true leave the
   * outbox with this one's arrival, so a draft typed offline waits as one write, not one per pause.
   * Entries already sending stay (their answer may be on its way); undoing this write restores the
   * row as it was before the first one it replaced.
   */
  supersedes?(earlierArgs: unknown): boolean;
}

const afterWrite = new Set<() => void>();

export interface MutationHandle<A> {
  name: string;
  mutate(args: A, options?: MutateOptions): Promise<string>;
}

/** A feature declares a write once and gets offline behaviour: local change + outbox entry + replay. */
export function defineMutation<A>(name: string, def: MutationDef<A>): MutationHandle<A> {
  registerMutation(name, def);
  return { name, mutate: (args, options) => mutate(name, args, options) };
}

/** Called after each committed local write (the engine replays right away when online). */
export function onLocalWrite(listener: () => void): () => void {
  afterWrite.add(listener);
  return () => afterWrite.delete(listener);
}

/** The pending (not yet sending) entries of `name` on `row` that a new write replaces, oldest first. */
async function replaceable(db: QingbanDb, name: string, row: RowKey, supersedes: (args: unknown) => boolean): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('touches').equals(row).toArray();
  return entries
    .filter((e) => e.name === name && e.status === 'pending' && e.touches[0] === row && supersedes(e.localArgs !== undefined ? e.localArgs : e.args))
    .sort((a, b) => a.seq! - b.seq!);
}

/**
 * Applies a write optimistically and records its outbox entry in the same Dexie transaction:
 * either both happen or neither. Returns the client mutation id.
 */
export async function mutate(name: string, input: unknown, options: MutateOptions = {}, db: QingbanDb = requireDb()): Promise<string> {
  const def = getMutation(name);
  if (!def) throw new Error(`Unknown mutation ${name}`);
  const args = def.schema ? def.schema.parse(input) : input;
  const now = Date.now();
  const ctx: MutationContext = { userId: db.userId, now };
  const touches = def.touches(args, ctx);
  const id = newId(now);
  await db.transaction('rw', db.dataTables, async () => {
    const first = touches[0];
    const replaced = first && options.supersedes ? await replaceable(db, name, first, options.supersedes) : [];
    const before = { ...(await snapshotRows(db, touches)), ...replaced[0]?.before };
    const inherited = replaced[0] ? replaced[0].baseVersion : undefined;
    const baseVersion = options.baseVersion !== undefined ? options.baseVersion : inherited !== undefined ? inherited : first ? (before[first]?._version ?? null) : null;
    if (replaced.length) await db.outbox.bulkDelete(replaced.map((e) => e.seq!));
    await def.applyLocal(db, args, ctx);
    const entry: OutboxEntry = {
      id,
      name,
      args: def.toRequest ? def.toRequest(args) : args,
      localArgs: def.toRequest ? args : undefined,
      baseVersion,
      createdAt: now,
      status: 'pending',
      attempts: 0,
      lastError: null,
      touches,
      before,
    };
    await db.outbox.add(entry);
  });
  afterWrite.forEach((l) => l());
  return id;
}
