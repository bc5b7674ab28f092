import Dexie, { type Table } from 'dexie';
import type { SyncCollection } from '@/features/sync/contract';
import { deviceSchemaVersion, deviceStoreVersions, ensureDeviceModules } from './device-modules';
import type { BlobEntry, InboxEntry, LocalRow, MetaEntry, OutboxEntry } from './types';

/** The store's version: the highest any installed module declares (ADR 0010). */
export const schemaVersion = (): number => deviceSchemaVersion();
export const dbName = (userId: string): string => `qingban-${userId}`;

/**
 * One database per signed-in user on this device. The engine's own tables (outbox, inbox, blobs,
 * meta) and the shell's session caches are typed here; each feature module declares its tables
 * (`device.tables`) and types them by augmenting this class from its own folder, e.g.
 * `declare module '@/sync/db' { interface QingbanDb { assets: Table<LocalRow, string> } }`.
 */
export class QingbanDb extends Dexie {
  menus!: Table<LocalRow, string>;
  permissions!: Table<LocalRow, string>;
  userInfo!: Table<LocalRow, string>;
  outbox!: Table<OutboxEntry, number>;
  inbox!: Table<InboxEntry, string>;
  blobs!: Table<BlobEntry, string>;
  meta!: Table<MetaEntry, string>;

  constructor(
    readonly userId: string,
    options?: ConstructorParameters<typeof Dexie>[1],
  ) {
    super(dbName(userId), options);
    // Released versions are replayed as they were declared; an upgrade is a new number, never an edit.
    for (const [version, stores] of deviceStoreVersions()) this.version(version).stores(stores);
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
  await ensureDeviceModules();
  if (current?.userId === userId) return current;
  current?.close();
  const db = new QingbanDb(userId);
  await db.open();
  const version = schemaVersion();
  if ((await db.getMeta<number | null>('schemaVersion', null)) !== version) await db.setMeta('schemaVersion', version);
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
