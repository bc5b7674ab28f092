import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction, type Updateable } from 'kysely';
import { newId } from '../../../../contract/ids';
import { cachedTotal } from '../../../../server/db/count-cache';
import type { DB } from '../../../../server/db/schema';
import { countWholeTable, keywordFilter, manyMatch, sortedHits, walkedPage } from '../../../../server/db/search-index';
import { USER_SEARCH } from '../../../../server/identity/search-and-generations';
import { scopeWhere, type DataScope, type ScopeTarget } from '../../../../server/identity/data-scope';
import type { UserListQuery } from '../../contract/user';

type Db = Kysely<DB> | Transaction<DB>;
type UserQuery = SelectQueryBuilder<DB, 'baseUser', object>;

/** The user belongs (through base_user_relation) to one of these organisations. */
export function inOrganizes(ids: string[]): Expression<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from ${sql.table('baseUserRelation')} where ${sql.ref('baseUserRelation.userId')} = ${sql.ref('baseUser.id')} and ${sql.ref('baseUserRelation.objectType')} = ${'Organize'} and ${sql.ref('baseUserRelation.objectId')} in (${sql.join(ids)}))`;
}
function hasRelation(type: 'Position' | 'Role' | 'Group', ids: string[]): Expression<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from ${sql.table('baseUserRelation')} where ${sql.ref('baseUserRelation.userId')} = ${sql.ref('baseUser.id')} and ${sql.ref('baseUserRelation.objectType')} = ${type} and ${sql.ref('baseUserRelation.objectId')} in (${sql.join(ids)}))`;
}
export const userHasRelation = hasRelation;

/** How the user table answers a data-permission scheme of permission.user. */
export const userScopeTarget: ScopeTarget = {
  org: inOrganizes,
  user: 'baseUser.id',
  fields: {
    id: 'baseUser.id',
    account: 'baseUser.account',
    organizeId: 'baseUser.organizeId',
    positionId: 'baseUser.positionId',
    managerId: 'baseUser.managerId',
    gender: 'baseUser.gender',
  },
};

export const USER_COLUMNS = [
  'baseUser.id', 'baseUser.account', 'baseUser.realName', 'baseUser.gender', 'baseUser.headIcon', 'baseUser.mobilePhone',
  'baseUser.email', 'baseUser.idCard', 'baseUser.enabledMark', 'baseUser.lockUntil', 'baseUser.isAdministrator',
  'baseUser.sortCode', 'baseUser.creatorTime', 'baseUser.organizeId', 'baseUser.positionId', 'baseUser.managerId', 'baseUser.description',
] as const;

export interface UserFilter {
  keyword?: string;
  /** The organisation filter, already widened to its subtree. */
  organizeIds?: string[];
  enabledMark?: 0 | 1;
}

