import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { ItemDetail, ItemLogRecord, ItemRow } from '../contract';
import { itemRepository } from './item-repository';
import { planRepository } from './plan-repository';
import type { FaItemLogTable } from './tables';

const record = (l: FaItemLogTable): ItemLogRecord => ({
  id: l.id, kind: l.kind as ItemLogRecord['kind'], createAt: l.createAt, entName: l.entName, deptName: l.deptName, userName: l.userName,
  status: l.status, remark: l.remark, operatorName: l.operatorName,
});
const event = (l: FaItemLogTable | undefined) => (l ? { createAt: l.createAt, remark: l.remark, operatorName: l.operatorName } : null);

/** §3 "Asset item detail": base info, purchase, and each section from the item's log. */
export async function buildItemDetail(db: Kysely<DB>, item: ItemRow, canManage: boolean): Promise<ItemDetail> {
  const logs = await itemRepository(db).logs(item.id);
  const of = (...kinds: string[]) => logs.filter((l) => kinds.includes(l.kind)).map(record);
  const plans = planRepository(db);
  const plan = item.planId ? await plans.plan(item.planId) : undefined;
  const row = item.planDtlId ? await plans.row(item.planDtlId) : undefined;
  return {
    id: item.id,
    baseInfo: {
      nowEntId: item.nowEntId, nowEntName: item.nowEntName, nowDeptId: item.nowDeptId, nowDeptName: item.nowDeptName,
      nowUserId: item.nowUserId, nowUserName: item.nowUserName, status: item.status, itemType: item.itemType, itemTypeName: item.itemTypeName,
      itemName: item.itemName, assetCode: item.assetCode, brand: item.brand, specification: item.specification, unitPrice: item.unitPrice,
      storageTime: item.storageTime, location: item.location, attach: item.attach,
    },
    applyInfo: plan
      ? {
          planId: plan.id, creatorTime: plan.creatorTime, applEntName: plan.applEntName, applDeptName: plan.applDeptName, applUserName: plan.useUserName,
          itemNum: row?.itemNum ?? 0, hasApplNum: row?.hasApplNum ?? 0,
          situation: row ? `计划${row.itemNum}件，已入库${row.hasApplNum}件` : '',
        }
      : null,
    storageInfos: of('storage', 'restore'),
    useInfos: of('receive'),
    changeInfos: of('change'),
    damageInfos: of('damage'),
    loseInfo: event(logs.filter((l) => l.kind === 'lose').at(-1)),
    scrapInfo: event(logs.filter((l) => l.kind === 'scrap').at(-1)),
    canManage,
  };
}
