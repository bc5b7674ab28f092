import type { ServerCache } from '../cache/server-cache';
import type { ServerContext } from '../context';
import type { NamedMigration } from '../db/migration-kit';
import type { ModuleSeed } from '../db/module-seeds';
import type { AuthContext } from '../plugins/auth';
import type { CollectionDef } from '../sync/collections';
import type { ServerJob } from '../jobs/server-job';
import type { AnyServerMutation } from '../sync/mutations';
import { SHELL_SOCKET_METHODS, type SocketMethodDef } from '../realtime/methods';
import type { AssetPlans, BusinessFlows, BusinessPorts, DataInterfaces, FileLinks, FileOwnerType, FlowBinding, MessagePusher, PrintSource, ReadRelationKind, ServerFeatureModule, WorkbenchFigures } from './feature-module';

/** What the shell reads out of the module list: the parts each stage iterates. */
export interface FeatureRegistry {
  modules: readonly ServerFeatureModule[];
  migrations: readonly NamedMigration[];
  menus: readonly ModuleSeed[];
  collections: ReadonlyMap<string, CollectionDef>;
  mutations: ReadonlyMap<string, AnyServerMutation>;
  /** The one module that implements `ctx.notify`, if any. */
  notifier?: ServerFeatureModule;
  /** Channels outside the product that notifications also go to (企业微信, 钉钉), by name (ADR 0038). */
  messagePushers: ReadonlyMap<string, MessagePusher>;
  /** Owner types of file records, by name. */
  fileOwners: ReadonlyMap<string, FileOwnerType>;
  /** Kinds of scheduled task, by kind. */
  jobs: ReadonlyMap<string, ServerJob>;
  /** The features' caches, by name (the shell's own are in src/server/cache/shell-caches.ts). */
  caches: ReadonlyMap<string, ServerCache>;
  /** Methods of the platform socket features answer, by name. */
  socketMethods: ReadonlyMap<string, SocketMethodDef>;
  /** Kinds of `POST /api/public/relation/{kind}/{id}`, by kind. */
  readRelations: ReadonlyMap<string, ReadRelationKind>;
  /** Kinds of record print templates bind to, by kind (ADR 0031). */
  printSources: ReadonlyMap<string, PrintSource>;
  /** Records approved through flows, by module (ADR 0036). */
  flowBindings: ReadonlyMap<string, FlowBinding>;
  /** Figures of the workbench, by key. */
  workbench: ReadonlyMap<string, WorkbenchFigures>;
  /** The workflow engine for business records, when the workflow module is in the list. */
  flows?: BusinessFlows;
  /** Signed file links for the app's context, when the files module is in the list. */
  fileLinks?: (ctx: ServerContext) => FileLinks;
  /** Fixed-asset plans, when the assets module is in the list. */
  assetPlans?: AssetPlans;
  /** Data interfaces for other features (报表), when the data module is in the list. */
  dataInterfaces?: (ctx: ServerContext) => DataInterfaces;
  /** The portal a user's /home shows (门户), when the portal module is in the list. */
  homePortal?: (ctx: ServerContext) => (auth: AuthContext) => Promise<string | null>;
}

/** Each binding's `onStatus` gets the ports of the other features (the engine does not know them). */
function withPorts(bindings: Map<string, FlowBinding>, ports: BusinessPorts): Map<string, FlowBinding> {
  return new Map([...bindings].map(([key, b]) => [key, { ...b, onStatus: (tx, id, change) => b.onStatus(tx, id, { ...change, ports }) }]));
}

function indexUnique<T>(kind: string, items: Iterable<[owner: string, key: string, value: T]>): Map<string, T> {
  const seen = new Map<string, T>();
  const owners = new Map<string, string>();
  for (const [owner, key, value] of items) {
    const first = owners.get(key);
    if (first !== undefined) throw new Error(`${kind} "${key}" is declared by both ${first} and ${owner}`);
    owners.set(key, owner);
    seen.set(key, value);
  }
  return seen;
}

