import type { Kysely } from 'kysely';
import type { GroupTable } from '../../../../server/identity/tables';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { GroupListQuery } from '../../contract';

const columns = ['id', 'fullName', 'enCode', 'type', 'sortCode', 'enabledMark', 'description', 'creatorTime'] as const;
/** A row of the table, as the identity core declares it. */
export type GroupRecord = GroupTable;

/** The only code that touches base_group. */
export function groupRepository(db: Kysely<DB>) {
  return {
    async page(q: GroupListQuery) {
      let base = db.selectFrom('baseGroup');
      if (q.enabledMark !== undefined) base = base.where('enabledMark', '=', q.enabledMark);
      const k = q.keyword?.trim();
      if (k) base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k), containsText('type', k)]));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let rows = base.select(columns);
      rows = q.sidx ? rows.orderBy(q.sidx, q.sort) : rows.orderBy('sortCode').orderBy('creatorTime');
      const list = await rows.orderBy('id').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: list as GroupRecord[], total: Number(total) };
    },

    all: () => db.selectFrom('baseGroup').select(columns).orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute() as Promise<GroupRecord[]>,

    /** The enabled groups a user is a member of, in list order. */
    enabledOfMember: (userId: string) =>
      db.selectFrom('baseGroup').innerJoin('baseUserRelation as r', 'r.objectId', 'baseGroup.id')
        .select(['baseGroup.id', 'baseGroup.fullName'])
        .where('r.userId', '=', userId).where('r.objectType', '=', 'Group').where('baseGroup.enabledMark', '=', 1)
        .orderBy('baseGroup.sortCode').orderBy('baseGroup.creatorTime').orderBy('baseGroup.id')
        .execute(),

    byId: (id: string) => db.selectFrom('baseGroup').select(columns).where('id', '=', id).executeTakeFirst() as Promise<GroupRecord | undefined>,

    async taken(field: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('baseGroup').select('id').where(field, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.limit(1).execute()).length > 0;
    },

    insert: (row: GroupRecord) => db.insertInto('baseGroup').values(row).execute(),
    update: (id: string, patch: Partial<Omit<GroupRecord, 'id'>>) => db.updateTable('baseGroup').set(patch).where('id', '=', id).execute(),
    delete: (id: string) => db.deleteFrom('baseGroup').where('id', '=', id).execute(),
  };
}
