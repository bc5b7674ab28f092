import type { PullResult, SyncCollection } from '@/features/sync/contract';
import { syncedCollections } from './device-modules';
import type { QingbanDb } from './db';
import { hasPendingWrites, rebase, serverRowToLocal } from './local-apply';
import type { SyncTransport } from './transport';
import { rowKey, type LocalRow, type PullState, type RowKey } from './types';

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

/** Thrown inside a narrow page transaction when pending writes must be re-applied: it rolls back, and the page is written again over every table. */
class NeedsEveryTable extends Error {}

/**
 * One page in one transaction: upserts, tombstones (never over a newer version of the row), the
 * cursor, then pending writes re-applied on top. The transaction holds only the page's table, the
 * outbox and meta, so the device's other tables (menus, lists, the portal's cache) stay readable
 * during a long first sync; re-applying pending writes (whose local effects may reach any table)
 * takes them all, which is rare.
 */
async function applyPage(db: QingbanDb, c: SyncCollection, page: PullResult, clear: boolean, now: number): Promise<void> {
  const narrow = page.changes.every((change) => change.collection === c);
  // The callbacks await inside an async arrow: Dexie keeps its transaction zone through that, not
  // through a promise returned straight from another async function (PrematureCommitError).
  try {
    await db.transaction('rw', narrow ? [db.collection(c), db.outbox, db.meta] : db.dataTables, async () => { await writePage(db, c, page, clear, now, !narrow); });
  } catch (error) {
    if (!(error instanceof NeedsEveryTable)) throw error;
    await db.transaction('rw', db.dataTables, async () => { await writePage(db, c, page, clear, now, true); });
  }
}

async function writePage(db: QingbanDb, c: SyncCollection, page: PullResult, clear: boolean, now: number, everyTable: boolean): Promise<void> {
  if (clear) await db.collection(c).clear();
  const keys = new Set<RowKey>();
  const held = clear ? [] : await db.collection(c).bulkGet(page.changes.map((change) => change.id));
  // The page's last word on each row, written in one bulk request per table: one request per row
  // kept the transaction (and every reader of the device store queued behind it) open far longer.
  const latest = new Map<SyncCollection, Map<string, LocalRow | null>>();
  for (const [i, change] of page.changes.entries()) {
    // The device already holds a newer version (its own write, confirmed after the server answered
    // this page): applying the page would move the row back. The cursor still brings what is newer.
    const mine = change.collection === c ? held[i] : undefined;
    if (mine && (mine._version ?? 0) > change.version) continue;
    const rows = latest.get(change.collection) ?? new Map<string, LocalRow | null>();
    latest.set(change.collection, rows);
    rows.delete(change.id);
    rows.set(change.id, change.op === 'delete' ? null : serverRowToLocal(change.id, change.row ?? {}, change.version));
    keys.add(rowKey(change.collection, change.id));
  }
  for (const [collection, rows] of latest) {
    const table = db.collection(collection);
    const entries = [...rows.entries()];
    await table.bulkDelete(entries.filter(([, row]) => row === null).map(([id]) => id));
    await table.bulkPut(entries.flatMap(([, row]) => (row ? [row] : [])));
  }
  const touched = clear ? { collection: c } : keys.size > 0 ? keys : null;
  if (touched && (await hasPendingWrites(db, touched))) {
    if (!everyTable) throw new NeedsEveryTable();
    await rebase(db, touched);
  }
  const state: PullState = { cursor: page.cursor, lastPullAt: page.hasMore ? ((await readPullState(db, c)).lastPullAt ?? null) : now, refetch: false };
  await db.setMeta(pullStateKey(c), state);
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
