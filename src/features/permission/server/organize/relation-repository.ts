import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';

export type RelationType = 'Organize' | 'Position' | 'Role' | 'Group';

/** Members: base_user_relation rows of one organisation, position, role or group. */
export function relationRepository(db: Kysely<DB>) {
  return {
    async countMembers(objectType: RelationType, objectId: string) {
      const row = await db
        .selectFrom('baseUserRelation')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('objectType', '=', objectType)
        .where('objectId', '=', objectId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Users related to the object (whatever its type), with keyword on name/account, one page. */
    async members(objectId: string, q: { keyword?: string; currentPage: number; pageSize: number; sidx?: 'realName' | 'account'; sort: 'asc' | 'desc' }) {
      let base = db
        .selectFrom('baseUserRelation')
        .innerJoin('baseUser', 'baseUser.id', 'baseUserRelation.userId')
        .where('baseUserRelation.objectId', '=', objectId);
      const k = q.keyword?.trim();
      if (k) base = base.where((eb) => eb.or([containsText('baseUser.realName', k), containsText('baseUser.account', k)]));
      const { total } = await base.select((eb) => eb.fn.count<number>('baseUser.id').distinct().as('total')).executeTakeFirstOrThrow();
      let rows = base
        .select(['baseUser.id', 'baseUser.realName', 'baseUser.account', 'baseUser.headIcon', 'baseUser.organizeId', 'baseUser.enabledMark', 'baseUser.sortCode'])
        .distinct();
      rows = q.sidx ? rows.orderBy(`baseUser.${q.sidx}`, q.sort) : rows.orderBy('baseUser.sortCode').orderBy('baseUser.account');
      const list = await rows.orderBy('baseUser.id').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list, total: Number(total) };
    },

    async existingUserIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('baseUser').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    memberIds: async (objectType: RelationType, objectId: string) =>
      (await db.selectFrom('baseUserRelation').select('userId').where('objectType', '=', objectType).where('objectId', '=', objectId).execute()).map((r) => r.userId),

    /** Replaces the members of the object (run it in a transaction). */
    async setMembers(objectType: RelationType, objectId: string, userIds: string[]) {
      await db.deleteFrom('baseUserRelation').where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
      for (const [i, userId] of userIds.entries()) {
        await db.insertInto('baseUserRelation').values({ id: newId(), userId, objectType, objectId, sortCode: i }).execute();
      }
    },

    /** A user who left a position no longer has it as major position. */
    clearMajorPosition: (positionId: string, exceptUserIds: string[]) => {
      let q = db.updateTable('baseUser').set({ positionId: null, lastModifyTime: Date.now() }).where('positionId', '=', positionId);
      if (exceptUserIds.length) q = q.where('id', 'not in', exceptUserIds);
      return q.execute();
    },
  };
}
