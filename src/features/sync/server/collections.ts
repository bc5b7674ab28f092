import { sql, type Expression, type SqlBool } from 'kysely';
import { scopeWhere, type DataScope, type ScopeTarget } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import type { SyncCollection } from '../contract';
import { ITEM_ROW_COLUMNS } from '../../assets/contract';
import { itemVisibleTo } from '../../assets/server/visibility';
import { stocktakeCollections } from '../../stocktaking/server/collections';
import { planCollections } from '../../assets/server/plan-collection';

type SyncedTable = 'baseOrganize' | 'basePosition' | 'baseRole' | 'baseGroup' | 'baseUser' | 'baseDictionaryType' | 'baseDictionaryData' | 'faItem' | 'stStocktake' | 'stStocktakeItem' | 'stStocktakeScan' | 'faPlanSync';

/** How a collection is read: its table, the columns a device gets, and which rows the caller may read. */
export interface CollectionDef {
  name: SyncCollection;
  /** Change-log collection its changes are recorded under (profile is the caller's own user row). */
  source: string;
  table: SyncedTable;
  columns: string[];
  /** Menu whose data scope limits the rows, if any. */
  scopeModule?: string;
  scopeTarget?: ScopeTarget;
  /** A filter beyond the data scope (e.g. only one's own row). */
  only?: (auth: AuthContext) => Expression<SqlBool>;
  /** Changes are read for the caller's own row only (profile); other filtered collections read them all. */
  ownRow?: boolean;
}

const usersInOrgs: ScopeTarget = {
  org: (ids) => sql<SqlBool>`exists (select 1 from base_user_relation r where r.user_id = base_user.id and r.object_type = 'Organize' and r.object_id in (${sql.join(ids)}))`,
  user: 'baseUser.id',
  fields: { gender: 'baseUser.gender', organizeId: 'baseUser.organizeId', positionId: 'baseUser.positionId' },
};

export const COLLECTIONS: Record<SyncCollection, CollectionDef> = {
  organizes: {
    name: 'organizes', source: 'organizes', table: 'baseOrganize',
    columns: ['id', 'parentId', 'category', 'fullName', 'enCode', 'organizeIdTree', 'sortCode', 'enabledMark'],
  },
  positions: { name: 'positions', source: 'positions', table: 'basePosition', columns: ['id', 'fullName', 'enCode', 'type', 'organizeId', 'sortCode', 'enabledMark'] },
  roles: { name: 'roles', source: 'roles', table: 'baseRole', columns: ['id', 'fullName', 'enCode', 'globalMark', 'sortCode', 'enabledMark'] },
  groups: { name: 'groups', source: 'groups', table: 'baseGroup', columns: ['id', 'fullName', 'enCode', 'type', 'sortCode', 'enabledMark'] },
  users: {
    name: 'users', source: 'users', table: 'baseUser',
    columns: ['id', 'account', 'realName', 'headIcon', 'organizeId', 'positionId', 'gender', 'enabledMark', 'sortCode'],
    // The directory shows whom the user-management data scope lets the caller see (all, without a scheme).
    scopeModule: 'permission.user',
    scopeTarget: usersInOrgs,
  },
  profile: {
    name: 'profile', source: 'users', table: 'baseUser',
    columns: ['id', 'account', 'realName', 'headIcon', 'gender', 'mobilePhone', 'email', 'description', 'theme', 'language', 'organizeId', 'positionId'],
    only: (auth) => sql<SqlBool>`${sql.ref('baseUser.id')} = ${auth.userId}`,
    ownRow: true,
  },
  // Dictionaries feed selects everywhere: any signed-in user reads them all.
  dictionaries: { name: 'dictionaries', source: 'dictionaries', table: 'baseDictionaryType', columns: ['id', 'parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'enabledMark'] },
  dictionaryData: {
    name: 'dictionaryData', source: 'dictionaryData', table: 'baseDictionaryData',
    columns: ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description', 'styleJson'],
  },
  // Fixed-asset items (ADR 0008): asset administrators and office users read all, others their own and their organisations'.
  assets: { name: 'assets', source: 'assets', table: 'faItem', columns: [...ITEM_ROW_COLUMNS], only: (auth) => itemVisibleTo(auth) },
  ...stocktakeCollections,
  ...planCollections,
};

/** The WHERE that keeps a collection's rows to what the caller may read. */
export function readableWhere(def: CollectionDef, auth: AuthContext, scope: DataScope | undefined): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (def.only) parts.push(def.only(auth));
  if (scope && def.scopeTarget) parts.push(scopeWhere(scope, def.scopeTarget));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
