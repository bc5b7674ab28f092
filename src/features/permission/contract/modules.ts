/** Menu codes of the permission area: the server guards with them, the client checks buttons by them. */
export const PermissionModule = {
  organize: 'permission.organize',
  position: 'permission.position',
  role: 'permission.role',
  group: 'permission.group',
  user: 'permission.user',
  authorize: 'permission.authorize',
  onlineUser: 'permission.onlineUser',
} as const;
