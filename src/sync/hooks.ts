import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SyncCollection } from '@/features/sync/contract';
import { syncedCollections } from './device-modules';
import { useStore } from '@/lib/store';
import { currentDb, onDbChange, type QingbanDb } from './db';
import { pullStateKey } from './pull';
import { readStorageInfo, syncStatusStore, type EngineStatus, type StorageInfo } from './status';
import type { InboxEntry, LocalRow, OutboxEntry, PullState } from './types';
import { buildTree, byName, type TreeNode } from './tree';

/** The signed-in user's database (null before sign-in). */
export function useSyncDb(): QingbanDb | null {
  return useSyncExternalStore(onDbChange, currentDb, currentDb);
}

/** Rows of one synced table, sorted; undefined while the first read is on its way. */
function useRows(collection: SyncCollection, filter?: (row: LocalRow) => boolean, deps: unknown[] = []): LocalRow[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.collection(collection).toArray();
    return (filter ? rows.filter(filter) : rows).sort(byName);
  }, [db, ...deps]);
}

/** Organisation and department tree from the local store (children under `children`). */
export function useOrganizeTree(): TreeNode[] | undefined {
  const rows = useRows('organizes');
  return useMemo(() => (rows ? buildTree(rows) : undefined), [rows]);
}

export const usePositions = (organizeId?: string): LocalRow[] | undefined =>
  useRows('positions', organizeId ? (r) => r.organizeId === organizeId : undefined, [organizeId]);
export const useRoles = (): LocalRow[] | undefined => useRows('roles');
export const useGroups = (): LocalRow[] | undefined => useRows('groups');

const USER_DIRECTORY_LIMIT = 200;
const userMatches = (row: LocalRow, keyword: string): boolean =>
  ['fullName', 'realName', 'account', 'userAccount'].some((f) => typeof row[f] === 'string' && (row[f] as string).toLowerCase().includes(keyword));

export interface DirectoryFilter {
  /** Only users whose organisation is one of these. */
  organizeIds?: readonly string[];
  /** Only enabled users (as the pickers offer them). */
  enabledOnly?: boolean;
  /** At most this many rows (default 200). */
  limit?: number;
}

/** The user directory (id, name, avatar, organisation), filtered by name or account; at most 200 rows unless told. */
export function useUserDirectory(keyword?: string, filter: DirectoryFilter = {}): LocalRow[] | undefined {
  const db = useSyncDb();
  const k = (keyword ?? '').trim().toLowerCase();
  const orgs = filter.organizeIds ? [...filter.organizeIds].sort().join(',') : null;
  const enabledOnly = filter.enabledOnly === true;
  const limit = filter.limit ?? USER_DIRECTORY_LIMIT;
  return useLiveQuery(async () => {
    if (!db) return [];
    const inOrgs = orgs === null ? null : new Set(orgs.split(','));
    const keep = (r: LocalRow) =>
      (!k || userMatches(r, k)) && (!inOrgs || inOrgs.has(String(r.organizeId))) && (!enabledOnly || r.enabledMark === undefined || r.enabledMark === 1);
    const rows = await (k || inOrgs || enabledOnly ? db.users.filter(keep) : db.users.toCollection()).limit(limit).toArray();
    return rows.sort(byName);
  }, [db, k, orgs, enabledOnly, limit]);
}

/** Users of the directory by id, live (names for ids a form holds); missing ids are left out. */
export function useUsersByIds(ids: readonly string[]): LocalRow[] | undefined {
  const db = useSyncDb();
  const key = ids.join(',');
  return useLiveQuery(async () => {
    if (!db || !key) return [];
    return (await db.users.bulkGet(key.split(','))).filter((u): u is LocalRow => u !== undefined);
  }, [db, key]);
}

/**
 * Whether the device store answers for these collections: the user's database is open and each
 * collection has finished a first pull. false at once without a database; undefined while reading.
 */
