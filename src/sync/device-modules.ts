import type { Language } from '@/contract/limits';
import type { BackgroundTask } from './background';

/** A name per language, for what the sync page and the rejected-writes inbox show. */
export type Labels = Record<Language, string>;

/** Dexie index specs by table, e.g. `{ stocktakeItems: 'id, stocktakeId' }`. */
export type TableStores = Record<string, string>;

/**
 * What a feature keeps on the device (ADR 0010). `tables` maps a store version to the tables that
 * version adds or re-indexes: a released version is never edited, a change takes the next free
 * number. `collections` are the tables the sync engine pulls (same name as the server's collection).
 */
export interface DeviceModule {
  name: string;
  tables?: Readonly<Record<number, TableStores>>;
  collections?: Readonly<Record<string, Labels>>;
  /** Loads the module's `defineMutation` registrations; the engine awaits every loader before replaying. */
  mutations?: () => Promise<unknown>;
  mutationLabels?: Readonly<Record<string, Labels>>;
  /** Tables whose rows are work the server has not got yet (files kept until they upload): counted where logout warns. */
  pendingTables?: readonly string[];
  /** Work for the user's store that goes on whatever page is open, in the tab leading sync (background.ts). */
  background?: () => Promise<BackgroundTask>;
}

/** The engine's and the shell's own tables (version 1): session caches and the sync state. */
export const ENGINE_TABLES: Readonly<Record<number, TableStores>> = {
  1: {
    menus: 'id, parentId',
    permissions: 'id',
    userInfo: 'id',
    outbox: '++seq, &id, status, *touches',
    inbox: 'id, kind, receivedAt, *touches',
    blobs: 'id, ownerId',
    meta: 'key',
  },
};

let installed: readonly DeviceModule[] = [];
let isInstalled = false;
let provider: (() => Promise<readonly DeviceModule[]>) | null = null;

function mergeVersions(modules: readonly Pick<DeviceModule, 'name' | 'tables'>[]): Map<number, TableStores> {
  const versions = new Map<number, TableStores>();
  const owner = new Map<string, string>();
  for (const { name, tables } of modules) {
    for (const [v, stores] of Object.entries(tables ?? {})) {
      const merged = versions.get(Number(v)) ?? {};
      for (const [table, spec] of Object.entries(stores)) {
        const first = owner.get(table);
        if (first !== undefined && first !== name) throw new Error(`Device table ${table} is declared by both ${first} and ${name}`);
        owner.set(table, name);
        merged[table] = spec;
      }
      versions.set(Number(v), merged);
    }
  }
  return new Map([...versions].sort(([a], [b]) => a - b));
}

/** The app's module list calls this once at start (and the client test setup), before any store opens. */
export function installDeviceModules(modules: readonly DeviceModule[]): void {
  const collections = modules.flatMap((m) => Object.keys(m.collections ?? {}));
  const dup = collections.find((c, i) => collections.indexOf(c) !== i);
  if (dup) throw new Error(`Sync collection ${dup} is declared twice`);
  mergeVersions([{ name: 'engine', tables: ENGINE_TABLES }, ...modules]);
  installed = modules;
  isInstalled = true;
}

/**
 * main.tsx hands over a loader of the modules instead of the modules, so the sign-in screen's first
 * download holds none of them (ADR 0013); the first store to open loads and installs them.
 */
export function provideDeviceModules(load: () => Promise<readonly DeviceModule[]>): void {
  provider = load;
}

/** Installs the provided modules once, before a store opens (a no-op when they are installed). */
export async function ensureDeviceModules(): Promise<void> {
  if (isInstalled || !provider) return;
  installDeviceModules(await provider());
}

/** Every store version with the tables it declares, oldest first: what the Dexie class replays. */
export const deviceStoreVersions = (): Map<number, TableStores> => mergeVersions([{ name: 'engine', tables: ENGINE_TABLES }, ...installed]);

export const deviceSchemaVersion = (): number => Math.max(...deviceStoreVersions().keys());

/** The collections the engine pulls, in module order (organisation first, so pickers fill early). */
export const syncedCollections = (): string[] => installed.flatMap((m) => Object.keys(m.collections ?? {}));

export const collectionLabels = (c: string): Labels | undefined => installed.find((m) => m.collections?.[c])?.collections?.[c];

/** The modules' background work, loaded when this tab leads sync. */
export const backgroundModules = (): Array<{ name: string; load: () => Promise<BackgroundTask> }> =>
  installed.flatMap((m) => (m.background ? [{ name: m.name, load: m.background }] : []));

/** Every module's tables of work not yet on the server, besides the outbox. */
export const pendingTables = (): string[] => installed.flatMap((m) => [...(m.pendingTables ?? [])]);

export const mutationLabels = (name: string): Labels | undefined => installed.find((m) => m.mutationLabels?.[name])?.mutationLabels?.[name];

/** Registers every module's offline writes, so replay and rebase know them before any page has loaded. */
export async function loadDeviceMutations(): Promise<void> {
  await Promise.all(installed.map((m) => m.mutations?.()));
}
