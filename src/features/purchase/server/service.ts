import type { Expression, Kysely, SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { referenceChecks } from '../../../server/db/reference-checks';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import { scopeWhere } from '../../../server/identity/data-scope';
import { boundFlows } from '../../../server/modules/bound-flows';
import type { FlowEffects } from '../../../server/modules/feature-module';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  centsText, isEditablePurchase, PURCHASE_BILL_RULE, PURCHASE_FILE_OWNER, PURCHASE_ITEM_TYPES, PURCHASE_MENU, PURCHASE_STATUS, PurchaseMsg, totalCents,
  type PurchaseBody, type PurchaseListQuery, type PurchaseSaveArgs,
} from '../contract';
import { PURCHASE_MODULE } from './binding';
import { itemNamesOf, PURCHASE_SCOPE, purchaseRepository, rowOf, type PurchaseDbRow } from './repository';

type Scope = Expression<SqlBool>;
type Named = PurchaseDbRow & { applDeptName: string | null; useUserName: string | null };

const named = (r: Named) => ({ ...rowOf(r), applDeptName: r.applDeptName ?? '', useUserName: r.useUserName ?? '' });

/** A checked body as the row stores it (the unit is the department's company). */
export const storedValues = (b: PurchaseBody, applEntId: string | null) => ({
  applEntId, applDeptId: b.applDeptId, useUserId: b.useUserId, reason: b.reason, expectedDate: b.expectedDate,
  items: JSON.stringify(b.items), itemNames: itemNamesOf(b.items), totalAmount: centsText(totalCents(b.items)),
  files: JSON.stringify([...new Map(b.files.map((f) => [f.fileId, f])).values()]), description: b.description,
});

/** The values the approval's form and conditions read: names, not ids; each row with its amount. */
export async function purchaseFlowValues(tx: Kysely<DB>, id: string) {
  const row = await purchaseRepository(tx).get(id);
  if (!row) throw fail.notFound(PurchaseMsg.notFound);
  const r = named(row);
  const types = new Map((await tx.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.dictionaryTypeId')
    .select(['baseDictionaryData.enCode', 'baseDictionaryData.fullName']).where('baseDictionaryType.enCode', '=', PURCHASE_ITEM_TYPES).execute()).map((d) => [d.enCode, d.fullName]));
  return {
    purchaseNo: r.purchaseNo, applDeptName: r.applDeptName, useUserName: r.useUserName, reason: r.reason, expectedDate: r.expectedDate, description: r.description,
    totalAmount: Number(r.totalAmount),
    items: r.items.map((i) => ({ itemName: i.itemName, itemTypeName: types.get(i.itemType) ?? i.itemType, itemNum: i.itemNum, unitPrice: Number(i.unitPrice), amount: (i.itemNum * Math.round(Number(i.unitPrice) * 100)) / 100 })),
  };
}

/**
 * 采购计划登记: list, detail, save (a draft, or sent for approval in the same transaction), remove.
 * Every call checks the menu, the button and the data scope first; a request is only ever written
 * inside the writer's own data scope (ADR 0036).
 */
