import { fail } from '../../../server/http/api-error';
import { PlanMsg, planUpdateInput, type PlanUpdateBody, type PlanUpdateInput } from '../contract';

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && !Number.isFinite(v));

/**
 * §5, before any other check and in this order: 申购单位, 申购部门, 使用人, 物品列表, then every row's
 * name, type and quantity. Then the request is read strictly (lengths, integers, ranges).
 */
export function readPlanBody(body: PlanUpdateBody): PlanUpdateInput {
  if (blank(body.applEntId)) throw fail.badRequest(PlanMsg.entRequired);
  if (blank(body.applDeptId)) throw fail.badRequest(PlanMsg.deptRequired);
  if (blank(body.useUserId)) throw fail.badRequest(PlanMsg.userRequired);
  if (!body.dtlList || body.dtlList.length === 0) throw fail.badRequest(PlanMsg.listRequired);
  if (body.dtlList.some((r) => blank(r.itemName) || blank(r.itemType) || blank(r.itemNum))) throw fail.badRequest(PlanMsg.rowRequired);
  const parsed = planUpdateInput.safeParse({
    ...body,
    applEntId: String(body.applEntId),
    applDeptId: String(body.applDeptId),
    useUserId: String(body.useUserId),
    applEntName: body.applEntName == null ? null : String(body.applEntName),
    applDeptName: body.applDeptName == null ? null : String(body.applDeptName),
    useUserName: body.useUserName == null ? null : String(body.useUserName),
    dtlList: body.dtlList.map((r) => ({
      id: r.id ?? null,
      itemName: String(r.itemName),
      itemType: String(r.itemType),
      itemTypeName: r.itemTypeName == null ? null : String(r.itemTypeName),
      itemNum: typeof r.itemNum === 'string' ? r.itemNum.trim() : r.itemNum,
    })),
  });
  if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message ?? PlanMsg.logInvalid);
  return parsed.data;
}
