import type { Kysely } from 'kysely';
import { readGeneration } from '../db/generations';
import type { DB } from '../db/schema';
import type { AccessRepository, Relations } from './access-repository';

type ModuleRow = Awaited<ReturnType<AccessRepository['enabledModules']>>[number];
type ItemRow = Awaited<ReturnType<AccessRepository['moduleItems']>>[number];
export type ItemKind = 'button' | 'column' | 'form';
const ITEM_TABLE = { button: 'baseModuleButton', column: 'baseModuleColumn', form: 'baseModuleForm' } as const;

/** What is the same for every user at one generation: the enabled menus and their items, the settings. */
export interface AccessCatalog {
  generation: number;
  modules: ModuleRow[];
  items: Record<ItemKind, ItemRow[]>;
  /**
   * Enabled module by enCode, with its enabled buttons by enCode, and the other enabled entries that
   * open the same page (`samePage`, ADR 0032): holding one of those, with its buttons, is holding this page.
   */
  byCode: Map<string, CatalogModule>;
  /** Every stored setting (base_sys_config), read by `ctx.settings` (ADR 0024). */
  sysConfig: Record<string, string | undefined>;
}

export interface CatalogModule {
  id: string;
  buttons: Map<string, string>;
  samePage: CatalogModule[];
}

/**
 * What page an entry opens, or null for a directory or a link: SPEC §3 routes types 2, 3, 4, 5 and 8
 * to / plus urlAddress without its query, types 3, 4, 5 and 8 with the propertyJson moduleId.
 */
export function pageKey(m: { type: number; urlAddress: string | null; propertyJson: string | null }): string | null {
  if (![2, 3, 4, 5, 8].includes(m.type)) return null;
  const address = (m.urlAddress ?? '').split('?')[0]!.replace(/^\/+|\/+$/g, '');
  if (!address) return null;
  if (m.type === 2) return address;
  let moduleId = '';
  try {
    moduleId = String((JSON.parse(m.propertyJson ?? '{}') as { moduleId?: unknown }).moduleId ?? '');
  } catch {
    // A malformed propertyJson names no model: the entry shares only with entries naming none.
  }
  return `${address}#${moduleId}`;
}

/** One user's access at one generation (ADR access-snapshot): memberships, enabled roles, grants. */
export interface AccessSnapshot {
  generation: number;
  userId: string;
  relations: Relations;
  roles: { id: string; fullName: string; enCode: string }[];
  positions: { id: string; fullName: string }[];
  subjects: { type: 'Role' | 'Position' | 'User'; ids: string[] }[];
  /** `${itemType}:${itemId}` of every grant through roles, positions and the user. */
  heldKeys: Set<string>;
  heldIds: Set<string>;
  /** Values derived from this snapshot (menu tree, data scopes …), computed once per generation. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

const MAX_USERS = 5000;

/** Enabled menus whose every ancestor is enabled too (rows given are the enabled ones). */
export function liveModuleIds(enabled: readonly { id: string; parentId: string }[]): Set<string> {
  const parentOf = new Map(enabled.map((m) => [m.id, m.parentId]));
  const live = new Set<string>();
  for (const m of enabled) {
    const chain: string[] = [];
    let id: string | undefined = m.id;
    while (id !== undefined && id !== '-1' && !live.has(id) && !chain.includes(id)) {
      chain.push(id);
      id = parentOf.get(id);
    }
    if (id === '-1' || (id !== undefined && live.has(id))) for (const c of chain) live.add(c);
  }
  return live;
}

function memoizer() {
  const values = new Map<string, Promise<unknown>>();
  return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    let value = values.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      values.set(key, value);
      value.catch(() => values.delete(key));
    }
    return value;
  };
}

/**
 * Per-process snapshots of who may do what, checked against the `access` generation (raised by
 * triggers on grants, roles, positions, organisations, memberships, menus, data schemes and
 * settings) before use: a change made by any server process is seen at the next request, and
 * nothing is recomputed while nothing changed. The generation is read once per request: callers
 * pass the request's AuthContext (any object standing for the request) as `request`.
 */
