import type { AssetPlans } from '../../../server/modules/feature-module';
import { fail } from '../../../server/http/api-error';
import { PlanMsg } from '../contract';
import { directory } from './directory';
import { directoryRepository } from './directory-repository';
import { readPlanBody } from './plan-rules';
import { savePlan } from './plan-save';

/**
 * 资产计划 registered by another feature (采购 on approval): the department's unit is taken from the
 * directory, and the plan goes through the same rules and change log as one saved on 资产计划登记 —
 * with an office user's reach, since the approval already decided who may ask for what.
 */
export const assetPlansPort = (): AssetPlans => ({
  async register(tx, plan) {
    const repo = directoryRepository(tx);
    const unit = (await directory(repo).unitsOf([plan.applDeptId])).get(plan.applDeptId);
    if (!unit) throw fail.badRequest(PlanMsg.deptUnknown);
    const creator = (await repo.userNames([plan.creatorUserId]))[0];
    const input = readPlanBody({
      applEntId: unit, applDeptId: plan.applDeptId, useUserId: plan.useUserId,
      dtlList: plan.items.map((r) => ({ itemName: r.itemName, itemType: r.itemType, itemNum: r.itemNum })),
    });
    const powers = { userId: plan.creatorUserId, office: true, assetAdmin: false, orgIds: [] };
    const itemTypes = await repo.dictionary('itemType');
    const { id } = await savePlan(tx, { auth: { userId: plan.creatorUserId, realName: creator?.realName ?? '' }, input, powers, itemTypes, now: plan.now });
    return id;
  },
});
