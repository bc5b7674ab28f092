import { PostgresAdapter, sql, type Kysely, type SqlBool } from 'kysely';
import { OPERATION_LOG_SEARCH } from '../../../../server/audit/search';
import { cachedTotal } from '../../../../server/db/count-cache';
import { keywordFilter, manyMatch, sortedHits, walkedPage } from '../../../../server/db/search-index';
import type { DB } from '../../../../server/db/schema';
import type { OplogCategory, OplogListQuery } from '../../contract';

export const ROW_COLUMNS = [
  'id', 'category', 'userId', 'account', 'userName', 'ip', 'method', 'url', 'module', 'action',
  'httpStatus', 'code', 'msg', 'duration', 'reference', 'changeCount', 'creatorTime',
] as const;
const DETAIL_COLUMNS = [...ROW_COLUMNS, 'userAgent', 'summary', 'error', 'changes'] as const;

/** The only code that reads and deletes base_operation_log (the shell's recorder writes it). */
export function oplogRepository(db: Kysely<DB>) {
  /** Rows of a category matching the filters, the keyword through its index. */
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  function filtered(category: OplogCategory, q: Omit<OplogListQuery, 'currentPage' | 'pageSize' | 'sort'>) {
    const keyword = q.keyword?.trim();
    const reference = keyword?.toUpperCase();
    let base = db.selectFrom('baseOperationLog');
    if (postgres) {
      // PostgreSQL combines the indexes of an OR itself (a bitmap OR, with its statistics); an
      // IN (… UNION ALL …) became a subplan run for every row it walked in time order.
      base = base.where('category', '=', category);
      if (q.user) base = base.where((eb) => eb.or([eb('account', '=', q.user!), eb('userName', '=', q.user!)]));
      if (keyword) base = base.where((eb) => eb.or([keywordFilter(db, OPERATION_LOG_SEARCH, keyword, 'base_operation_log').indexed, eb('ip', '=', keyword), eb('reference', '=', reference!)]));
    } else {
      // SQLite has no statistics and walked every row of the category testing the OR: a user or a
      // keyword is answered from its own indexes first (candidate ids, category included), and the
      // row is then looked up by id.
      const ofCategory = () => db.selectFrom('baseOperationLog').select('id').where('category', '=', category);
      const candidates = [];
      if (q.user) candidates.push(ofCategory().where('account', '=', q.user).unionAll(ofCategory().where('userName', '=', q.user)));
      if (keyword) {
        candidates.push(db.selectFrom('baseOperationLog as s').select('s.id').where('s.category', '=', category).where(keywordFilter(db, OPERATION_LOG_SEARCH, keyword, 's').indexed)
          .unionAll(ofCategory().where('ip', '=', keyword))
          .unionAll(ofCategory().where('reference', '=', reference!)));
      }
      if (candidates.length === 0) base = base.where('category', '=', category);
      for (const ids of candidates) base = base.where('baseOperationLog.id', 'in', ids);
    }
    if (q.startTime !== undefined) base = base.where('creatorTime', '>=', q.startTime);
    if (q.endTime !== undefined) base = base.where('creatorTime', '<=', q.endTime);
    if (q.module) base = base.where('module', '=', q.module);
    // Success is the envelope's 200; anything else (a refusal, a validation failure, a 500) is a failure:
    // two ranges and a null, each a range of the (category, code) index, rather than `<>`.
    if (q.outcome === 'success') base = base.where('code', '=', 200);
    if (q.outcome === 'failure') base = base.where((eb) => eb.or([eb('code', '<', 200), eb('code', '>', 200), eb('code', 'is', null)]));
    return base;
  }
  const ordered = <Q extends { orderBy: (ref: never, dir: 'asc' | 'desc') => Q }>(query: Q, t: string, q: OplogListQuery): Q =>
    query.orderBy(sql.ref(`${t}.${q.sidx ?? 'creatorTime'}`) as never, q.sort).orderBy(sql.ref(`${t}.id`) as never, q.sort);

  return {
    /**
     * A page of one category (ADR 0032): totals cached per `auditLog` generation (ADR list-search);
     * a keyword with many matches walks the time order, one with few sorts the index's hits.
     */
    async page(category: OplogCategory, q: OplogListQuery) {
      const offset = (q.currentPage - 1) * q.pageSize;
      const keyword = q.keyword?.trim();
      const total = await cachedTotal(db, 'auditLog', filtered(category, q));
      if (offset >= total) return { list: [], total };
      if (keyword) {
        const rows = await cachedTotal(db, 'auditLog', db.selectFrom('baseOperationLog').where('category', '=', category));
        if (manyMatch(total, rows, offset, q.pageSize)) {
          const window = filtered(category, { ...q, keyword: undefined }).select(ROW_COLUMNS);
          // The same keyword condition without the index, on the walked rows (alias w).
          const scan = sql<SqlBool>`(${keywordFilter(db, OPERATION_LOG_SEARCH, keyword, 'w').scan} or ${sql.ref('w.ip')} = ${keyword} or ${sql.ref('w.reference')} = ${keyword.toUpperCase()})`;
          const walked = await walkedPage(db, window, 'baseOperationLog', (qb, t) => ordered(qb, t, q), scan, { pageSize: q.pageSize, offset, total, rows });
          if (walked) return { list: walked, total };
        }
        return { list: await sortedHits(db, filtered(category, q).select(ROW_COLUMNS), 'baseOperationLog', (qb, t) => ordered(qb, t, q), q.pageSize, offset), total };
      }
      const list = await ordered(filtered(category, q).select(ROW_COLUMNS), 'baseOperationLog', q).limit(q.pageSize).offset(offset).execute();
      return { list, total };
    },

    /** Every row the filters match, newest first, up to `limit` (exports). */
    all: (category: OplogCategory, q: OplogListQuery, limit: number) => ordered(filtered(category, q).select(ROW_COLUMNS), 'baseOperationLog', q).limit(limit).execute(),

    byId: (category: OplogCategory, id: string) =>
      db.selectFrom('baseOperationLog').select(DETAIL_COLUMNS).where('category', '=', category).where('id', '=', id).executeTakeFirst(),

    async delete(category: OplogCategory, ids: string[]) {
      const result = await db.deleteFrom('baseOperationLog').where('category', '=', category).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Names of the menus and of their buttons the rows mention, for the list's module and action columns. */
    async names(modules: string[]) {
      if (modules.length === 0) return { menus: new Map(), buttons: new Map() };
      const menus = await db.selectFrom('baseModule').select(['id', 'enCode', 'fullName', 'fullNameZhtw', 'fullNameEn']).where('enCode', 'in', modules).execute();
      const buttons = menus.length
        ? await db.selectFrom('baseModuleButton').select(['moduleId', 'enCode', 'fullName']).where('moduleId', 'in', menus.map((m) => m.id)).execute()
        : [];
      const codeOf = new Map(menus.map((m) => [m.id, m.enCode]));
      return {
        menus: new Map(menus.map((m) => [m.enCode, { zh: m.fullName, zhtw: m.fullNameZhtw, en: m.fullNameEn }])),
        buttons: new Map(buttons.map((b) => [`${codeOf.get(b.moduleId)}:${b.enCode}`, b.fullName])),
      };
    },
  };
}
export type OplogRepository = ReturnType<typeof oplogRepository>;
export type OplogRecord = Awaited<ReturnType<OplogRepository['page']>>['list'][number];
