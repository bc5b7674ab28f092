import type { Kysely } from 'kysely';
import { readGeneration } from '../db/generations';
import type { DB } from '../db/schema';

export interface DirectoryNames {
  orgs: Map<string, { id: string; fullName: string; category: string; parentId: string; organizeIdTree: string }>;
  positions: Map<string, string>;
  roles: Map<string, string>;
}

const caches = new WeakMap<Kysely<DB>, { generation: number; names: Promise<DirectoryNames> }>();

/**
 * Every organisation, position and role name, read once per `access` generation (their tables
 * raise it): a page of users is described from memory instead of four queries per page. A few
 * thousand short rows even at 100,000 users.
 */
export async function directoryNames(db: Kysely<DB>): Promise<DirectoryNames> {
  const generation = await readGeneration(db, 'access');
  const cached = caches.get(db);
  if (cached?.generation === generation) return cached.names;
  const names = (async () => {
    const [orgs, positions, roles] = await Promise.all([
      db.selectFrom('baseOrganize').select(['id', 'fullName', 'category', 'parentId', 'organizeIdTree']).execute(),
      db.selectFrom('basePosition').select(['id', 'fullName']).execute(),
      db.selectFrom('baseRole').select(['id', 'fullName']).execute(),
    ]);
    return {
      orgs: new Map(orgs.map((o) => [o.id, o])),
      positions: new Map(positions.map((p) => [p.id, p.fullName])),
      roles: new Map(roles.map((r) => [r.id, r.fullName])),
    };
  })();
  caches.set(db, { generation, names });
  names.catch(() => caches.delete(db));
  return names;
}

/** The names held for `db`, if any (缓存管理). */
export async function heldDirectoryNames(db: Kysely<DB>): Promise<DirectoryNames | undefined> {
  return caches.get(db)?.names.catch(() => undefined);
}

export function clearDirectoryNames(db: Kysely<DB>): void {
  caches.delete(db);
}
