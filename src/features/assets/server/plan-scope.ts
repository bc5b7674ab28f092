import { sql, type SqlBool } from 'kysely';
import type { ScopeTarget } from '../../../server/identity/data-scope';

/** The tables a plan is read from: fa_plan (the REST calls) and fa_plan_sync (the view devices pull). */
type PlanSource = 'fa_plan' | 'fa_plan_sync';
const CAMEL: Record<PlanSource, string> = { fa_plan: 'faPlan', fa_plan_sync: 'faPlanSync' };

/**
 * How the 资产计划登记 menu's data scope reads a plan: applying organisation, creator, named fields.
 * The one rule of who reads which plan — the list, the detail and the sync collection all use it.
 */
export function planScope(source: PlanSource): ScopeTarget {
  const t = CAMEL[source];
  return {
    org: (ids) => sql<SqlBool>`(${sql.ref(`${source}.appl_dept_id`)} in (${sql.join(ids)}) or ${sql.ref(`${source}.appl_ent_id`)} in (${sql.join(ids)}))`,
    user: `${t}.creatorUserId`,
    fields: { applEntId: `${t}.applEntId`, applDeptId: `${t}.applDeptId`, useUserId: `${t}.useUserId`, creatorUserId: `${t}.creatorUserId` },
  };
}
export const PLAN_SCOPE: ScopeTarget = planScope('fa_plan');
