import type { Expression, Kysely, SqlBool } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  ITEM_STATUS_NAME, ITEM_TRANSITIONS, ItemMsg, ItemStatus, canTransition,
  type AssignBody, type ItemAction, type ItemRow, type ItemStatusCode, type StoreResult,
} from '../contract';
import { takeAssetCodes } from './asset-code';
import { directory } from './directory';
import { directoryRepository } from './directory-repository';
import { itemRepository } from './item-repository';
import { planRepository } from './plan-repository';
import type { FaItemLogTable, FaItemTable } from './tables';

export interface StoreInput {
  planDtlId: string;
  count: number;
  brand: string;
  specification: string;
  unitPrice: string;
  storageTime?: number;
  location?: string | null;
  remark?: string | null;
}
export interface ActionInput {
  id: string;
  remark?: string | null;
  /** receive / change */
  assign?: Omit<AssignBody, 'id' | 'remark'>;
  /** restore */
  location?: string | null;
}

const statusName = (s: string) => ITEM_STATUS_NAME[s as ItemStatusCode] ?? s;

function logRow(auth: AuthContext, item: Pick<FaItemTable, 'id' | 'nowEntId' | 'nowEntName' | 'nowDeptId' | 'nowDeptName' | 'nowUserId' | 'nowUserName' | 'status'>, kind: string, remark: string | null | undefined, at: number): FaItemLogTable {
  return {
    id: newId(at), itemId: item.id, kind, entId: item.nowEntId, entName: item.nowEntName, deptId: item.nowDeptId, deptName: item.nowDeptName,
    userId: item.nowUserId, userName: item.nowUserName, status: item.status, remark: remark?.trim() || null,
    operatorId: auth.userId, operatorName: auth.realName, createAt: at,
  };
}

/** Writes of the asset register, run inside the caller's transaction. Each action writes one log row per item. */
export function itemActions(trx: Kysely<DB>, auth: AuthContext) {
  const items = itemRepository(trx);
  const plans = planRepository(trx);
  const dir = directory(directoryRepository(trx));

  async function holder(a: NonNullable<ActionInput['assign']>) {
    const { ent, dept, problem } = await dir.checkUnitDept(a.entId, a.deptId);
    if (problem === 'ent') throw fail.badRequest(ItemMsg.entUnknown);
    if (problem === 'dept') throw fail.badRequest(ItemMsg.deptUnknown);
    if (problem === 'deptNotInEnt') throw fail.badRequest(ItemMsg.deptNotInEnt);
    const user = await dir.user(a.userId);
    if (!user || user.enabledMark !== 1) throw fail.badRequest(ItemMsg.userUnknown);
    if (!(await dir.memberOrgIds(user.id)).includes(a.deptId)) throw fail.badRequest(ItemMsg.userNotInDept);
    return { nowEntId: ent!.id, nowEntName: ent!.fullName, nowDeptId: dept!.id, nowDeptName: dept!.fullName, nowUserId: user.id, nowUserName: user.realName };
  }

  return {
    /** 入库: `count` new items from a plan row, in storage with the plan's unit and department. */
    async store(input: StoreInput): Promise<StoreResult> {
      // The plan first (locked), then its row: the order a save takes them in.
      const plan = await plans.row(input.planDtlId).then((r) => r && plans.plan(r.planId, undefined, true));
      const row = plan && (await plans.row(input.planDtlId));
      if (!row || !plan) throw fail.badRequest(ItemMsg.planRowUnknown);
      if (!(await plans.raiseStored(row.id, input.count))) {
        const now = (await plans.row(row.id))!;
        throw fail.badRequest(ItemMsg.countOverPlan(now.itemNum - now.hasApplNum));
      }
      const now = Date.now();
      const codes = await takeAssetCodes(trx, input.count, now);
      const rows: FaItemTable[] = codes.map((assetCode) => ({
        id: newId(now), assetCode, planId: plan.id, planDtlId: row.id, itemName: row.itemName, itemType: row.itemType, itemTypeName: row.itemTypeName,
        brand: input.brand, specification: input.specification, unitPrice: input.unitPrice, storageTime: input.storageTime ?? now, status: ItemStatus.inStorage,
        nowEntId: plan.applEntId, nowEntName: plan.applEntName, nowDeptId: plan.applDeptId, nowDeptName: plan.applDeptName, nowUserId: null, nowUserName: null,
        location: input.location?.trim() || null, attach: null, creatorTime: now, lastModifyTime: null,
      }));
      await items.insertItems(rows);
      await items.insertLogs(rows.map((r) => logRow(auth, r, 'storage', input.remark, now)));
      return { ids: rows.map((r) => r.id), assetCodes: codes };
    },

    /** 领用 / 变更 / 损坏 / 丢失 / 报废 / 重新入库 under ITEM_TRANSITIONS; the item must lie in `scope`. */
    async act(action: ItemAction, input: ActionInput, scope: Expression<SqlBool>): Promise<ItemRow> {
      const item = await items.item(input.id, scope);
      if (!item) throw fail.notFound(ItemMsg.notFound);
      const refuse = (status: string) => fail.badRequest(ItemMsg.transition(ItemMsg.actionName[action], statusName(status)));
      if (!canTransition(action, item.status)) throw refuse(item.status);
      const { from, to } = ITEM_TRANSITIONS[action];
      let values: Partial<FaItemTable> = {};
      if (action === 'receive' || action === 'change') {
        if (!input.assign) throw fail.badRequest(ItemMsg.entRequired);
        values = await holder(input.assign);
        if (action === 'change' && values.nowEntId === item.nowEntId && values.nowDeptId === item.nowDeptId && values.nowUserId === item.nowUserId) {
          throw fail.badRequest(ItemMsg.sameHolder);
        }
      }
      if (action === 'restore') {
        values = { nowUserId: null, nowUserName: null };
        if (input.location?.trim()) values.location = input.location.trim();
      }
      // Strictly after the item's last change, so its log reads in order even within one millisecond.
      const now = Math.max(Date.now(), (item.lastModifyTime ?? item.creatorTime) + 1);
      if (!(await items.transition(item.id, from, { ...values, status: to, lastModifyTime: now }))) {
        throw refuse((await items.item(item.id))?.status ?? item.status);
      }
      const after = (await items.item(item.id))!;
      await items.insertLogs([logRow(auth, after, action, input.remark, now)]);
      return after;
    },

    async attach(id: string, attach: string, scope: Expression<SqlBool>) {
      const item = await items.item(id, scope);
      if (!item) throw fail.notFound(ItemMsg.notFound);
      await items.setAttach(id, attach);
    },
  };
}
