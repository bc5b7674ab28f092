import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import { referenceChecks } from '../../../server/db/reference-checks';
import type { DB } from '../../../server/db/schema';
import type { SeedEnv } from '../../../server/modules/feature-module';
import { PURCHASE_BILL_RULE, PURCHASE_MENU, PURCHASE_STATUS, purchaseBody } from '../contract';
import { purchaseApprovalFlow } from './approval-flow';
import { PURCHASE_MODULE } from './binding';
import { purchaseDemoGrants } from './menus';
import { purchaseRepository } from './repository';
import { purchaseFlowValues, storedValues } from './service';

const DAY = 86_400_000;

type Item = [name: string, type: string, num: number, price: string];
interface DemoPurchase {
  reason: string;
  /** Account of the 使用人. */
  user: string;
  items: Item[];
  fate: 'draft' | 'sent' | 'approved' | 'rejected';
  opinion?: string;
}

const PURCHASES: DemoPurchase[] = [
  { reason: '新员工入职办公设备配置', user: 'office', fate: 'draft', items: [['笔记本电脑', 'electronic', 3, '6899.00'], ['办公椅', 'furniture', 3, '699.00']] },
  { reason: '会议室投影设备更新', user: 'office', fate: 'sent', items: [['激光投影仪', 'electronic', 1, '15800.00'], ['电动幕布', 'office', 1, '2300.00']] },
  { reason: '总部档案室设备补充', user: 'office', fate: 'approved', opinion: '同意，请资产管理员跟进入库', items: [['扫描仪', 'office', 2, '3280.00'], ['密集档案柜', 'furniture', 4, '4650.00']] },
  { reason: '行政部公务用车更换', user: 'office', fate: 'rejected', opinion: '本年度车辆预算已用完，请明年再报', items: [['商务轿车', 'vehicle', 1, '238000.00']] },
];

/**
 * 采购计划登记 on a first start: the approval flow, the office's grants, and requests in each state,
 * sent through the workflow engine, so the approved one carries its real approval history and the
 * fixed-asset plan its approval registered (ADR 0036).
 */
export async function seedPurchaseDemo(tx: Kysely<DB>, env: SeedEnv): Promise<void> {
  for (const [role, buttons] of purchaseDemoGrants) await grantModuleToRole(tx, role, PURCHASE_MENU, buttons);
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account', 'organizeId']).execute()).map((u) => [u.account, u]));
  const admin = users.get('admin');
  const office = users.get('office');
  if (!admin || !office?.organizeId || !env.flows) return;
  await env.flows.install(tx, purchaseApprovalFlow(), admin.id);

  const repo = purchaseRepository(tx);
  const unit = await referenceChecks(tx).unitOf(office.organizeId);
  const now = Date.now();
  for (const [i, p] of PURCHASES.entries()) {
    const at = now - (PURCHASES.length - i) * 4 * 3_600_000;
    const id = newId(at);
    const body = purchaseBody.parse({
      applDeptId: office.organizeId, useUserId: users.get(p.user)?.id ?? office.id, reason: p.reason, expectedDate: at + 30 * DAY,
      items: p.items.map(([itemName, itemType, itemNum, unitPrice], n) => ({ id: `${id}-${n}`, itemName, itemType, itemNum, unitPrice })),
    });
    const purchaseNo = await takeBillNumber(tx, PURCHASE_BILL_RULE, at);
    await repo.insert({
      id, purchaseNo, ...storedValues(body, unit), status: PURCHASE_STATUS.draft, flowTaskId: null, assetPlanId: null, version: 0,
      creatorUserId: office.id, creatorTime: at, lastModifyUserId: null, lastModifyTime: null,
    });
    if (p.fate === 'draft') continue;
    const { taskId } = await env.flows.launch(tx, { module: PURCHASE_MODULE, businessId: id, userId: office.id, formData: await purchaseFlowValues(tx, id), now: at });
    if (p.fate === 'sent') continue;
    // Every open step decided in turn (a large request has two), as whoever holds it.
    for (let step = 0; step < 3; step++) {
      if ((await repo.get(id))?.status !== PURCHASE_STATUS.inApproval) break;
      await env.flows.decide(tx, { taskId, action: p.fate === 'approved' ? 'approve' : 'reject', opinion: p.opinion ?? '', now: at + (step + 1) * 3_600_000 });
    }
  }
}
