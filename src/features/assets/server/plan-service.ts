import type { Kysely } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { scopeWhere } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import { AssetModule, PlanMsg, type CreatorLogBody, type PlanDetail, type PlanListQuery, type PlanUpdateBody, type PlanUpdateResult } from '../contract';
import { directory } from './directory';
import { directoryRepository } from './directory-repository';
import { compareClientLog } from './plan-log';
import { planRepository } from './plan-repository';
import { readPlanBody } from './plan-rules';
import { PLAN_SCOPE } from './plan-scope';
import { savePlan } from './plan-save';

/** 资产计划: list, detail, save under the §5 rules, change log. */
export function planService(ctx: ServerContext, db: Kysely<DB> = ctx.database.db) {
  const repo = planRepository(db);
  const dir = directory(directoryRepository(db));
  const scopeOf = async (auth: AuthContext) => scopeWhere(await ctx.dataScope.resolve(auth, AssetModule.plan), PLAN_SCOPE);

  async function planInScope(auth: AuthContext, id: string) {
    const plan = await repo.plan(id, await scopeOf(auth));
    if (!plan) throw fail.notFound(PlanMsg.planNotFound);
    return plan;
  }

  return {
    async page(auth: AuthContext, q: PlanListQuery) {
      const { list, total } = await repo.page(await scopeOf(auth), q);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async detail(auth: AuthContext, id: string): Promise<PlanDetail> {
      const plan = await planInScope(auth, id);
      const rows = await repo.rows(id);
      const creator = (await directoryRepository(db).userNames([plan.creatorUserId]))[0];
      return {
        ...plan,
        creatorUserName: creator?.realName ?? '',
        locked: rows.some((r) => r.hasApplNum > 0),
        dtlList: rows.map((r) => ({ ...r, dtlLogId: r.id })),
      };
    },

    async logs(auth: AuthContext, planId: string) {
      await planInScope(auth, planId);
      return repo.logs(planId);
    },

    /** No id creates, an id edits; the five §5 emptiness checks come before anything else is looked at. */
    async update(auth: AuthContext, body: PlanUpdateBody): Promise<PlanUpdateResult> {
      const input = readPlanBody(body);
      const powers = await dir.powers(auth);
      const scope = input.id ? await scopeOf(auth) : undefined;
      const itemTypes = await directoryRepository(db).dictionary('itemType');
      return db.transaction().execute((trx) => savePlan(trx, { auth, input, powers, scope, itemTypes }));
    },

    /** Confirms the §3 payload the client logs after a save agrees with what the server recorded. */
    async creatorLog(auth: AuthContext, body: CreatorLogBody) {
      const log = await repo.log(body.planInfoLogId);
      if (!log) throw fail.notFound(PlanMsg.logNotFound);
      if (log.changeUserId !== auth.userId) throw fail.forbidden(PlanMsg.logNotYours);
      const verdict = compareClientLog({ appl: log.changeApplJson, dtl: log.changeDtlListJson }, { appl: body.changeApplJson, dtl: body.changeDtlListJson });
      if (verdict === 'invalid') throw fail.badRequest(PlanMsg.logInvalid);
      if (verdict === 'mismatch') throw fail.badRequest(PlanMsg.logMismatch);
    },
  };
}
export type PlanService = ReturnType<typeof planService>;
