import { sql, type Expression, type SqlBool } from 'kysely';
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

/**
 * SQL: the user holds the menu `moduleEnCode` (enabled) through an enabled role, a position or
 * directly — what the route guard's `access.can` answers, as a condition a sync pull can use
 * (a pull has no guard of its own; the data scope alone would let a user without the menu read all).
 */
export function holdsMenu(user: { userId: string; isAdministrator: boolean }, moduleEnCode: string): Expression<SqlBool> {
  if (user.isAdministrator) return sql<SqlBool>`1 = 1`;
  const roles = sql`(select mr.object_id from base_user_relation mr join base_role mro on mro.id = mr.object_id
    where mr.user_id = ${user.userId} and mr.object_type = 'Role' and mro.enabled_mark = 1)`;
  const positions = sql`(select mp.object_id from base_user_relation mp where mp.user_id = ${user.userId} and mp.object_type = 'Position')`;
  return sql<SqlBool>`exists (select 1 from base_module mm join base_authorize ma on ma.item_id = mm.id
    where mm.en_code = ${moduleEnCode} and mm.enabled_mark = 1
    and ((ma.object_type = 'Role' and ma.object_id in ${roles})
      or (ma.object_type = 'Position' and ma.object_id in ${positions})
      or (ma.object_type = 'User' and ma.object_id = ${user.userId})))`;
}
