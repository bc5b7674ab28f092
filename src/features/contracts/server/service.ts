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
  CONTRACT_BILL_RULE, CONTRACT_FILE_OWNER, CONTRACT_MENU, CONTRACT_STATUS, CONTRACT_TYPE_DICTIONARY, ContractMsg, isEditableStatus,
  type ContractBody, type ContractFigures, type ContractListQuery, type ContractSaveArgs,
} from '../contract';
import { CONTRACT_SCOPE, contractRepository, rowOf } from './repository';

export const CONTRACT_MODULE = 'contract';

type Scope = Expression<SqlBool>;

/** The values the approval's form and conditions read. */
const flowValues = (no: string, b: ContractBody) => ({ ...b, contractNo: no, amount: Number(b.amount) });

/**
 * 合同: list, detail, save (a draft, or sent for approval in the same transaction), remove, figures.
 * Every call checks the menu, the button and the data scope first (ADR 0036).
 */
export function contractService(ctx: ServerContext) {
  const db = ctx.database.db;
  const flows = boundFlows(ctx);
  const scopeOf = async (auth: AuthContext) => scopeWhere(await ctx.dataScope.resolve(auth, CONTRACT_MENU), CONTRACT_SCOPE);

  async function checkBody(tx: Kysely<DB>, id: string, b: ContractBody) {
    const refs = referenceChecks(tx);
    if (!(await refs.dictionaryHas(CONTRACT_TYPE_DICTIONARY, b.contractType))) throw fail.badRequest(ContractMsg.typeUnknown);
    const owner = await refs.enabledUser(b.ownerUserId);
    if (!owner) throw fail.badRequest(ContractMsg.ownerUnknown);
    if (!(await refs.filesBelong(b.files.map((f) => f.fileId), CONTRACT_FILE_OWNER, id))) throw fail.badRequest(ContractMsg.fileNotYours);
    return owner;
  }

  /**
   * Writes one save in the caller's transaction (a REST call's or a device push's). Answers the
   * approval's effects to deliver after the commit, or null when nothing was sent.
   */
  async function saveIn(tx: Kysely<DB>, auth: AuthContext, a: ContractSaveArgs, now: number, scope: Scope): Promise<FlowEffects | null> {
    const repo = contractRepository(tx);
    const owner = await checkBody(tx, a.id, a.body);
    const values = {
      fullName: a.body.fullName, contractType: a.body.contractType, partyA: a.body.partyA, partyB: a.body.partyB, amount: a.body.amount,
      signDate: a.body.signDate, startDate: a.body.startDate, endDate: a.body.endDate, ownerUserId: owner.id, organizeId: owner.organizeId,
      files: JSON.stringify([...new Map(a.body.files.map((f) => [f.fileId, f])).values()]), description: a.body.description,
    };
    let contractNo: string;
    if (a.isNew) {
      if (await repo.get(a.id)) throw fail.conflict(ContractMsg.idTaken);
      contractNo = await takeBillNumber(tx, CONTRACT_BILL_RULE, now);
      await repo.insert({ id: a.id, contractNo, ...values, status: CONTRACT_STATUS.draft, flowTaskId: null, remindedDays: '[]', version: 0, creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null });
      ctx.audit.change(auth, { module: CONTRACT_MENU, entity: 'bizContract', id: a.id, before: null, after: { contractNo, ...values } });
    } else {
      if (!(await repo.get(a.id, scope))) throw fail.notFound(ContractMsg.notFound);
      const before = (await repo.lock(a.id))!;
      if (!isEditableStatus(before.status)) throw fail.badRequest(ContractMsg.notEditable);
      contractNo = before.contractNo;
      await repo.update(a.id, { ...values, lastModifyUserId: auth.userId, lastModifyTime: now });
      ctx.audit.change(auth, { module: CONTRACT_MENU, entity: 'bizContract', id: a.id, before: { ...rowOf(before) }, after: values });
    }
    if (!a.submit) return null;
    return flows.launch(tx, { module: CONTRACT_MODULE, businessId: a.id, userId: auth.userId, formData: flowValues(contractNo, a.body), now });
  }

  /** Deletes a contract not in approval and not approved; the caller checked the button. */
  async function removeIn(tx: Kysely<DB>, auth: AuthContext, id: string, scope: Scope) {
    const repo = contractRepository(tx);
    if (!(await repo.get(id, scope))) throw fail.notFound(ContractMsg.notFound);
    const r = (await repo.lock(id))!;
    if (!isEditableStatus(r.status)) throw fail.badRequest(ContractMsg.notRemovable);
    await repo.remove(id);
    ctx.audit.change(auth, { module: CONTRACT_MENU, entity: 'bizContract', id, before: { ...rowOf(r) }, after: null });
  }

  const deliver = flows.deliver;

  return {
    saveIn,
    removeIn,
    scopeOf,
    deliver,

    async list(auth: AuthContext, q: ContractListQuery) {
      await assertAccess(ctx.access, auth, CONTRACT_MENU);
      const { total, rows } = await contractRepository(db).page(q, await scopeOf(auth), Date.now());
      return { list: rows.map((r) => ({ ...rowOf(r), ownerName: r.ownerName ?? '' })), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, CONTRACT_MENU);
      const r = await contractRepository(db).get(id, await scopeOf(auth));
      if (!r) throw fail.notFound(ContractMsg.notFound);
      return { ...rowOf(r), ownerName: r.ownerName ?? '' };
    },

    /** 新建 / 编辑, and with `submit` 提交审批 (that button too). */
    async save(auth: AuthContext, a: ContractSaveArgs) {
      await assertAccess(ctx.access, auth, CONTRACT_MENU, a.isNew ? 'btn_add' : 'btn_edit');
      if (a.submit) await assertAccess(ctx.access, auth, CONTRACT_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      const effects = await db.transaction().execute((tx) => saveIn(tx, auth, a, Date.now(), scope));
      await deliver(effects);
      const saved = await contractRepository(db).get(a.id);
      return saved ? rowOf(saved) : null;
    },

    /** 提交审批 of a saved contract, as it stands. */
    async submit(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, CONTRACT_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      const effects = await db.transaction().execute(async (tx) => {
        const repo = contractRepository(tx);
        if (!(await repo.get(id, scope))) throw fail.notFound(ContractMsg.notFound);
        const r = (await repo.lock(id))!;
        if (!isEditableStatus(r.status)) throw fail.badRequest(r.status === CONTRACT_STATUS.inApproval ? ContractMsg.inApproval : ContractMsg.notEditable);
        const row = rowOf(r);
        const body: ContractBody = { ...row, amount: row.amount };
        return flows.launch(tx, { module: CONTRACT_MODULE, businessId: id, userId: auth.userId, formData: flowValues(row.contractNo, body), now: Date.now() });
      });
      await deliver(effects);
    },

    async remove(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, CONTRACT_MENU, 'btn_remove');
      const scope = await scopeOf(auth);
      await db.transaction().execute((tx) => removeIn(tx, auth, id, scope));
    },

    /** The workbench's contract figures (within the menu's data scope); null without the menu. */
    async figures(auth: AuthContext, q: WorkbenchQuery): Promise<ContractFigures | null> {
      if (!(await ctx.access.can(auth, CONTRACT_MENU))) return null;
      return contractRepository(db).figures(await scopeOf(auth), Date.now(), { userId: q.currentUser ? auth.userId : undefined, type: q.purchaseOnly ? 'purchase' : undefined });
    },
  };

}
export type ContractService = ReturnType<typeof contractService>;
