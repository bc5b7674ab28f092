import type { Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { LogListQuery } from '../contract';

export function logRepository(db: Kysely<DB>) {
  return {
    async page(q: LogListQuery) {
      let base = db.selectFrom('baseLoginLog');
      if (q.type) base = base.where('type', '=', q.type);
      if (q.startTime !== undefined) base = base.where('creatorTime', '>=', q.startTime);
      if (q.endTime !== undefined) base = base.where('creatorTime', '<=', q.endTime);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText('account', k), containsText('userName', k), containsText('ip', k)]));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const list = await base
        .select(['id', 'account', 'userName', 'type', 'method', 'ip', 'userAgent', 'result', 'creatorTime'])
        .orderBy(q.sidx ?? 'creatorTime', q.sort)
        .orderBy('id', q.sort)
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      return { list, total: Number(total) };
    },

    async delete(ids: string[]) {
      const result = await db.deleteFrom('baseLoginLog').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
