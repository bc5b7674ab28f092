import type { Kysely } from 'kysely';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { z } from 'zod';
import type { onlineUserQuery } from '../../contract/authorize';

type Query = z.infer<typeof onlineUserQuery>;

/** Live sessions: not ended, not expired. */
export function onlineRepository(db: Kysely<DB>) {
  return {
    async page(q: Query) {
      const now = Date.now();
      let base = db
        .selectFrom('baseSession')
        .innerJoin('baseUser', 'baseUser.id', 'baseSession.userId')
        .leftJoin('baseOrganize', 'baseOrganize.id', 'baseUser.organizeId')
        .where('baseSession.endedAt', 'is', null)
        .where('baseSession.expiresAt', '>', now);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText('baseUser.account', k), containsText('baseUser.realName', k), containsText('baseSession.ip', k)]));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const sortColumn = q.sidx === 'userName' ? 'baseUser.realName' : 'baseSession.createdAt';
      const rows = await base
        .select([
          'baseSession.id as sessionId', 'baseSession.userId', 'baseUser.realName as userName', 'baseUser.account', 'baseOrganize.organizeIdTree',
          'baseSession.ip', 'baseSession.device', 'baseSession.userAgent', 'baseSession.createdAt as loginTime', 'baseSession.lastSeenAt',
        ])
        .orderBy(sortColumn, q.sort)
        .orderBy('baseSession.id')
        .limit(q.pageSize)
        .offset((q.currentPage - 1) * q.pageSize)
        .execute();
      const ids = [...new Set(rows.flatMap((r) => r.organizeIdTree?.split(',') ?? []))];
      const names = new Map(ids.length ? (await db.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', 'in', ids).execute()).map((o) => [o.id, o.fullName]) : []);
      const list = rows.map(({ organizeIdTree, ...r }) => ({ ...r, organizeName: (organizeIdTree?.split(',') ?? []).map((id) => names.get(id) ?? '').join('/') }));
      return { list, total: Number(total) };
    },
    userExists: async (userId: string) => (await db.selectFrom('baseUser').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,
  };
}
