import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Relations {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
  groupIds: string[];
}

/** Reads of the identity core that access checks and the session info need. */
export function accessRepository(db: Kysely<DB>) {
  return {
    async relations(userId: string): Promise<Relations> {
      const rows = await db
        .selectFrom('baseUserRelation')
        .select(['objectType', 'objectId'])
        .where('userId', '=', userId)
        .orderBy('sortCode')
        .execute();
      const of = (type: string) => rows.filter((r) => r.objectType === type).map((r) => r.objectId);
      return { organizeIds: of('Organize'), positionIds: of('Position'), roleIds: of('Role'), groupIds: of('Group') };
    },

    enabledRoles: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('baseRole').select(['id', 'fullName', 'enCode']).where('id', 'in', ids).where('enabledMark', '=', 1).execute(),

    positions: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('basePosition').select(['id', 'fullName']).where('id', 'in', ids).where('enabledMark', '=', 1).execute(),

    organizes: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('baseOrganize').select(['id', 'fullName', 'category', 'organizeIdTree', 'parentId']).where('id', 'in', ids).execute(),

    grantedItemIds: (objects: { type: 'Role' | 'Position' | 'User'; ids: string[] }[]) => {
      const wanted = objects.filter((o) => o.ids.length > 0);
      if (wanted.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('baseAuthorize')
        .select(['itemType', 'itemId'])
        .where((eb) => eb.or(wanted.map((o) => eb.and([eb('objectType', '=', o.type), eb('objectId', 'in', o.ids)]))))
        .execute();
    },

    enabledModules: () =>
      db
        .selectFrom('baseModule')
        .select(['id', 'parentId', 'enCode', 'fullName', 'fullNameZhtw', 'fullNameEn', 'type', 'urlAddress', 'icon', 'keepAlive', 'linkTarget', 'propertyJson', 'sortCode', 'hidden'])
        .where('enabledMark', '=', 1)
        .where('category', '=', 'Web')
        .orderBy('sortCode')
        .orderBy('enCode')
        .execute(),

    moduleItems: (table: 'baseModuleButton' | 'baseModuleColumn' | 'baseModuleForm') =>
      db.selectFrom(table).select(['id', 'moduleId', 'enCode', 'fullName']).where('enabledMark', '=', 1).orderBy('sortCode').execute(),

    /** The settings named, or all of them (a few dozen rows). */
    async sysConfig(keys?: string[]) {
      let q = db.selectFrom('baseSysConfig').select(['key', 'value']);
      if (keys) q = q.where('key', 'in', keys);
      const rows = await q.execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string | undefined>;
    },
  };
}
export type AccessRepository = ReturnType<typeof accessRepository>;
