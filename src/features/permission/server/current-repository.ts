import type { Kysely, Updateable } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
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

/** The signed-in user's own record, sign-ins and subordinates. */
export function profileRepository(db: Kysely<DB>) {
  return {
    user: (id: string) => db.selectFrom('baseUser').selectAll().where('id', '=', id).executeTakeFirst(),

    update: (id: string, set: Updateable<DB['baseUser']>) => db.updateTable('baseUser').set({ ...set, lastModifyTime: Date.now() }).where('id', '=', id).execute(),

    managerOf: async (id: string) => (await db.selectFrom('baseUser').select('managerId').where('id', '=', id).executeTakeFirst())?.managerId ?? null,

    subordinates: (managerId: string) =>
      db
        .selectFrom('baseUser')
        .select(['id', 'account', 'realName', 'headIcon', 'organizeId', 'positionId'])
        .where('managerId', '=', managerId)
        .where('enabledMark', '=', 1)
        .orderBy('sortCode')
        .orderBy('account')
        .execute(),

    managersAmong: async (ids: string[]) =>
      ids.length === 0
        ? new Set<string>()
        : new Set((await db.selectFrom('baseUser').select('managerId').distinct().where('managerId', 'in', ids).execute()).map((r) => r.managerId!)),

    names: async (table: 'baseOrganize' | 'basePosition', ids: string[]) =>
      ids.length === 0 ? new Map<string, string>() : new Map((await db.selectFrom(table).select(['id', 'fullName']).where('id', 'in', ids).execute()).map((r) => [r.id, r.fullName])),

    positions: (ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('basePosition').select(['id', 'fullName', 'organizeId']).where('id', 'in', ids).execute(),

    async logPage(userId: string, q: { type?: string; keyword?: string; sort: 'asc' | 'desc'; currentPage: number; pageSize: number }) {
      let base = db.selectFrom('baseLoginLog').where('userId', '=', userId);
      if (q.type) base = base.where('type', '=', q.type);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText('ip', k), containsText('userAgent', k), containsText('result', k)]));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = await base
        .select(['id', 'type', 'method', 'ip', 'userAgent', 'result', 'creatorTime'])
        .orderBy('creatorTime', q.sort)
        .orderBy('id', q.sort)
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      return { list: list.map((r) => ({ ...r, ip: r.ip ?? '', userAgent: r.userAgent ?? '' })), total: Number(total) };
    },
  };
}