export function accessSnapshots(db: Kysely<DB>, repo: AccessRepository) {
  const perRequest = new WeakMap<object, Promise<number>>();
  const users = new Map<string, Promise<AccessSnapshot>>();
  let catalog: Promise<AccessCatalog> | undefined;

  function generationFor(request?: object): Promise<number> {
    if (!request) return readGeneration(db, 'access');
    let g = perRequest.get(request);
    if (!g) perRequest.set(request, (g = readGeneration(db, 'access')));
    return g;
  }

  async function buildCatalog(generation: number): Promise<AccessCatalog> {
    const [webModules, button, column, form, sysConfig] = await Promise.all([
      repo.enabledModules(), repo.moduleItems(ITEM_TABLE.button), repo.moduleItems(ITEM_TABLE.column), repo.moduleItems(ITEM_TABLE.form), repo.sysConfig(),
    ]);
    const enabled = await db.selectFrom('baseModule').select(['id', 'enCode', 'parentId', 'type', 'urlAddress', 'propertyJson']).where('enabledMark', '=', 1).execute();
    // A disabled directory takes everything below it out of use, not only out of the sidebar.
    const live = liveModuleIds(enabled);
    const allModules = enabled.filter((m) => live.has(m.id));
    const modules = webModules.filter((m) => live.has(m.id));
    const byCode = new Map<string, CatalogModule>(allModules.map((m) => [m.enCode, { id: m.id, buttons: new Map<string, string>(), samePage: [] }]));
    const byId = new Map(allModules.map((m) => [m.id, byCode.get(m.enCode)!]));
    for (const b of button) byId.get(b.moduleId)?.buttons.set(b.enCode, b.id);
    const byPage = new Map<string, CatalogModule[]>();
    for (const m of allModules) {
      const key = pageKey(m);
      if (key) byPage.set(key, [...(byPage.get(key) ?? []), byId.get(m.id)!]);
    }
    for (const group of byPage.values()) for (const m of group) m.samePage = group.filter((o) => o !== m);
    return { generation, modules, items: { button, column, form }, byCode, sysConfig };
  }

  async function buildUser(userId: string, generation: number): Promise<AccessSnapshot> {
    const relations = await repo.relations(userId);
    const [roles, positions] = await Promise.all([repo.enabledRoles(relations.roleIds), repo.positions(relations.positionIds)]);
    const subjects: AccessSnapshot['subjects'] = [
      { type: 'Role', ids: roles.map((r) => r.id) },
      // Grants of a position hold while the user is in it, enabled or not (as before the snapshot).
      { type: 'Position', ids: relations.positionIds },
      { type: 'User', ids: [userId] },
    ];
    const granted = await repo.grantedItemIds(subjects);
    return {
      generation, userId, relations, roles, positions, subjects,
      heldKeys: new Set(granted.map((g) => `${g.itemType}:${g.itemId}`)),
      heldIds: new Set(granted.map((g) => g.itemId)),
      memo: memoizer(),
    };
  }

  return {
    /** The menus, items and settings at the current generation. */
    async catalog(request?: object): Promise<AccessCatalog> {
      const generation = await generationFor(request);
      const current = catalog && (await catalog.catch(() => undefined));
      if (current?.generation === generation) return current;
      catalog = buildCatalog(generation);
      return catalog;
    },

    /** The user's snapshot at the current generation, rebuilt only if something it depends on changed. */
    async of(userId: string, request?: object): Promise<AccessSnapshot> {
      const generation = await generationFor(request);
      const cached = users.get(userId);
      const current = cached && (await cached.catch(() => undefined));
      if (current?.generation === generation) return current;
      const next = buildUser(userId, generation);
      users.delete(userId);
      users.set(userId, next);
      next.catch(() => users.delete(userId));
      if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
      return next;
    },

    /** What is held now, for 缓存管理 (failed builds left out). */
    async held(): Promise<{ users: AccessSnapshot[]; catalog?: AccessCatalog }> {
      const settled = await Promise.all([...users.values()].map((p) => p.catch(() => undefined)));
      return { users: settled.filter((s): s is AccessSnapshot => s !== undefined), catalog: await catalog?.catch(() => undefined) };
    },

    /** Forgets the users' snapshots, the catalog or both; the next request rebuilds what it needs. */
    clear(what: 'users' | 'catalog' | 'all' = 'all') {
      if (what !== 'catalog') users.clear();
      if (what !== 'users') catalog = undefined;
    },
  };
}
export type AccessSnapshots = ReturnType<typeof accessSnapshots>;
