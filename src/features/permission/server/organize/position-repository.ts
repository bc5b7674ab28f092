import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { PositionTable } from '../../../../server/identity/tables';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import { scopeWhere, type DataScope } from '../../../../server/identity/data-scope';
import type { PositionListQuery } from '../../contract';

const columns = ['id', 'fullName', 'enCode', 'type', 'organizeId', 'sortCode', 'enabledMark', 'description', 'creatorTime'] as const;
/** A row of the table, as the identity core declares it. */
export type PositionRecord = PositionTable;

/** The only code that touches base_position. */
export function positionRepository(db: Kysely<DB>) {
  return {
    async page(q: PositionListQuery, orgIds: string[] | null, scope: DataScope) {
      let base = db.selectFrom('basePosition').where(() => scopeWhere(scope, { org: (ids) => sql<SqlBool>`${sql.ref('basePosition.organizeId')} in (${sql.join(ids)})` }));
      if (orgIds) base = orgIds.length ? base.where('organizeId', 'in', orgIds) : base.where(sql<SqlBool>`1 = 0`);
      if (q.enabledMark !== undefined) base = base.where('enabledMark', '=', q.enabledMark);
      const k = q.keyword?.trim();
      if (k) base = base.where((eb) => eb.or([containsText('basePosition.fullName', k), containsText('basePosition.enCode', k)]));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let rows = base.select(columns);
      rows = q.sidx ? rows.orderBy(q.sidx, q.sort) : rows.orderBy('sortCode').orderBy('creatorTime');
      const list = await rows.orderBy('id').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: list as PositionRecord[], total: Number(total) };
    },

    /** Positions filtered by organisations, ids and keyword (each filter optional). */
    async find(f: { orgIds?: string[]; ids?: string[]; either?: boolean; keyword?: string; enabledOnly?: boolean } = {}): Promise<PositionRecord[]> {
      let q = db.selectFrom('basePosition').select(columns);
      const conds: ((eb: ExpressionBuilder<DB, 'basePosition'>) => Expression<SqlBool>)[] = [];
      if (f.orgIds) conds.push((eb) => (f.orgIds!.length ? eb('organizeId', 'in', f.orgIds!) : sql<SqlBool>`1 = 0`));
      if (f.ids) conds.push((eb) => (f.ids!.length ? eb('id', 'in', f.ids!) : sql<SqlBool>`1 = 0`));
      if (conds.length) q = q.where((eb) => (f.either ? eb.or(conds.map((c) => c(eb))) : eb.and(conds.map((c) => c(eb)))));
      if (f.enabledOnly) q = q.where('enabledMark', '=', 1);
      const k = f.keyword?.trim();
      if (k) q = q.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k)]));
      return (await q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute()) as PositionRecord[];
    },

    byId: (id: string) => db.selectFrom('basePosition').select(columns).where('id', '=', id).executeTakeFirst() as Promise<PositionRecord | undefined>,

    async codeTaken(enCode: string, exceptId?: string) {
      let q = db.selectFrom('basePosition').select('id').where('enCode', '=', enCode);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.limit(1).execute()).length > 0;
    },

    async nameTakenInOrg(organizeId: string, fullName: string, exceptId?: string) {
      let q = db.selectFrom('basePosition').select('id').where('organizeId', '=', organizeId).where('fullName', '=', fullName);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.limit(1).execute()).length > 0;
    },

    insert: (row: PositionRecord) => db.insertInto('basePosition').values(row).execute(),
    update: (id: string, patch: Partial<Omit<PositionRecord, 'id'>>) => db.updateTable('basePosition').set(patch).where('id', '=', id).execute(),

    /** Deletes the position with its organisation links and its authorisations. */
    async delete(id: string) {
      await db.deleteFrom('baseOrganizeRelation').where('objectType', '=', 'Position').where('objectId', '=', id).execute();
      await db.deleteFrom('baseAuthorize').where('objectType', '=', 'Position').where('objectId', '=', id).execute();
      await db.deleteFrom('basePosition').where('id', '=', id).execute();
    },
  };
}
