import { sql, type Expression, type SqlBool } from 'kysely';
import { OFFICE_ROLE_MARK } from '../contract';

/** Minimal identity of the caller the visibility rule needs. */
export interface Viewer {
  userId: string;
  isAdministrator: boolean;
}

const TRUE = sql<SqlBool>`1 = 1`;

/** SQL: the caller holds an enabled role named as an asset administrator or an office user (§6). */
export function holdsAssetPowerRole(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from base_user_relation vr join base_role vro on vro.id = vr.object_id
    where vr.user_id = ${userId} and vr.object_type = 'Role' and vro.enabled_mark = 1
    and ((vro.full_name like '%资产%' and vro.full_name like '%管理员%') or vro.full_name like ${`%${OFFICE_ROLE_MARK}%`}))`;
}

/**
 * Which items a caller may read outside the 资产台账 list (the `assets` sync collection, the item
 * detail from 我的固定资产): asset administrators, office users and the built-in administrator
 * see every item; everyone else the items they hold and the items of the organisations
 * (departments, or a company they belong to directly) they are a member of.
 */
export function itemVisibleTo(viewer: Viewer, table = 'fa_item'): Expression<SqlBool> {
  if (viewer.isAdministrator) return TRUE;
  const orgs = sql`(select vo.object_id from base_user_relation vo where vo.user_id = ${viewer.userId} and vo.object_type = 'Organize')`;
  return sql<SqlBool>`(${holdsAssetPowerRole(viewer.userId)}
    or ${sql.ref(`${table}.now_user_id`)} = ${viewer.userId}
    or ${sql.ref(`${table}.now_dept_id`)} in ${orgs}
    or ${sql.ref(`${table}.now_ent_id`)} in ${orgs})`;
}
