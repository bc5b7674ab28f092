import type { SyncCollection } from '@/features/sync/contract';
import type { QingbanDb } from './db';
import { getMutation } from './registry';
import { parseRowKey, rowKey, type LocalRow, type OutboxEntry, type RowKey } from './types';

/** The touched rows as they are now (null: absent). Call inside a transaction. */
export async function snapshotRows(db: QingbanDb, keys: readonly RowKey[]): Promise<Record<RowKey, LocalRow | null>> {
  const out: Record<RowKey, LocalRow | null> = {};
  for (const key of keys) {
    const { collection, id } = parseRowKey(key);
    out[key] = (await db.collection(collection).get(id)) ?? null;
  }
  return out;
}

export async function restoreRows(db: QingbanDb, snapshot: Record<RowKey, LocalRow | null>): Promise<void> {
  for (const [key, row] of Object.entries(snapshot) as Array<[RowKey, LocalRow | null]>) {
    const { collection, id } = parseRowKey(key);
    if (row) await db.collection(collection).put(row);
    else await db.collection(collection).delete(id);
  }
}

/** The usual local write: merge fields into a row, creating it when absent. */
export async function patchRow(db: QingbanDb, collection: SyncCollection, id: string, patch: Record<string, unknown>): Promise<void> {
  const table = db.collection(collection);
  const row = await table.get(id);
  await table.put({ ...(row ?? { id, _version: 0 }), ...patch, id });
}

export function serverRowToLocal(id: string, row: Record<string, unknown>, version: number | null | undefined): LocalRow {
  return { ...row, id, _version: version ?? (typeof row._version === 'number' ? row._version : 0) };
}

/**
 * Re-applies the pending writes that touch `keys` (or a whole collection) in order, on top of rows
 * just replaced by the server's (a pull, an undo). Each entry's `before` is refreshed on the way, so
 * a later undo restores the right state. applyLocal must therefore be idempotent (set, not add).
 */
export async function rebase(db: QingbanDb, keys: ReadonlySet<RowKey> | { collection: SyncCollection }, skipId?: string): Promise<void> {
  const byCollection = 'collection' in keys;
  const matches = (k: RowKey) => (byCollection ? k.startsWith(`${String(keys.collection)}:`) : (keys as ReadonlySet<RowKey>).has(k));
  // Fast path (every pull page): no pending write touches these rows.
  const touched = byCollection ? db.outbox.where('touches').startsWith(`${String(keys.collection)}:`) : db.outbox.where('touches').anyOf([...(keys as ReadonlySet<RowKey>)]);
  if ((await touched.count()) === 0) return;
  const entries = await db.outbox.orderBy('seq').toArray();
  const dirty = new Set<RowKey>();
  for (const entry of entries) {
    if (entry.id === skipId) continue;
    if (!entry.touches.some((k) => matches(k) || dirty.has(k))) continue;
    entry.touches.forEach((k) => dirty.add(k));
    const before = await snapshotRows(db, entry.touches);
    await db.outbox.update(entry.seq!, { before });
    const def = getMutation(entry.name);
    if (!def) {
      console.warn(`sync: mutation ${entry.name} is not registered in this tab; not re-applied`);
      continue;
    }
    await def.applyLocal(db, entry.localArgs !== undefined ? entry.localArgs : entry.args, { userId: db.userId, now: entry.createdAt });
  }
}

/**
 * Takes a write back out of the local store: its rows return to the server's (when given) or to
 * what they were before it, then the later pending writes on those rows are applied again.
 */
export async function undoEntry(db: QingbanDb, entry: OutboxEntry, server?: { row: Record<string, unknown> | null; version: number | null }): Promise<void> {
  const snapshot = { ...entry.before };
  const primary = entry.touches[0];
  if (server?.row && primary) snapshot[primary] = serverRowToLocal(parseRowKey(primary).id, server.row, server.version);
  await restoreRows(db, snapshot);
  await rebase(db, new Set(entry.touches), entry.id);
}

export const primaryKeyOf = (entry: Pick<OutboxEntry, 'touches'>): RowKey | undefined => entry.touches[0];
export { rowKey };
