import { sql, type Kysely } from 'kysely';
import { cachedTotal } from '../../../server/db/count-cache';
import type { DB } from '../../../server/db/schema';
import { countWholeTable, keywordFilter, manyMatch, sortedHits, walkedPage } from '../../../server/db/search-index';
import type { LogListQuery } from '../contract';
import { LOGIN_LOG_SEARCH } from './log-search';

const LOG_COLUMNS = ['id', 'account', 'userName', 'type', 'method', 'ip', 'userAgent', 'result', 'creatorTime'] as const;

export function logRepository(db: Kysely<DB>) {
  /** Log rows matching the filters; the keyword through its index, or (`scan`) tested row by row. */
  function filtered(q: LogListQuery, keyword: 'indexed' | 'scan' = 'indexed') {
    let base = db.selectFrom('baseLoginLog');
    if (q.type) base = base.where('type', '=', q.type);
    if (q.startTime !== undefined) base = base.where('creatorTime', '>=', q.startTime);
    if (q.endTime !== undefined) base = base.where('creatorTime', '<=', q.endTime);
    if (q.keyword) base = base.where(keywordFilter(db, LOGIN_LOG_SEARCH, q.keyword, 'base_login_log')[keyword]);
    return base;
  }
  const ordered = <Q extends { orderBy: (ref: never, dir: 'asc' | 'desc') => Q }>(query: Q, t: string, q: LogListQuery): Q =>
    query.orderBy(sql.ref(`${t}.${q.sidx ?? 'creatorTime'}`) as never, q.sort).orderBy(sql.ref(`${t}.id`) as never, q.sort);

  return {
    /** A page of the log (ADR list-search: indexed keyword, totals cached per log generation). */
    async page(q: LogListQuery) {
      const offset = (q.currentPage - 1) * q.pageSize;
      const onlyKeyword = !q.type && q.startTime === undefined && q.endTime === undefined;
      const total = await cachedTotal(db, 'loginLog', filtered(q), q.keyword && onlyKeyword ? () => countWholeTable(db, LOGIN_LOG_SEARCH, q.keyword!) : undefined);
      if (offset >= total) return { list: [], total };
      const tableRows = q.keyword ? await cachedTotal(db, 'loginLog', db.selectFrom('baseLoginLog')) : 0;
      if (q.keyword && manyMatch(total, tableRows, offset, q.pageSize)) {
        const window = filtered({ ...q, keyword: undefined }).select(LOG_COLUMNS);
        const walked = await walkedPage(db, window, 'baseLoginLog', (qb, t) => ordered(qb, t, q), keywordFilter(db, LOGIN_LOG_SEARCH, q.keyword, 'w').scan, { pageSize: q.pageSize, offset, total, rows: tableRows });
        if (walked) return { list: walked, total };
      }
      const rows = filtered(q).select(LOG_COLUMNS);
      const list = q.keyword
        ? await sortedHits(db, rows, 'baseLoginLog', (qb, t) => ordered(qb, t, q), q.pageSize, offset)
        : await ordered(rows, 'baseLoginLog', q).limit(q.pageSize).offset(offset).execute();
      return { list, total };
    },

    async delete(ids: string[]) {
      const result = await db.deleteFrom('baseLoginLog').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