export function userRepository(db: Kysely<DB>) {
  /**
   * Users in scope matching the filter. The keyword (account, name, mobile contain it) goes through
   * the keyword index; `scan` asks for the same rows tested one by one, for walking a sort index.
   */
  function base(scope: DataScope, f: UserFilter, keyword: 'indexed' | 'scan' = 'indexed'): UserQuery {
    let q = db.selectFrom('baseUser').where(scopeWhere(scope, userScopeTarget));
    if (f.keyword) q = q.where(keywordFilter(db, USER_SEARCH, f.keyword, 'base_user')[keyword]);
    if (f.organizeIds) q = q.where(inOrganizes(f.organizeIds));
    if (f.enabledMark !== undefined) q = q.where('baseUser.enabledMark', '=', f.enabledMark);
    return q;
  }

  /** A total, remembered until a user or a membership changes (ADR list-search). */
  const countOf = (query: UserQuery, fromIndex?: () => Promise<number | undefined>) => cachedTotal(db, 'users', query, fromIndex);

  type Sort = Pick<UserListQuery, 'sidx' | 'sort'>;
  /** The list order; `t` is the table or the derived table the columns are read from. */
  function ordered<Q extends { orderBy: (ref: never, dir: 'asc' | 'desc') => Q }>(query: Q, t: string, q: Sort): Q {
    const by = (column: string, dir: 'asc' | 'desc', qb: Q) => qb.orderBy(sql.ref(`${t}.${column}`) as never, dir);
    const sorted = q.sidx ? by(q.sidx, q.sort, query) : by('creatorTime', 'desc', by('sortCode', 'asc', query));
    return by('id', 'asc', sorted);
  }

  return {
    base,
    async page(scope: DataScope, f: UserFilter, q: Pick<UserListQuery, 'sidx' | 'sort' | 'currentPage' | 'pageSize'>) {
      const offset = (q.currentPage - 1) * q.pageSize;
      const wholeTable = scope.all && f.organizeIds === undefined && f.enabledMark === undefined;
      const total = await countOf(base(scope, f), f.keyword && wholeTable ? () => countWholeTable(db, USER_SEARCH, f.keyword!) : undefined);
      if (offset >= total) return { list: [], total };
      const rows = f.keyword ? await countOf(db.selectFrom('baseUser')) : 0;
      const walked = f.keyword && manyMatch(total, rows, offset, q.pageSize)
        ? await walkedPage(db, base(scope, { ...f, keyword: undefined }).select(USER_COLUMNS), 'baseUser', (qb, t) => ordered(qb, t, q), keywordFilter(db, USER_SEARCH, f.keyword, 'w').scan, { pageSize: q.pageSize, offset, total, rows })
        : undefined;
      const sort = (qb: UserQuery, t: string) => ordered(qb, t, q);
      const list = walked ?? (f.keyword
        ? await sortedHits(db, base(scope, f).select(USER_COLUMNS), 'baseUser', sort, q.pageSize, offset)
        : await sort(base(scope, f), 'baseUser').select(USER_COLUMNS).limit(q.pageSize).offset(offset).execute());
      return { list, total };
    },

    findInScope: (scope: DataScope, id: string) => base(scope, {}).select(USER_COLUMNS).where('baseUser.id', '=', id).executeTakeFirst(),

    accountTaken: async (account: string, exceptId?: string) => {
      let q = db.selectFrom('baseUser').select('id').where(sql<SqlBool>`lower(${sql.ref('account')}) = ${account.toLowerCase()}`);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    existingIds: async (table: 'baseOrganize' | 'basePosition' | 'baseRole' | 'baseUser', ids: string[]) =>
      ids.length === 0 ? [] : (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id),

    async replaceRelations(trx: Db, userId: string, rel: { organizeIds: string[]; positionIds: string[]; roleIds: string[] }) {
      await trx.deleteFrom('baseUserRelation').where('userId', '=', userId).where('objectType', 'in', ['Organize', 'Position', 'Role']).execute();
      const rows = [
        ...rel.organizeIds.map((objectId, i) => ({ objectType: 'Organize' as const, objectId, sortCode: i })),
        ...rel.positionIds.map((objectId, i) => ({ objectType: 'Position' as const, objectId, sortCode: i })),
        ...rel.roleIds.map((objectId, i) => ({ objectType: 'Role' as const, objectId, sortCode: i })),
      ];
      if (rows.length > 0) await trx.insertInto('baseUserRelation').values(rows.map((r) => ({ id: newId(), userId, ...r }))).execute();
    },

    async remove(userId: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('baseUserRelation').where('userId', '=', userId).execute();
        await trx.deleteFrom('baseColumnSetting').where('userId', '=', userId).execute();
        await trx.deleteFrom('baseAuthorize').where('objectType', '=', 'User').where('objectId', '=', userId).execute();
        await trx.updateTable('baseUser').set({ managerId: null }).where('managerId', '=', userId).execute();
        await trx.updateTable('baseOrganize').set({ managerId: null }).where('managerId', '=', userId).execute();
        await trx.deleteFrom('baseUser').where('id', '=', userId).execute();
      });
    },

    update: (userId: string, set: Updateable<DB['baseUser']>) =>
      db.updateTable('baseUser').set({ ...set, lastModifyTime: Date.now() }).where('id', '=', userId).execute(),

    /** What the given roles and positions are authorised for. */
    grantsOf: (roleIds: string[], positionIds: string[]) =>
      db
        .selectFrom('baseAuthorize')
        .select(['objectId', 'itemType', 'itemId'])
        .where((eb) => eb.or([
          ...(roleIds.length ? [eb.and([eb('objectType', '=', 'Role'), eb('objectId', 'in', roleIds)])] : []),
          ...(positionIds.length ? [eb.and([eb('objectType', '=', 'Position'), eb('objectId', 'in', positionIds)])] : []),
        ]))
        .execute(),

    async defaultPassword(): Promise<string> {
      await db.insertInto('baseSysConfig').values({ key: 'defaultPassword', value: '123456', category: 'SysConfig' }).onConflict((oc) => oc.column('key').doNothing()).execute();
      const row = await db.selectFrom('baseSysConfig').select('value').where('key', '=', 'defaultPassword').executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
export type UserRecord = Awaited<ReturnType<UserRepository['findInScope']>> & object;
