import { definePages } from '@/app/routing/page-registry';

/** Pages of the permission area by menu urlAddress (menus seeded by server/menus.ts). */
export const permissionPages = definePages('permission', {
  'permission/organize': () => import('./organize/OrganizePage'),
  'permission/position': () => import('./position/PositionPage'),
  'permission/role': () => import('./role/RolePage'),
  'permission/group': () => import('./group/GroupPage'),
  'permission/user': () => import('./user/UserPage'),
  'permission/authorize': () => import('./authorize/AuthorizePage'),
  'permission/onlineUser': () => import('./online/OnlineUserPage'),
});