export function purchaseService(ctx: ServerContext) {
  const db = ctx.database.db;
  const flows = boundFlows(ctx);
  const scopeOf = async (auth: AuthContext) => scopeWhere(await ctx.dataScope.resolve(auth, PURCHASE_MENU), PURCHASE_SCOPE);

  /** Department, user, item types and attachments checked; the values to store. */
  async function checked(tx: Kysely<DB>, id: string, b: PurchaseBody) {
    const refs = referenceChecks(tx);
    const dept = await refs.organize(b.applDeptId);
    // A department within a company: what the fixed-asset plan it becomes needs (申购单位 is that company).
    const unit = dept?.category === 'department' && dept.enabledMark === 1 ? await refs.unitOf(b.applDeptId) : null;
    if (!unit) throw fail.badRequest(PurchaseMsg.deptUnknown);
    if (!(await refs.enabledUser(b.useUserId))) throw fail.badRequest(PurchaseMsg.userUnknown);
    for (const type of new Set(b.items.map((r) => r.itemType))) {
      if (!(await refs.dictionaryHas(PURCHASE_ITEM_TYPES, type))) throw fail.badRequest(PurchaseMsg.itemTypeUnknown);
    }
    if (!(await refs.filesBelong(b.files.map((f) => f.fileId), PURCHASE_FILE_OWNER, id))) throw fail.badRequest(PurchaseMsg.fileNotYours);
    return storedValues(b, unit);
  }

  const launch = async (tx: Kysely<DB>, auth: AuthContext, id: string, now: number) =>
    flows.launch(tx, { module: PURCHASE_MODULE, businessId: id, userId: auth.userId, formData: await purchaseFlowValues(tx, id), now });

  /** One save in the caller's transaction (a REST call's or a device push's); the approval's effects when it was sent. */
  async function saveIn(tx: Kysely<DB>, auth: AuthContext, a: PurchaseSaveArgs, now: number, scope: Scope): Promise<FlowEffects | null> {
    const repo = purchaseRepository(tx);
    const values = await checked(tx, a.id, a.body);
    if (a.isNew) {
      if (await repo.get(a.id)) throw fail.conflict(PurchaseMsg.idTaken);
      const purchaseNo = await takeBillNumber(tx, PURCHASE_BILL_RULE, now);
      await repo.insert({ id: a.id, purchaseNo, ...values, status: PURCHASE_STATUS.draft, flowTaskId: null, assetPlanId: null, version: 0, creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null });
      ctx.audit.change(auth, { module: PURCHASE_MENU, entity: 'bizPurchase', id: a.id, before: null, after: { purchaseNo, ...values } });
    } else {
      if (!(await repo.get(a.id, scope))) throw fail.notFound(PurchaseMsg.notFound);
      const before = (await repo.lock(a.id))!;
      if (!isEditablePurchase(before.status)) throw fail.badRequest(PurchaseMsg.notEditable);
      await repo.update(a.id, { ...values, lastModifyUserId: auth.userId, lastModifyTime: now });
      ctx.audit.change(auth, { module: PURCHASE_MENU, entity: 'bizPurchase', id: a.id, before: { ...rowOf(before) }, after: values });
    }
    // Nobody writes a request they could not read afterwards (another department's, beyond their scope).
    if (!(await repo.get(a.id, scope))) throw fail.forbidden(PurchaseMsg.deptOutOfScope);
    return a.submit ? launch(tx, auth, a.id, now) : null;
  }

  /** Deletes a request not in approval and not approved; the caller checked the button. */
  async function removeIn(tx: Kysely<DB>, auth: AuthContext, id: string, scope: Scope) {
    const repo = purchaseRepository(tx);
    if (!(await repo.get(id, scope))) throw fail.notFound(PurchaseMsg.notFound);
    const r = (await repo.lock(id))!;
    if (!isEditablePurchase(r.status)) throw fail.badRequest(PurchaseMsg.notRemovable);
    await repo.remove(id);
    ctx.audit.change(auth, { module: PURCHASE_MENU, entity: 'bizPurchase', id, before: { ...rowOf(r) }, after: null });
  }

  return {
    saveIn,
    removeIn,
    scopeOf,
    deliver: flows.deliver,

    async list(auth: AuthContext, q: PurchaseListQuery) {
      await assertAccess(ctx.access, auth, PURCHASE_MENU);
      const { total, rows } = await purchaseRepository(db).page(q, await scopeOf(auth));
      return { list: rows.map(named), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, PURCHASE_MENU);
      const r = await purchaseRepository(db).get(id, await scopeOf(auth));
      if (!r) throw fail.notFound(PurchaseMsg.notFound);
      return named(r);
    },

    /** 新建 / 编辑, and with `submit` 提交审批 (that button too). */
    async save(auth: AuthContext, a: PurchaseSaveArgs) {
      await assertAccess(ctx.access, auth, PURCHASE_MENU, a.isNew ? 'btn_add' : 'btn_edit');
      if (a.submit) await assertAccess(ctx.access, auth, PURCHASE_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      const effects = await db.transaction().execute((tx) => saveIn(tx, auth, a, Date.now(), scope));
      await flows.deliver(effects);
      const saved = await purchaseRepository(db).get(a.id);
      return saved ? named(saved) : null;
    },

    /** 提交审批 of a saved request, as it stands. */
    async submit(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, PURCHASE_MENU, 'btn_submit');
      const scope = await scopeOf(auth);
      const effects = await db.transaction().execute(async (tx) => {
        const repo = purchaseRepository(tx);
        if (!(await repo.get(id, scope))) throw fail.notFound(PurchaseMsg.notFound);
        const r = (await repo.lock(id))!;
        if (!isEditablePurchase(r.status)) throw fail.badRequest(r.status === PURCHASE_STATUS.inApproval ? PurchaseMsg.inApproval : PurchaseMsg.notEditable);
        return launch(tx, auth, id, Date.now());
      });
      await flows.deliver(effects);
    },

    async remove(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, PURCHASE_MENU, 'btn_remove');
      const scope = await scopeOf(auth);
      await db.transaction().execute((tx) => removeIn(tx, auth, id, scope));
    },
  };
}
