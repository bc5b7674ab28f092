import { BUSINESS_STATUS, recordStatusOf } from '../../../contract/business-status';
import { fail } from '../../../server/http/api-error';
import type { FlowBinding } from '../../../server/modules/feature-module';
import { PURCHASE_COLLECTION, PURCHASE_FLOW, PurchaseMsg } from '../contract';
import { purchaseRepository, rowOf } from './repository';

export const PURCHASE_MODULE = 'purchase';

/**
 * The request's status follows its approval in the approval's transaction (ADR 0036). The step that
 * approves it also registers its fixed-asset plan, so an approved request always has its plan and a
 * rolled-back approval leaves neither.
 */
export const purchaseFlowBinding: FlowBinding = {
  module: PURCHASE_MODULE,
  flowEnCode: PURCHASE_FLOW,
  collections: [PURCHASE_COLLECTION],
  async onStatus(tx, id, { status, taskId, now, ports }) {
    const repo = purchaseRepository(tx);
    const next = recordStatusOf(status);
    let assetPlanId: string | null | undefined;
    if (next === BUSINESS_STATUS.approved) {
      const row = await repo.get(id);
      if (!row) throw fail.notFound(PurchaseMsg.notFound);
      if (!ports?.assetPlans) throw fail.badRequest(PurchaseMsg.assetsMissing);
      const r = rowOf(row);
      assetPlanId = r.assetPlanId ?? await ports.assetPlans.register(tx, {
        applDeptId: r.applDeptId, useUserId: r.useUserId, creatorUserId: r.creatorUserId, now,
        items: r.items.map((i) => ({ itemName: i.itemName, itemType: i.itemType, itemNum: i.itemNum })),
      });
    }
    await repo.update(id, { status: next, flowTaskId: taskId, lastModifyTime: now, ...(assetPlanId ? { assetPlanId } : {}) });
  },
};
