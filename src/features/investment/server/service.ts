import type { Expression, Kysely, SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { referenceChecks } from '../../../server/db/reference-checks';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import { scopeWhere } from '../../../server/identity/data-scope';
import { boundFlows } from '../../../server/modules/bound-flows';
import type { FlowEffects, WorkbenchQuery } from '../../../server/modules/feature-module';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  INVESTMENT_BILL_RULE, INVESTMENT_FILE_OWNER, INVESTMENT_STATUS, INVESTMENT_INDUSTRY_DICTIONARY, INVESTMENT_MENU, InvestmentMsg, isEditableFiling, scaleOf,
  type InvestmentBody, type InvestmentListQuery, type InvestmentSaveArgs,
} from '../contract';
import { INVESTMENT_SCOPE, investmentOf, investmentRepository } from './repository';

export const INVESTMENT_MODULE = 'investment';
type Scope = Expression<SqlBool>;

/** What the approval reads: the filing's values, amounts as numbers (conditions compare them). */
const flowValues = (no: string, b: InvestmentBody) => ({ ...b, filingNo: no, scale: scaleOf(b.totalInvestment), totalInvestment: Number(b.totalInvestment) });

/** 投资备案: list, detail, save (and send for approval in the same transaction), remove — menu, button and data scope first. */
export function investmentService(ctx: ServerContext) {
  const db = ctx.database.db;
  const scopeOf = async (auth: AuthContext): Promise<Scope> => scopeWhere(await ctx.dataScope.resolve(auth, INVESTMENT_MENU), INVESTMENT_SCOPE);

  async function checked(tx: Kysely<DB>, id: string, b: InvestmentBody) {
    const refs = referenceChecks(tx);
    if (!(await refs.dictionaryHas(INVESTMENT_INDUSTRY_DICTIONARY, b.industry))) throw fail.badRequest(InvestmentMsg.industryUnknown);
    const unit = await refs.organize(b.unitId);
    if (!unit || unit.enabledMark !== 1) throw fail.badRequest(InvestmentMsg.unitUnknown);
    if (!(await refs.enabledUser(b.ownerUserId))) throw fail.badRequest(InvestmentMsg.ownerUnknown);
    if (!(await refs.filesBelong(b.files.map((f) => f.fileId), INVESTMENT_FILE_OWNER, id))) throw fail.badRequest(InvestmentMsg.fileNotYours);
    return {
      projectName: b.projectName, industry: b.industry, scale: scaleOf(b.totalInvestment), unitId: b.unitId, location: b.location, totalInvestment: b.totalInvestment,
      selfFunds: b.selfFunds, loanFunds: b.loanFunds, otherFunds: b.otherFunds, startDate: b.startDate, endDate: b.endDate, ownerUserId: b.ownerUserId,
      contactPhone: b.contactPhone, overview: b.overview, files: JSON.stringify([...new Map(b.files.map((f) => [f.fileId, f])).values()]),
    };
  }

  async function launch(tx: Kysely<DB>, auth: AuthContext, id: string, no: string, b: InvestmentBody, now: number): Promise<FlowEffects> {
    return boundFlows(ctx).launch(tx, { module: INVESTMENT_MODULE, businessId: id, userId: auth.userId, formData: flowValues(no, b), now });
  }

  /** One save in the caller's transaction (a REST call's or a device push's); the approval's effects when it was sent. */
  async function saveIn(tx: Kysely<DB>, auth: AuthContext, a: InvestmentSaveArgs, now: number, scope: Scope): Promise<FlowEffects | null> {
    const repo = investmentRepository(tx);
    const values = await checked(tx, a.id, a.body);
    let no: string;
    if (a.isNew) {
      if (await repo.get(a.id)) throw fail.conflict(InvestmentMsg.idTaken);
      no = await takeBillNumber(tx, INVESTMENT_BILL_RULE, now);
      await repo.insert({ id: a.id, filingNo: no, ...values, status: INVESTMENT_STATUS.draft, flowTaskId: null, version: 0, creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null });
      ctx.audit.change(auth, { module: INVESTMENT_MENU, entity: 'bizInvestment', id: a.id, before: null, after: { filingNo: no, ...values } });
    } else {
      if (!(await repo.get(a.id, scope))) throw fail.notFound(InvestmentMsg.notFound);
      const before = (await repo.lock(a.id))!;
      if (!isEditableFiling(before.status)) throw fail.badRequest(InvestmentMsg.notEditable);
      no = before.filingNo;
      await repo.update(a.id, { ...values, lastModifyUserId: auth.userId, lastModifyTime: now });
      ctx.audit.change(auth, { module: INVESTMENT_MENU, entity: 'bizInvestment', id: a.id, before: { ...investmentOf(before) }, after: values });
    }
    return a.submit ? launch(tx, auth, a.id, no, a.body, now) : null;
  }

  async function removeIn(tx: Kysely<DB>, auth: AuthContext, id: string, scope: Scope) {
    const repo = investmentRepository(tx);
    if (!(await repo.get(id, scope))) throw fail.notFound(InvestmentMsg.notFound);
    const r = (await repo.lock(id))!;
    if (!isEditableFiling(r.status)) throw fail.badRequest(InvestmentMsg.notRemovable);
    await repo.remove(id);
    ctx.audit.change(auth, { module: INVESTMENT_MENU, entity: 'bizInvestment', id, before: { ...investmentOf(r) }, after: null });
  }

  const deliver = boundFlows(ctx).deliver;
  const named = (r: NonNullable<Awaited<ReturnType<ReturnType<typeof investmentRepository>['get']>>>) => ({ ...investmentOf(r), ownerName: r.ownerName ?? '', unitName: r.unitName ?? '' });

  return {
    saveIn, removeIn, scopeOf, deliver,

    async list(auth: AuthContext, q: InvestmentListQuery) {
      await assertAccess(ctx.access, auth, INVESTMENT_MENU);
      const { total, rows } = await investmentRepository(db).page(q, await scopeOf(auth));
      return { list: rows.map(named), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, INVESTMENT_MENU);
      const r = await investmentRepository(db).get(id, await scopeOf(auth));
      if (!r) throw fail.notFound(InvestmentMsg.notFound);
      return named(r);
    },

    async save(auth: AuthContext, a: InvestmentSaveArgs) {
      await assertAccess(ctx.access, auth, INVESTMENT_MENU, a.isNew ? 'btn_add' : 'btn_edit');
      if (a.submit) await assertAccess(ctx.access, auth, INVESTMENT_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      await deliver(await db.transaction().execute((tx) => saveIn(tx, auth, a, Date.now(), scope)));
      const saved = await investmentRepository(db).get(a.id);
      return saved ? named(saved) : null;
    },

    async submit(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, INVESTMENT_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      await deliver(await db.transaction().execute(async (tx) => {
        const repo = investmentRepository(tx);
        if (!(await repo.get(id, scope))) throw fail.notFound(InvestmentMsg.notFound);
        const r = investmentOf((await repo.lock(id))!);
        if (!isEditableFiling(r.status)) throw fail.badRequest(r.status === INVESTMENT_STATUS.inApproval ? InvestmentMsg.inApproval : InvestmentMsg.notEditable);
        return launch(tx, auth, id, r.filingNo, r, Date.now());
      }));
    },

    /** The workbench's project figures (within the menu's data scope); null without the menu. */
    async figures(auth: AuthContext, q: WorkbenchQuery) {
      if (!(await ctx.access.can(auth, INVESTMENT_MENU))) return null;
      return investmentRepository(db).figures(await scopeOf(auth), q.currentUser ? auth.userId : undefined);
    },

    async remove(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, INVESTMENT_MENU, 'btn_remove');
      const scope = await scopeOf(auth);
      await db.transaction().execute((tx) => removeIn(tx, auth, id, scope));
    },
  };
}
