import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';

export function currentUserRepository(db: Kysely<DB>) {
  return {
    userOrganizes: (userId: string) =>
      db
        .selectFrom('baseUserRelation')
        .innerJoin('baseOrganize', 'baseOrganize.id', 'baseUserRelation.objectId')
        .select(['baseOrganize.id', 'baseOrganize.fullName', 'baseOrganize.organizeIdTree'])
        .where('baseUserRelation.userId', '=', userId)
        .where('baseUserRelation.objectType', '=', 'Organize')
        .orderBy('baseUserRelation.sortCode')
        .execute(),

    orgNames: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', 'in', ids).execute(),

    userPositionIds: async (userId: string) =>
      (await db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', 'Position').execute()).map((r) => r.objectId),

    setMajorPosition: (userId: string, positionId: string) =>
      db.updateTable('baseUser').set({ positionId, lastModifyTime: Date.now() }).where('id', '=', userId).execute(),

    columns: (userId: string, moduleId: string) =>
      db.selectFrom('baseColumnSetting').select('fieldList').where('userId', '=', userId).where('moduleId', '=', moduleId).executeTakeFirst(),

    saveColumns: (userId: string, moduleId: string, fieldList: string) =>
      db
        .insertInto('baseColumnSetting')
        .values({ id: newId(), userId, moduleId, fieldList, updatedAt: Date.now() })
        .onConflict((oc) => oc.columns(['userId', 'moduleId']).doUpdateSet({ fieldList, updatedAt: Date.now() }))
        .execute(),
  };
}
