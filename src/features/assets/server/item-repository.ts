import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { ITEM_ROW_COLUMNS, type ItemListQuery, type ItemRow, type MyItemListQuery } from '../contract';
import type { FaItemLogTable, FaItemTable } from './tables';

const TRUE = sql<SqlBool>`1 = 1`;
type Filters = Partial<ItemListQuery> & MyItemListQuery;

/** The only code touching fa_item and fa_item_log; takes a transaction where one runs. */
export function itemRepository(db: Kysely<DB>) {
  function filtered(where: Expression<SqlBool>, q: Filters) {
    let base = db.selectFrom('faItem').where(where);
    if (q.status) base = base.where('status', '=', q.status);
    if (q.itemType) base = base.where('itemType', '=', q.itemType);
    if (q.nowEntId) base = base.where('nowEntId', '=', q.nowEntId);
    if (q.nowDeptId) base = base.where('nowDeptId', '=', q.nowDeptId);
    if (q.nowUserId) base = base.where('nowUserId', '=', q.nowUserId);
    if (q.planId) base = base.where('planId', '=', q.planId);
    if (q.location) base = base.where(containsText('fa_item.location', q.location));
    if (q.storageStart !== undefined) base = base.where('storageTime', '>=', q.storageStart);
    if (q.storageEnd !== undefined) base = base.where('storageTime', '<=', q.storageEnd);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fa_item.asset_code', k), containsText('fa_item.item_name', k), containsText('fa_item.brand', k), containsText('fa_item.specification', k)]));
    }
    return base;
  }

  return {
    item: (id: string, where: Expression<SqlBool> = TRUE) =>
      db.selectFrom('faItem').select([...ITEM_ROW_COLUMNS]).where('id', '=', id).where(where).executeTakeFirst() as Promise<ItemRow | undefined>,
    insertItems: (rows: FaItemTable[]) => (rows.length ? db.insertInto('faItem').values(rows).execute() : Promise.resolve([])),
    insertLogs: (rows: FaItemLogTable[]) => (rows.length ? db.insertInto('faItemLog').values(rows).execute() : Promise.resolve([])),
    /** Moves an item only while it is in one of `from` (a concurrent action loses here, not later). */
    async transition(id: string, from: readonly string[], values: Partial<Omit<FaItemTable, 'id' | 'assetCode' | 'creatorTime'>>) {
      const r = await db.updateTable('faItem').set(values).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    setAttach: (id: string, attach: string) => db.updateTable('faItem').set({ attach, lastModifyTime: Date.now() }).where('id', '=', id).execute(),
    logs: (itemId: string) => db.selectFrom('faItemLog').selectAll().where('itemId', '=', itemId).orderBy('createAt').orderBy('id').execute(),

    /** A list page: filters, sort by a checked column, paging. */
    async page(where: Expression<SqlBool>, q: Filters): Promise<{ list: ItemRow[]; total: number }> {
      const base = filtered(where, q);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const list = await base
        .select([...ITEM_ROW_COLUMNS])
        .orderBy(q.sidx ?? 'storageTime', q.sort)
        .orderBy('assetCode', q.sort)
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      return { list: list as ItemRow[], total: Number(counted.n) };
    },

    /** Plan rows with something left to store. */
    async pendingPlanRows(q: { keyword?: string; currentPage: number; pageSize: number; sort: 'asc' | 'desc'; sidx?: 'creatorTime' | 'itemName' }) {
      let base = db.selectFrom('faPlanDtl as d').innerJoin('faPlan as p', 'p.id', 'd.planId').where(sql<SqlBool>`d.has_appl_num < d.item_num`);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText('d.item_name', k), containsText('p.appl_ent_name', k), containsText('p.appl_dept_name', k), containsText('p.use_user_name', k)]));
      }
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['d.id as planDtlId', 'd.planId', 'd.itemName', 'd.itemType', 'd.itemTypeName', 'd.itemNum', 'd.hasApplNum', 'p.applEntName', 'p.applDeptName', 'p.useUserName', 'd.creatorTime'])
        .orderBy(sql.ref(`d.${q.sidx ?? 'creatorTime'}`), q.sort)
        .orderBy('d.id', q.sort)
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      return { list: rows.map((r) => ({ ...r, remaining: r.itemNum - r.hasApplNum })), total: Number(counted.n) };
    },
  };
}
export type ItemRepository = ReturnType<typeof itemRepository>;
