import { newId } from '@/contract/ids';
import { requireDb, type QingbanDb } from './db';
import { snapshotRows } from './local-apply';
import { getMutation, registerMutation, type MutationContext, type MutationDef } from './registry';
import type { OutboxEntry } from './types';

export type { MutationContext, MutationDef } from './registry';

export interface MutateOptions {
  /** Version of the row the user edited; defaults to the local version of the first touched row. */
  baseVersion?: number | null;
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
    const before = await snapshotRows(db, touches);
    const first = touches[0];
    const baseVersion = options.baseVersion !== undefined ? options.baseVersion : first ? (before[first]?._version ?? null) : null;
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
