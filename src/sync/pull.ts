import type { PullResult, SyncCollection } from '@/features/sync/contract';
import { syncedCollections } from './device-modules';
import type { QingbanDb } from './db';
import { rebase, serverRowToLocal } from './local-apply';
import type { SyncTransport } from './transport';
import { rowKey, type PullState, type RowKey } from './types';

export const PULL_LIMIT = 500;
export const pullStateKey = (c: SyncCollection): string => `pull:${c}`;

export interface PullProgress {
  done: number;
  total: number | null;
}

export interface PullOptions {
  db: QingbanDb;
  transport: SyncTransport;
  limit?: number;
  onProgress?(collection: SyncCollection, progress: PullProgress): void;
}

export async function readPullState(db: QingbanDb, c: SyncCollection): Promise<PullState> {
  return db.getMeta<PullState>(pullStateKey(c), { cursor: null, lastPullAt: null });
}

/** Drop a collection's rows and cursor at the next pull (the server's copy is taken afresh). */
export async function requestRefetch(db: QingbanDb, c: SyncCollection): Promise<void> {
  await db.setMeta(pullStateKey(c), { ...(await readPullState(db, c)), cursor: null, refetch: true } satisfies PullState);
}

/**
 * One page in one transaction: upserts, tombstones (never over a newer version of the row), the
 * cursor, then pending writes re-applied on top.
 */
async function applyPage(db: QingbanDb, c: SyncCollection, page: PullResult, clear: boolean, now: number): Promise<void> {
  await db.transaction('rw', db.dataTables, async () => {
    if (clear) await db.collection(c).clear();
    const keys = new Set<RowKey>();
    const held = clear ? [] : await db.collection(c).bulkGet(page.changes.map((change) => change.id));
    for (const [i, change] of page.changes.entries()) {
      const table = db.collection(change.collection);
      // The device already holds a newer version (its own write, confirmed after the server answered
      // this page): applying the page would move the row back. The cursor still brings what is newer.
      const mine = change.collection === c ? held[i] : undefined;
      if (mine && (mine._version ?? 0) > change.version) continue;
      if (change.op === 'delete') await table.delete(change.id);
      else await table.put(serverRowToLocal(change.id, change.row ?? {}, change.version));
      keys.add(rowKey(change.collection, change.id));
    }
    if (clear) await rebase(db, { collection: c });
    else if (keys.size > 0) await rebase(db, keys);
    const state: PullState = { cursor: page.cursor, lastPullAt: page.hasMore ? ((await readPullState(db, c)).lastPullAt ?? null) : now, refetch: false };
    await db.setMeta(pullStateKey(c), state);
  });
}

/** Pulls one collection from its own cursor until the server has nothing more. Returns changes applied. */
export async function pullCollection(opts: PullOptions, c: SyncCollection): Promise<number> {
  const { db, transport } = opts;
  let state = await readPullState(db, c);
  let cleared = false;
  let applied = 0;
  for (;;) {
    const page = await transport.pull({ collections: [c], cursor: state.cursor, limit: opts.limit ?? PULL_LIMIT });
    const clear: boolean = !cleared && (page.resync || state.refetch === true);
    if (clear) applied = 0;
    cleared ||= clear;
    await applyPage(db, c, page, clear, Date.now());
    applied += page.changes.length;
    opts.onProgress?.(c, page.progress ? { done: page.progress.done, total: page.progress.total } : { done: applied, total: page.hasMore ? null : applied });
    state = { cursor: page.cursor, lastPullAt: null, refetch: false };
    if (!page.hasMore) return applied;
  }
}

/** Pulls the given collections one after another (each keeps its own cursor). */
export async function pullAll(opts: PullOptions, collections: readonly SyncCollection[] = syncedCollections()): Promise<number> {
  let total = 0;
  for (const c of collections) total += await pullCollection(opts, c);
  return total;
}
