import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { PlanListQuery, PlanListRow } from '../contract';
import type { FaPlanDtlTable, FaPlanLogTable, FaPlanTable } from './tables';

const TRUE = sql<SqlBool>`1 = 1`;

/** The only code touching fa_plan, fa_plan_dtl and fa_plan_log; takes a transaction where one runs. */
export function planRepository(db: Kysely<DB>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /**
     * A plan (in `scope`). `lock` takes its row first on PostgreSQL (SQLite has one writer): a save and a
     * store of the same plan then queue on the plan before either touches a row — a row's change
     * updates its plan (the sync trigger), so taking rows first could deadlock.
     */
    plan(id: string, scope: Expression<SqlBool> = TRUE, lock = false) {
      const q = db.selectFrom('faPlan').selectAll().where('id', '=', id).where(scope);
      return (lock && isPostgres ? q.forUpdate() : q).executeTakeFirst();
    },
    rows: (planId: string) => db.selectFrom('faPlanDtl').selectAll().where('planId', '=', planId).orderBy('sortCode').orderBy('creatorTime').execute(),
    row: (id: string) => db.selectFrom('faPlanDtl').selectAll().where('id', '=', id).executeTakeFirst(),
    insertPlan: (row: FaPlanTable) => db.insertInto('faPlan').values(row).execute(),
    updatePlan: (id: string, values: Partial<Omit<FaPlanTable, 'id' | 'creatorTime' | 'creatorUserId'>>) =>
      db.updateTable('faPlan').set(values).where('id', '=', id).execute(),
    insertRows: (rows: FaPlanDtlTable[]) => (rows.length ? db.insertInto('faPlanDtl').values(rows).execute() : Promise.resolve([])),
    updateRow: (id: string, values: Partial<Pick<FaPlanDtlTable, 'itemName' | 'itemType' | 'itemTypeName' | 'itemNum' | 'sortCode'>>) =>
      db.updateTable('faPlanDtl').set(values).where('id', '=', id).execute(),
    /** Deletes rows nothing was stored from (the condition guards against a concurrent store). */
    async deleteUnpurchasedRows(ids: string[]) {
      if (ids.length === 0) return 0;
      const r = await db.deleteFrom('faPlanDtl').where('id', 'in', ids).where('hasApplNum', '=', 0).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Raises a row's stored count unless it would pass the planned quantity; false when it would. */
    async raiseStored(id: string, count: number) {
      const r = await db
        .updateTable('faPlanDtl')
        .set({ hasApplNum: sql<number>`has_appl_num + ${count}` })
        .where('id', '=', id)
        .where(sql<SqlBool>`has_appl_num + ${count} <= item_num`)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    insertLog: (row: FaPlanLogTable) => db.insertInto('faPlanLog').values(row).execute(),
    log: (id: string) => db.selectFrom('faPlanLog').selectAll().where('id', '=', id).executeTakeFirst(),
    logs: (planId: string) => db.selectFrom('faPlanLog').selectAll().where('planId', '=', planId).orderBy('creatorTime', 'desc').orderBy('id', 'desc').execute(),

    /** getSubscribeModels: plans in scope, filtered, sorted by a checked column, paged, with row totals. */
    async page(scope: Expression<SqlBool>, q: PlanListQuery): Promise<{ list: PlanListRow[]; total: number }> {
      const totals = db
        .selectFrom('faPlanDtl')
        .select((eb) => ['planId', eb.fn.countAll<number>().as('itemCount'), eb.fn.sum<number>('itemNum').as('itemNum'), eb.fn.sum<number>('hasApplNum').as('hasApplNum')])
        .groupBy('planId')
        .as('t');
      let base = db.selectFrom('faPlan').leftJoin(totals, 't.planId', 'faPlan.id').where(scope);
      if (q.applEntId) base = base.where('faPlan.applEntId', '=', q.applEntId);
      if (q.applDeptId) base = base.where('faPlan.applDeptId', '=', q.applDeptId);
      if (q.useUserId) base = base.where('faPlan.useUserId', '=', q.useUserId);
      if (q.startTime !== undefined) base = base.where('faPlan.creatorTime', '>=', q.startTime);
      if (q.endTime !== undefined) base = base.where('faPlan.creatorTime', '<=', q.endTime);
      if (q.itemType) base = base.where((eb) => eb.exists(eb.selectFrom('faPlanDtl as d').select('d.id').whereRef('d.planId', '=', 'faPlan.id').where('d.itemType', '=', q.itemType!)));
      if (q.state === 'none') base = base.where(sql<SqlBool>`coalesce(t.has_appl_num, 0) = 0`);
      if (q.state === 'part') base = base.where(sql<SqlBool>`t.has_appl_num > 0 and t.has_appl_num < t.item_num`);
      if (q.state === 'done') base = base.where(sql<SqlBool>`t.has_appl_num > 0 and t.has_appl_num >= t.item_num`);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) =>
          eb.or([
            containsText('fa_plan.appl_ent_name', k), containsText('fa_plan.appl_dept_name', k), containsText('fa_plan.use_user_name', k),
            eb.exists(eb.selectFrom('faPlanDtl as d').select('d.id').whereRef('d.planId', '=', 'faPlan.id').where(containsText('d.item_name', k))),
          ]),
        );
      }
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('baseUser as u', 'u.id', 'faPlan.creatorUserId')
        .selectAll('faPlan')
        .select(['u.realName as creatorUserName', 't.itemCount', 't.itemNum', 't.hasApplNum'])
        .orderBy(sql.ref(`faPlan.${q.sidx ?? 'creatorTime'}`), q.sort)
        .orderBy('faPlan.id', q.sort)
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      const ids = rows.map((r) => r.id);
      const names = ids.length
        ? await db.selectFrom('faPlanDtl').select(['planId', 'itemName']).where('planId', 'in', ids).orderBy('sortCode').execute()
        : [];
      const list = rows.map((r) => ({
        id: r.id, applEntId: r.applEntId, applEntName: r.applEntName, applDeptId: r.applDeptId, applDeptName: r.applDeptName,
        useUserId: r.useUserId, useUserName: r.useUserName, creatorUserId: r.creatorUserId, creatorUserName: r.creatorUserName ?? '',
        creatorTime: r.creatorTime, lastModifyTime: r.lastModifyTime,
        itemCount: Number(r.itemCount ?? 0), itemNum: Number(r.itemNum ?? 0), hasApplNum: Number(r.hasApplNum ?? 0),
        itemNames: names.filter((n) => n.planId === r.id).map((n) => n.itemName).join('、'),
      }));
      return { list, total: Number(counted.n) };
    },
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
