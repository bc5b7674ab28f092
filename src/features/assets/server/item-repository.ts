import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { cachedTotal } from '../../../server/db/count-cache';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { countWholeTable, keywordFilter, manyMatch, sortedHits, walkedPage } from '../../../server/db/search-index';
import { ITEM_ROW_COLUMNS, type ItemListQuery, type ItemRow, type MyItemListQuery } from '../contract';
import { ITEM_SEARCH } from './search';
import type { FaItemLogTable, FaItemTable } from './tables';

const TRUE = sql<SqlBool>`1 = 1`;
type Filters = Partial<ItemListQuery> & MyItemListQuery;

/** The only code touching fa_item and fa_item_log; takes a transaction where one runs. */
export function itemRepository(db: Kysely<DB>) {
  /** Items matching the filters; the keyword through its index, or (`scan`) tested row by row. */
  function filtered(where: Expression<SqlBool>, q: Filters, keyword: 'indexed' | 'scan' = 'indexed') {
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
    if (q.keyword) base = base.where(keywordFilter(db, ITEM_SEARCH, q.keyword, 'fa_item')[keyword]);
    return base;
  }
  const onlyKeyword = (q: Filters) =>
    !q.status && !q.itemType && !q.nowEntId && !q.nowDeptId && !q.nowUserId && !q.planId && !q.location && q.storageStart === undefined && q.storageEnd === undefined;
  const ordered = <Q extends { orderBy: (ref: never, dir: 'asc' | 'desc') => Q }>(query: Q, t: string, q: Filters): Q =>
    query.orderBy(sql.ref(`${t}.${q.sidx ?? 'storageTime'}`) as never, q.sort).orderBy(sql.ref(`${t}.assetCode`) as never, q.sort);

  return {
    item: (id: string, where: Expression<SqlBool> = TRUE) =>
      db.selectFrom('faItem').select([...ITEM_ROW_COLUMNS]).where('id', '=', id).where(where).executeTakeFirst() as Promise<ItemRow | undefined>,
    visibleIds: async (ids: string[], where: Expression<SqlBool>) =>
      (await db.selectFrom('faItem').select('id').where('id', 'in', ids).where(where).execute()).map((r) => r.id),
    insertItems: (rows: FaItemTable[]) => (rows.length ? db.insertInto('faItem').values(rows).execute() : Promise.resolve([])),
    insertLogs: (rows: FaItemLogTable[]) => (rows.length ? db.insertInto('faItemLog').values(rows).execute() : Promise.resolve([])),
    /** Moves an item only while it is in one of `from` (a concurrent action loses here, not later). */
    async transition(id: string, from: readonly string[], values: Partial<Omit<FaItemTable, 'id' | 'assetCode' | 'creatorTime'>>) {
      const r = await db.updateTable('faItem').set(values).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    setAttach: (id: string, attach: string) => db.updateTable('faItem').set({ attach, lastModifyTime: Date.now() }).where('id', '=', id).execute(),
    logs: (itemId: string) => db.selectFrom('faItemLog').selectAll().where('itemId', '=', itemId).orderBy('createAt').orderBy('id').execute(),

    /**
     * A list page: filters, sort by a checked column, paging (ADR list-search). `wholeTable`: the
     * caller's scope is every item, so a short keyword alone can be counted in its index.
     */
    async page(where: Expression<SqlBool>, q: Filters, wholeTable = false): Promise<{ list: ItemRow[]; total: number }> {
      const offset = (q.currentPage - 1) * q.pageSize;
      const fromIndex = q.keyword && wholeTable && onlyKeyword(q) ? () => countWholeTable(db, ITEM_SEARCH, q.keyword!) : undefined;
      const total = await cachedTotal(db, 'assets', filtered(where, q), fromIndex);
      if (offset >= total) return { list: [], total };
      const tableRows = q.keyword ? await cachedTotal(db, 'assets', db.selectFrom('faItem')) : 0;
      if (q.keyword && manyMatch(total, tableRows, offset, q.pageSize)) {
        // Many matches: the page among the first rows in list order, if it fills there.
        const window = filtered(where, { ...q, keyword: undefined }).select([...ITEM_ROW_COLUMNS]);
        const walked = await walkedPage(db, window, 'faItem', (qb, t) => ordered(qb, t, q), keywordFilter(db, ITEM_SEARCH, q.keyword, 'w').scan, { pageSize: q.pageSize, offset, total, rows: tableRows });
        if (walked) return { list: walked as ItemRow[], total };
      }
      const rows = filtered(where, q).select([...ITEM_ROW_COLUMNS]);
      const list = q.keyword
        ? await sortedHits(db, rows, 'faItem', (qb, t) => ordered(qb, t, q), q.pageSize, offset)
        : await ordered(rows, 'faItem', q).limit(q.pageSize).offset(offset).execute();
      return { list: list as ItemRow[], total };
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
