import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { AuthContext } from '../../../server/plugins/auth';

/** §6: an asset administrator holds an enabled role whose name contains both 资产 and 管理员. */
const ASSET_ADMIN_ROLE = sql<SqlBool>`exists (select 1 from base_user_relation r join base_role ro on ro.id = r.object_id
  where r.object_type = 'Role' and ro.enabled_mark = 1 and ro.full_name like '%资产%' and ro.full_name like '%管理员%' and r.user_id = `;

/** Who is asking: an asset administrator (or the super administrator) sees every stocktake. */
export interface Viewer {
  userId: string;
  realName: string;
  admin: boolean;
}

export async function viewerOf(db: Kysely<DB>, auth: AuthContext): Promise<Viewer> {
  if (auth.isAdministrator) return { userId: auth.userId, realName: auth.realName, admin: true };
  const row = await db
    .selectFrom('baseUserRelation as r')
    .innerJoin('baseRole as ro', 'ro.id', 'r.objectId')
    .select('ro.id')
    .where('r.userId', '=', auth.userId)
    .where('r.objectType', '=', 'Role')
    .where('ro.enabledMark', '=', 1)
    .where('ro.fullName', 'like', '%资产%')
    .where('ro.fullName', 'like', '%管理员%')
    .limit(1)
    .executeTakeFirst();
  return { userId: auth.userId, realName: auth.realName, admin: row !== undefined };
}

/**
 * The rows of a stocktake table (`stocktakeIdColumn` its stocktake id, snake_case) a device of `auth`
 * receives: every one for an asset administrator, else those of stocktakes the user checks.
 */
export function readableStocktakes(auth: AuthContext, stocktakeIdColumn: string): Expression<SqlBool> {
  const assigned = sql<SqlBool>`exists (select 1 from st_stocktake_checker c where c.stocktake_id = ${sql.raw(stocktakeIdColumn)} and c.user_id = ${auth.userId})`;
  if (auth.isAdministrator) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${assigned} or ${ASSET_ADMIN_ROLE}${auth.userId}))`;
}
