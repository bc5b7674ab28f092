import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    organizes: Table<LocalRow, string>;
    positions: Table<LocalRow, string>;
    roles: Table<LocalRow, string>;
    groups: Table<LocalRow, string>;
    users: Table<LocalRow, string>;
    profile: Table<LocalRow, string>;
  }
}

/** 权限管理. Its collections are the organisation every picker reads offline, and the user's own profile. */
export const permissionModule = defineClientModule({
  name: 'permission',
  pages: {
    'permission/organize': () => import('./organize/OrganizePage'),
    'permission/position': () => import('./position/PositionPage'),
    'permission/role': () => import('./role/RolePage'),
    'permission/group': () => import('./group/GroupPage'),
    'permission/user': () => import('./user/UserPage'),
    'permission/authorize': () => import('./authorize/AuthorizePage'),
    'permission/onlineUser': () => import('./online/OnlineUserPage'),
  },
  locales: () => import('./i18n'),
  device: {
    tables: {
      1: { organizes: 'id, parentId', positions: 'id, organizeId', roles: 'id', groups: 'id', users: 'id, organizeId', profile: 'id' },
    },
    collections: {
      organizes: { zh: '组织机构', zhtw: '組織機構', en: 'Organisations' },
      positions: { zh: '岗位', zhtw: '崗位', en: 'Positions' },
      roles: { zh: '角色', zhtw: '角色', en: 'Roles' },
      groups: { zh: '分组', zhtw: '分組', en: 'Groups' },
      users: { zh: '用户', zhtw: '使用者', en: 'Users' },
      profile: { zh: '个人资料', zhtw: '個人資料', en: 'Profile' },
    },
  },
});
