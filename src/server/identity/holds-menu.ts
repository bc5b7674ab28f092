import { sql, type Expression, type SqlBool } from 'kysely';

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
