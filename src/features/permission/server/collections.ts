import { sql, type SqlBool } from 'kysely';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import { defineCollection } from '../../../server/sync/collections';

const usersInOrgs: ScopeTarget = {
  org: (ids) => sql<SqlBool>`exists (select 1 from base_user_relation r where r.user_id = base_user.id and r.object_type = 'Organize' and r.object_id in (${sql.join(ids)}))`,
  user: 'baseUser.id',
  fields: { gender: 'baseUser.gender', organizeId: 'baseUser.organizeId', positionId: 'baseUser.positionId' },
};

/** The organisation a device keeps for pickers and trees, and the signed-in user's own profile row. */
export const permissionCollections = [
  defineCollection({
    name: 'organizes', source: 'organizes', table: 'baseOrganize',
    columns: ['id', 'parentId', 'category', 'fullName', 'enCode', 'organizeIdTree', 'sortCode', 'enabledMark'],
  }),
  defineCollection({ name: 'positions', source: 'positions', table: 'basePosition', columns: ['id', 'fullName', 'enCode', 'type', 'organizeId', 'sortCode', 'enabledMark'] }),
  defineCollection({ name: 'roles', source: 'roles', table: 'baseRole', columns: ['id', 'fullName', 'enCode', 'globalMark', 'sortCode', 'enabledMark'] }),
  defineCollection({ name: 'groups', source: 'groups', table: 'baseGroup', columns: ['id', 'fullName', 'enCode', 'type', 'sortCode', 'enabledMark'] }),
  defineCollection({
    name: 'users', source: 'users', table: 'baseUser',
    columns: ['id', 'account', 'realName', 'headIcon', 'organizeId', 'positionId', 'gender', 'enabledMark', 'sortCode'],
    // The directory shows whom the user-management data scope lets the caller see (all, without a scheme).
    scopeModule: 'permission.user',
    scopeTarget: usersInOrgs,
  }),
  defineCollection({
    name: 'profile', source: 'users', table: 'baseUser',
    columns: ['id', 'account', 'realName', 'headIcon', 'gender', 'mobilePhone', 'email', 'description', 'theme', 'language', 'organizeId', 'positionId'],
    only: (auth) => sql<SqlBool>`${sql.ref('baseUser.id')} = ${auth.userId}`,
    ownRow: true,
  }),
];
