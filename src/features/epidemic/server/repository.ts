import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import { EPIDEMIC_LIMITS, type HealthState, type ReportRow } from '../contract';
import type { BizEpidemicReportTable } from './tables';

/** How 健康打卡统计's data scope reads a person: their department, themselves. */
export const EPIDEMIC_USER_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`${sql.ref('baseUser.organizeId')} in (${sql.join(ids)})`,
  user: 'baseUser.id',
  fields: { organizeId: 'baseUser.organizeId' },
};

export const reportRowOf = (r: Selectable<BizEpidemicReportTable>): ReportRow => ({
  id: r.id, userId: r.userId, organizeId: r.organizeId, reportDate: r.reportDate, temperatureTenths: Number(r.temperatureTenths), healthState: r.healthState as HealthState,
  atRiskArea: Number(r.atRiskArea), travel: r.travel, note: r.note, creatorTime: Number(r.creatorTime), lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
});

type Values = Pick<BizEpidemicReportTable, 'organizeId' | 'temperatureTenths' | 'healthState' | 'atRiskArea' | 'travel' | 'note'>;

/** The only code that reads and writes bizEpidemicReport. */
export function epidemicRepository(db: Kysely<DB>) {
  return {
    ofUserDay: (userId: string, day: string) =>
      db.selectFrom('bizEpidemicReport').selectAll().where('userId', '=', userId).where('reportDate', '=', day).executeTakeFirst(),

    /** Writes the user's report of the day: the first one, or a replacement of the one there (same id). */
    async upsert(id: string, userId: string, day: string, values: Values, now: number) {
      await db.insertInto('bizEpidemicReport')
        .values({ id, userId, reportDate: day, ...values, creatorUserId: userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, lastModifyUserId: userId, lastModifyTime: now }))
        .execute();
    },

    async mine(userId: string, offset: number, limit: number) {
      const base = db.selectFrom('bizEpidemicReport').where('userId', '=', userId);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('reportDate', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(n), rows };
    },

    /** Enabled people inside the scope (and under `organizeId` when given), with their department's name. */
    people(scope: Expression<SqlBool>, organizeId: string | undefined) {
      let q = db.selectFrom('baseUser').leftJoin('baseOrganize', 'baseOrganize.id', 'baseUser.organizeId')
        .select(['baseUser.id', 'baseUser.realName', 'baseUser.account', 'baseOrganize.fullName as organizeName'])
        .where('baseUser.enabledMark', '=', 1).where(scope);
      if (organizeId) q = q.where((eb) => eb.or([eb('baseOrganize.id', '=', organizeId), eb('baseOrganize.organizeIdTree', 'like', `%${organizeId},%`)]));
      return q.orderBy('baseOrganize.fullName').orderBy('baseUser.account').limit(EPIDEMIC_LIMITS.deptUsers).execute();
    },

    async ofDay(day: string, userIds: readonly string[]) {
      const out: Selectable<BizEpidemicReportTable>[] = [];
      for (let i = 0; i < userIds.length; i += 500) {
        out.push(...(await db.selectFrom('bizEpidemicReport').selectAll().where('reportDate', '=', day).where('userId', 'in', userIds.slice(i, i + 500)).execute()));
      }
      return out;
    },
  };
}
