import type { Kysely } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import { scopeWhere } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  EPIDEMIC_MANAGE_MENU, EPIDEMIC_MENU, EpidemicMsg, FEVER_AT, reportDayOf, reportIdOf, type DeptDay, type DeptQuery, type ReportArgs,
} from '../contract';
import { EPIDEMIC_USER_SCOPE, epidemicRepository, reportRowOf } from './repository';

const DAY = 86_400_000;

/**
 * 每日健康打卡: a user's own reports (everyone holding 每日健康打卡), and a day of a department for
 * holders of 健康打卡统计, inside its data scope.
 */
export function epidemicService(ctx: ServerContext) {
  const db = ctx.database.db;

  /**
   * Writes the caller's report in the caller's transaction (a REST call's or a device push's). The
   * day is today, or yesterday for a report written offline before midnight that arrives after it.
   */
  async function saveIn(tx: Kysely<DB>, auth: AuthContext, a: ReportArgs, now: number) {
    const today = reportDayOf(now);
    if (a.reportDate !== today && a.reportDate !== reportDayOf(now - DAY)) throw fail.badRequest(EpidemicMsg.dayInvalid);
    if (a.id !== reportIdOf(auth.userId, a.reportDate)) throw fail.badRequest(EpidemicMsg.idInvalid);
    const user = await tx.selectFrom('baseUser').select('organizeId').where('id', '=', auth.userId).executeTakeFirst();
    const values = {
      organizeId: user?.organizeId ?? null, temperatureTenths: Math.round(a.body.temperature * 10), healthState: a.body.healthState,
      atRiskArea: a.body.atRiskArea ? 1 : 0, travel: a.body.travel, note: a.body.note,
    };
    const repo = epidemicRepository(tx);
    const before = await repo.ofUserDay(auth.userId, a.reportDate);
    await repo.upsert(a.id, auth.userId, a.reportDate, values, now);
    ctx.audit.change(auth, { module: EPIDEMIC_MENU, entity: 'bizEpidemicReport', id: a.id, before: before ? { ...reportRowOf(before) } : null, after: values });
  }

  return {
    saveIn,

    async save(auth: AuthContext, a: ReportArgs) {
      await assertAccess(ctx.access, auth, EPIDEMIC_MENU);
      await db.transaction().execute((tx) => saveIn(tx, auth, a, Date.now()));
      const saved = await epidemicRepository(db).ofUserDay(auth.userId, a.reportDate);
      return saved ? reportRowOf(saved) : null;
    },

    async mine(auth: AuthContext, q: { currentPage: number; pageSize: number }) {
      await assertAccess(ctx.access, auth, EPIDEMIC_MENU);
      const { total, rows } = await epidemicRepository(db).mine(auth.userId, (q.currentPage - 1) * q.pageSize, q.pageSize);
      return { list: rows.map(reportRowOf), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async today(auth: AuthContext) {
      await assertAccess(ctx.access, auth, EPIDEMIC_MENU);
      const row = await epidemicRepository(db).ofUserDay(auth.userId, reportDayOf(Date.now()));
      return { day: reportDayOf(Date.now()), report: row ? reportRowOf(row) : null };
    },

    /** A day of the people inside the menu's data scope: their reports, and who has not reported. */
    async dept(auth: AuthContext, q: DeptQuery): Promise<DeptDay> {
      await assertAccess(ctx.access, auth, EPIDEMIC_MANAGE_MENU);
      const day = q.day ?? reportDayOf(Date.now());
      const scope = scopeWhere(await ctx.dataScope.resolve(auth, EPIDEMIC_MANAGE_MENU), EPIDEMIC_USER_SCOPE);
      const repo = epidemicRepository(db);
      const people = await repo.people(scope, q.organizeId);
      const reports = new Map((await repo.ofDay(day, people.map((p) => p.id))).map((r) => [r.userId, reportRowOf(r)]));
      const person = (p: (typeof people)[number]) => ({ userId: p.id, realName: p.realName, account: p.account, organizeName: p.organizeName ?? '' });
      const reported: DeptDay['reported'] = [];
      const missing: DeptDay['missing'] = [];
      for (const p of people) {
        const r = reports.get(p.id);
        if (!r) missing.push(person(p));
        else {
          const { userId: _u, organizeId: _o, ...report } = r;
          reported.push({ ...person(p), ...report });
        }
      }
      return {
        day, reported, missing,
        summary: {
          total: people.length, reported: reported.length, missing: missing.length,
          fever: reported.filter((r) => r.temperatureTenths >= FEVER_AT * 10).length, atRisk: reported.filter((r) => r.atRiskArea === 1).length,
        },
      };
    },
  };
}