export function useStoreReady(collections: readonly SyncCollection[]): boolean | undefined {
  const db = useSyncDb();
  const key = collections.join(',');
  const ready = useLiveQuery(async () => {
    if (!db) return false;
    const states = await db.meta.bulkGet(key.split(',').map((c) => pullStateKey(c as SyncCollection)));
    return states.every((s) => typeof (s?.value as PullState | undefined)?.lastPullAt === 'number');
  }, [db, key]);
  return db ? ready : false;
}

/** A user's name from the local directory (the server names who changed a row by id). */
export function useUserName(userId: string | null): string | null {
  const db = useSyncDb();
  return (
    useLiveQuery(async () => {
      if (!db || !userId) return null;
      const row = await db.users.get(userId);
      const name = row?.realName ?? row?.fullName;
      return typeof name === 'string' ? name : null;
    }, [db, userId]) ?? null
  );
}

/** An organisation's name from the local directory (units and departments records point at). */
export function useOrganizeName(organizeId: string | null): string | null {
  const db = useSyncDb();
  return (
    useLiveQuery(async () => {
      if (!db || !organizeId) return null;
      const name = (await db.collection('organizes').get(organizeId))?.fullName;
      return typeof name === 'string' ? name : null;
    }, [db, organizeId]) ?? null
  );
}

/** The signed-in user's own profile row (with any unsynced edits applied). */
export function useProfile(): LocalRow | null | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? ((await db.profile.get(db.userId)) ?? null) : null), [db]);
}

/** Ids of a collection's rows touched by writes not yet accepted by the server (mark them 未同步). */
export function usePendingIds(collection: SyncCollection): ReadonlySet<string> {
  const db = useSyncDb();
  const ids = useLiveQuery(async () => {
    if (!db) return [] as string[];
    const keys = await db.outbox.where('touches').startsWith(`${collection}:`).toArray();
    return keys.flatMap((e) => e.touches.filter((k) => k.startsWith(`${collection}:`)).map((k) => k.slice(collection.length + 1)));
  }, [db, collection]);
  return useMemo(() => new Set(ids ?? []), [ids]);
}

export function useOutbox(): OutboxEntry[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? db.outbox.orderBy('seq').toArray() : []), [db]);
}

export function useInbox(): InboxEntry[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? (await db.inbox.orderBy('receivedAt').toArray()).reverse() : []), [db]);
}

export interface SyncStatus extends EngineStatus {
  pending: number;
  rejected: number;
  conflicts: number;
  lastPull: Partial<Record<SyncCollection, number | null>>;
  storage: StorageInfo | null;
}

/** Everything the header badge and the sync page show. */
export function useSyncStatus(): SyncStatus {
  const engine = useStore(syncStatusStore, (s) => s);
  const db = useSyncDb();
  const live = useLiveQuery(async () => {
    if (!db) return null;
    const collections = syncedCollections();
    const pulls = await db.meta.bulkGet(collections.map(pullStateKey));
    const lastPull: Partial<Record<SyncCollection, number | null>> = {};
    collections.forEach((c, i) => (lastPull[c] = (pulls[i]?.value as PullState | undefined)?.lastPullAt ?? null));
    return {
      pending: await db.outbox.count(),
      rejected: await db.inbox.where('kind').equals('rejected').count(),
      conflicts: await db.inbox.where('kind').equals('conflict').count(),
      lastPull,
    };
  }, [db]);
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  const pending = live?.pending ?? 0;
  useEffect(() => {
    let alive = true;
    void readStorageInfo().then((s) => alive && setStorage(s));
    return () => {
      alive = false;
    };
  }, [pending, engine.lastPushAt]);
  return { ...engine, pending, rejected: live?.rejected ?? 0, conflicts: live?.conflicts ?? 0, lastPull: live?.lastPull ?? {}, storage };
}

/** For the logout dialog: writes still waiting for the server. */
export function useUnsyncedCount(): number {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? db.outbox.count() : 0), [db]) ?? 0;
}
