import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';
import { directoryNames } from '../../../../server/identity/directory-cache';

export interface UserRelations {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
  groupIds: string[];
}
export interface OrgInfo {
  id: string;
  fullName: string;
  category: string;
  parentId: string;
  organizeIdTree: string;
  /** Slash path of names from the root down to this organisation. */
  path: string;
}

/** `where id in (…)` in slices, so an export of many thousands stays under the databases' parameter limits. */
export async function inChunks<T>(ids: string[], load: (slice: string[]) => Promise<T[]>, size = 1000): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...(await load(ids.slice(i, i + size))));
  return out;
}

/**
 * Loads relations and the names behind them for a whole page of users in a constant number of
 * queries (relations, organisations, their ancestors, positions, roles) — never one per row.
 */
export function relationLoader(db: Kysely<DB>) {
  async function relationsOf(userIds: string[]): Promise<Map<string, UserRelations>> {
    const map = new Map<string, UserRelations>();
    for (const id of userIds) map.set(id, { organizeIds: [], positionIds: [], roleIds: [], groupIds: [] });
    if (userIds.length === 0) return map;
    const rows = await inChunks(userIds, (slice) =>
      db.selectFrom('baseUserRelation').select(['userId', 'objectType', 'objectId']).where('userId', 'in', slice).orderBy('userId').orderBy('sortCode').execute(),
    );
    const key = { Organize: 'organizeIds', Position: 'positionIds', Role: 'roleIds', Group: 'groupIds' } as const;
    for (const r of rows) map.get(r.userId)?.[key[r.objectType]].push(r.objectId);
    return map;
  }

  async function orgsWithPaths(orgIds: string[]): Promise<Map<string, OrgInfo>> {
    const ids = [...new Set(orgIds)];
    if (ids.length === 0) return new Map();
    const { orgs } = await directoryNames(db);
    const found = ids.map((id) => orgs.get(id)).filter((o) => o !== undefined);
    return new Map(found.map((o) => [o.id, { ...o, path: o.organizeIdTree.split(',').map((a) => orgs.get(a)?.fullName ?? '').filter(Boolean).join('/') }]));
  }

  async function namesOf(table: 'basePosition' | 'baseRole', ids: string[]): Promise<Map<string, string>> {
    const names = (await directoryNames(db))[table === 'basePosition' ? 'positions' : 'roles'];
    return new Map([...new Set(ids)].flatMap((id) => (names.has(id) ? [[id, names.get(id)!] as const] : [])));
  }

  return {
    relationsOf,
    orgsWithPaths,
    /** Everything a list row shows about the users' organisations, positions and roles. */
    async describe(userIds: string[]) {
      const rel = await relationsOf(userIds);
      const all = [...rel.values()];
      const [orgs, positions, roles] = await Promise.all([
        orgsWithPaths(all.flatMap((r) => r.organizeIds)),
        namesOf('basePosition', all.flatMap((r) => r.positionIds)),
        namesOf('baseRole', all.flatMap((r) => r.roleIds)),
      ]);
      return (userId: string) => {
        const r = rel.get(userId) ?? { organizeIds: [], positionIds: [], roleIds: [], groupIds: [] };
        const pick = (m: Map<string, string>, list: string[]) => list.map((i) => m.get(i)).filter((n): n is string => n !== undefined);
        return {
          relations: r,
          orgs: r.organizeIds.map((i) => orgs.get(i)).filter((o): o is OrgInfo => o !== undefined),
          organizeName: r.organizeIds.map((i) => orgs.get(i)?.path).filter(Boolean).join(','),
          positionName: pick(positions, r.positionIds).join(','),
          roleName: pick(roles, r.roleIds).join(','),
        };
      };
    },

    /** The organisation and every organisation below it. */
    async subtreeIds(orgId: string): Promise<string[]> {
      const org = await db.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', orgId).executeTakeFirst();
      if (!org) return [];
      // Prefix match on the stored tree (generated ids), never on the caller's text.
      const rows = await db
        .selectFrom('baseOrganize')
        .select('id')
        .where((eb) => eb.or([eb('organizeIdTree', '=', org.organizeIdTree), eb('organizeIdTree', 'like', `${org.organizeIdTree},%`)]))
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type RelationLoader = ReturnType<typeof relationLoader>;
