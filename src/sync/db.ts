import Dexie, { type Table } from 'dexie';
import type { SyncCollection } from '@/features/sync/contract';
import type { BlobEntry, InboxEntry, LocalRow, MetaEntry, OutboxEntry } from './types';

export const SCHEMA_VERSION = 3;
export const dbName = (userId: string): string => `qingban-${userId}`;

/**
 * One database per signed-in user on this device. Synced collections are tables of the same name;
 * the shell's caches (menus, permissions, user info, dictionaries) and the asset records sit beside
 * them; outbox, inbox, blobs and meta carry the engine's own state.
 */
export class QingbanDb extends Dexie {
  organizes!: Table<LocalRow, string>;
  positions!: Table<LocalRow, string>;
  roles!: Table<LocalRow, string>;
  groups!: Table<LocalRow, string>;
  users!: Table<LocalRow, string>;
  profile!: Table<LocalRow, string>;
  menus!: Table<LocalRow, string>;
  permissions!: Table<LocalRow, string>;
  userInfo!: Table<LocalRow, string>;
  dictionaries!: Table<LocalRow, string>;
  dictionaryData!: Table<LocalRow, string>;
  assets!: Table<LocalRow, string>;
  stocktakes!: Table<LocalRow, string>;
  stocktakeItems!: Table<LocalRow, string>;
  stocktakeScans!: Table<LocalRow, string>;
  assetPlans!: Table<LocalRow, string>;
  outbox!: Table<OutboxEntry, number>;
  inbox!: Table<InboxEntry, string>;
  blobs!: Table<BlobEntry, string>;
  meta!: Table<MetaEntry, string>;

  constructor(
    readonly userId: string,
    options?: ConstructorParameters<typeof Dexie>[1],
  ) {
    super(dbName(userId), options);
    // Version 1. An upgrade adds `this.version(2).stores({...}).upgrade(tx => ...)` below, never edits this.
    this.version(1).stores({
      organizes: 'id, parentId',
      positions: 'id, organizeId',
      roles: 'id',
      groups: 'id',
      users: 'id, organizeId',
      profile: 'id',
      menus: 'id, parentId',
      permissions: 'id',
      userInfo: 'id',
      dictionaries: 'id, enCode',
      dictionaryData: 'id, typeId, parentId',
      assets: 'id',
      outbox: '++seq, &id, status, *touches',
      inbox: 'id, kind, receivedAt, *touches',
      blobs: 'id, ownerId',
      meta: 'key',
    });
    // Version 2 (issue 6): a checker's downloaded stocktakes, their snapshot items and scans (ADR 0008).
    this.version(2).stores({
      stocktakes: 'id',
      stocktakeItems: 'id, stocktakeId, assetCode, itemId',
      stocktakeScans: 'id, stocktakeId, itemId, code',
    });
    // Version 3: purchase plans (资产计划登记) with their rows as JSON, readable offline (ADR 0008).
    this.version(3).stores({
      assetPlans: 'id, applEntId, applDeptId, creatorTime',
    });
  }

  collection(name: SyncCollection): Table<LocalRow, string> {
    return this.table(name) as Table<LocalRow, string>;
  }

  /** Every table a mutation or a pull page may touch (all but the inbox), for one read-write transaction. */
  get dataTables(): Table[] {
    return this.tables.filter((t) => t.name !== 'inbox');
  }

  async getMeta<T>(key: string, fallback: T): Promise<T> {
    const entry = await this.meta.get(key);
    return entry === undefined ? fallback : (entry.value as T);
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.meta.put({ key, value });
  }
}

let current: QingbanDb | null = null;
const listeners = new Set<(db: QingbanDb | null) => void>();

/** Opens (creating or upgrading) the signed-in user's database and makes it the current one. */
export async function openUserDb(userId: string): Promise<QingbanDb> {
  if (current?.userId === userId) return current;
  current?.close();
  const db = new QingbanDb(userId);
  await db.open();
  if ((await db.getMeta<number | null>('schemaVersion', null)) !== SCHEMA_VERSION) await db.setMeta('schemaVersion', SCHEMA_VERSION);
  current = db;
  listeners.forEach((l) => l(db));
  return db;
}

export const currentDb = (): QingbanDb | null => current;

export function requireDb(): QingbanDb {
  if (!current) throw new Error('No local database: sign in first');
  return current;
}

export function onDbChange(listener: (db: QingbanDb | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the current database (sign-out keeps it unless it is deleted too). */
export function closeUserDb(): void {
  current?.close();
  current = null;
  listeners.forEach((l) => l(null));
}

/** A completed logout: the user's cached trees, outbox and files leave the device (SPEC §4). */
export async function deleteUserDb(userId: string): Promise<void> {
  if (current?.userId === userId) closeUserDb();
  await Dexie.delete(dbName(userId));
}

/** For tests and the engine: use an already opened database as the current one. */
export function setCurrentDb(db: QingbanDb | null): void {
  current = db;
  listeners.forEach((l) => l(db));
}