/** Socket methods by name; the shell's own (OnConnection) count as taken. */
function socketMethodsOf(items: [owner: string, key: string, value: SocketMethodDef][]): Map<string, SocketMethodDef> {
  const shell = SHELL_SOCKET_METHODS.map((name) => ['shell', name, undefined] as [string, string, SocketMethodDef | undefined]);
  const all = indexUnique<SocketMethodDef | undefined>('Socket method', [...shell, ...items]);
  return new Map([...all].filter((e): e is [string, SocketMethodDef] => e[1] !== undefined));
}

function linksOf(m: ServerFeatureModule | undefined): ((ctx: ServerContext) => FileLinks) | undefined {
  return m?.fileLinks ? (ctx) => m.fileLinks!(ctx) : undefined;
}

/** Checks the list once at boot: two features claiming one name is a programming error, not a runtime surprise. */
export function buildRegistry(modules: readonly ServerFeatureModule[]): FeatureRegistry {
  indexUnique('Feature module', modules.map((m) => [m.name, m.name, m] as [string, string, ServerFeatureModule]));
  const each = <T>(pick: (m: ServerFeatureModule) => readonly T[] | undefined, key: (t: T) => string) =>
    modules.flatMap((m) => (pick(m) ?? []).map((t) => [m.name, key(t), t] as [string, string, T]));
  const migrations = indexUnique('Migration', each((m) => m.migrations, (x) => x.name));
  const menus = indexUnique('Menu', each((m) => m.menus, (x) => x.enCode));
  const notifiers = indexUnique('Notifier', modules.filter((m) => m.notifier).map((m) => [m.name, 'ctx.notify', m] as [string, string, ServerFeatureModule]));
  const links = indexUnique('File links', modules.filter((m) => m.fileLinks).map((m) => [m.name, 'fileLinks', m] as [string, string, ServerFeatureModule]));
  const engines = indexUnique('Business flows', modules.filter((m) => m.businessFlows).map((m) => [m.name, 'flows', m] as [string, string, ServerFeatureModule]));
  const ifaces = indexUnique('Data interfaces', modules.filter((m) => m.dataInterfaces).map((m) => [m.name, 'dataInterfaces', m] as [string, string, ServerFeatureModule]));
  const ifaceModule = ifaces.get('dataInterfaces');
  const portals = indexUnique('Home portal', modules.filter((m) => m.homePortal).map((m) => [m.name, 'homePortal', m] as [string, string, ServerFeatureModule]));
  const portalModule = portals.get('homePortal');
  const plans = indexUnique('Asset plans', modules.filter((m) => m.assetPlans).map((m) => [m.name, 'assetPlans', m] as [string, string, ServerFeatureModule]));
  const assetPlans = plans.get('assetPlans')?.assetPlans?.();
  const flowBindings = withPorts(indexUnique('Flow binding', each((m) => m.flowBindings, (x) => x.module)), { assetPlans });
  return {
    modules,
    migrations: [...migrations.values()],
    menus: [...menus.values()],
    collections: indexUnique('Sync collection', each((m) => m.collections, (x) => x.name)),
    mutations: indexUnique('Sync mutation', each((m) => m.mutations, (x) => x.name)),
    notifier: notifiers.get('ctx.notify'),
    messagePushers: indexUnique('Message pusher', each((m) => m.messagePushers, (x) => x.name)),
    fileOwners: indexUnique('File owner type', each((m) => m.fileOwners, (x) => x.ownerType)),
    jobs: indexUnique('Job kind', each((m) => m.jobs, (x) => x.kind)),
    caches: indexUnique('Cache', each((m) => m.caches, (x) => x.name)),
    socketMethods: socketMethodsOf(each((m) => m.socketMethods, (x) => x.method)),
    readRelations: indexUnique('Read relation kind', each((m) => m.readRelations, (x) => x.kind)),
    printSources: indexUnique('Print source', each((m) => m.printSources, (x) => x.kind)),
    flowBindings,
    workbench: indexUnique('Workbench figures', each((m) => m.workbench, (x) => x.key)),
    flows: engines.get('flows')?.businessFlows?.(flowBindings),
    fileLinks: linksOf(links.get('fileLinks')),
    assetPlans,
    dataInterfaces: ifaceModule?.dataInterfaces ? (ctx) => ifaceModule.dataInterfaces!(ctx) : undefined,
    homePortal: portalModule?.homePortal ? (ctx) => portalModule.homePortal!(ctx) : undefined,
  };
}
