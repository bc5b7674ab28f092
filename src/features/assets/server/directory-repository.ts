import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

/** Reads of the directory (organisations, users, roles, dictionary) the asset rules need. Kysely only. */
export function directoryRepository(db: Kysely<DB>) {
  return {
    orgs: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('baseOrganize').select(['id', 'parentId', 'category', 'fullName', 'organizeIdTree', 'enabledMark']).where('id', 'in', ids).execute(),
    user: (id: string) => db.selectFrom('baseUser').select(['id', 'realName', 'organizeId', 'enabledMark']).where('id', '=', id).executeTakeFirst(),
    userNames: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', ids).execute(),
    /** Organisations a user is a member of (base_user_relation, objectType Organize). */
    async memberOrgIds(userId: string) {
      const rows = await db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', 'Organize').orderBy('sortCode').execute();
      return rows.map((r) => r.objectId);
    },
    async enabledRoleNames(userId: string) {
      const rows = await db
        .selectFrom('baseUserRelation as r')
        .innerJoin('baseRole as ro', 'ro.id', 'r.objectId')
        .select('ro.fullName')
        .where('r.userId', '=', userId)
        .where('r.objectType', '=', 'Role')
        .where('ro.enabledMark', '=', 1)
        .execute();
      return rows.map((r) => r.fullName);
    },
    /** Enabled entries of a dictionary by its enCode (itemType): enCode → fullName. */
    async dictionary(typeEnCode: string) {
      const rows = await db
        .selectFrom('baseDictionaryData as d')
        .innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId')
        .select(['d.enCode', 'd.fullName'])
        .where('t.enCode', '=', typeEnCode)
        .where('d.enabledMark', '=', 1)
        .execute();
      return new Map(rows.map((r) => [r.enCode, r.fullName]));
    },
  };
}
export type DirectoryRepository = ReturnType<typeof directoryRepository>;
