import type { ModuleSeed } from '../../../server/db/module-seeds';

const crud: [string, string][] = [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除']];

/** Menu codes of the permission area; routes guard with these (PermissionModule in contract). */
export const permissionMenus: ModuleSeed[] = [
  { enCode: 'permission', fullName: '权限管理', names: { zhtw: '權限管理', en: 'Permissions' }, type: 1, icon: 'shield-lock', sortCode: 800 },
  {
    enCode: 'permission.organize', fullName: '组织管理', names: { zhtw: '組織管理', en: 'Organisations' }, type: 2, parent: 'permission', urlAddress: 'permission/organize', icon: 'building', sortCode: 1,
    buttons: crud, columns: [['fullName', '名称'], ['enCode', '编码'], ['category', '类型'], ['enabledMark', '状态'], ['creatorTime', '创建时间']],
  },
  {
    enCode: 'permission.position', fullName: '岗位管理', names: { zhtw: '崗位管理', en: 'Positions' }, type: 2, parent: 'permission', urlAddress: 'permission/position', icon: 'id-badge', sortCode: 2,
    buttons: crud, columns: [['fullName', '岗位名称'], ['enCode', '岗位编码'], ['type', '岗位类型'], ['organizeName', '所属组织'], ['enabledMark', '状态']],
  },
  {
    enCode: 'permission.role', fullName: '角色管理', names: { zhtw: '角色管理', en: 'Roles' }, type: 2, parent: 'permission', urlAddress: 'permission/role', icon: 'users-group', sortCode: 3,
    buttons: [...crud, ['btn_member', '角色成员']], columns: [['fullName', '角色名称'], ['enCode', '角色编码'], ['globalMark', '角色类型'], ['enabledMark', '状态']],
  },
  {
    enCode: 'permission.group', fullName: '分组管理', names: { zhtw: '分組管理', en: 'Groups' }, type: 2, parent: 'permission', urlAddress: 'permission/group', icon: 'users', sortCode: 4,
    buttons: [...crud, ['btn_member', '分组成员']], columns: [['fullName', '分组名称'], ['enCode', '分组编码'], ['type', '分组类型'], ['enabledMark', '状态']],
  },
  {
    enCode: 'permission.user', fullName: '用户管理', names: { zhtw: '使用者管理', en: 'Users' }, type: 2, parent: 'permission', urlAddress: 'permission/user', icon: 'user', sortCode: 5,
    buttons: [...crud, ['btn_resetPassword', '重置密码'], ['btn_unlock', '解除锁定'], ['btn_import', '导入'], ['btn_export', '导出']],
    columns: [['account', '账号'], ['realName', '姓名'], ['organizeName', '所属组织'], ['positionName', '岗位'], ['roleName', '角色'], ['mobilePhone', '手机'], ['enabledMark', '状态'], ['creatorTime', '创建时间']],
  },
  {
    enCode: 'permission.authorize', fullName: '权限授权', names: { zhtw: '權限授權', en: 'Authorisation' }, type: 2, parent: 'permission', urlAddress: 'permission/authorize', icon: 'key', sortCode: 6,
    buttons: [['btn_edit', '保存授权'], ['btn_scheme', '数据权限方案']],
  },
  {
    enCode: 'permission.onlineUser', fullName: '在线用户', names: { zhtw: '線上使用者', en: 'Online users' }, type: 2, parent: 'permission', urlAddress: 'permission/onlineUser', icon: 'plug-connected', sortCode: 7,
    buttons: [['btn_forced', '强制下线']], columns: [['userName', '用户'], ['organizeName', '组织'], ['ip', 'IP地址'], ['loginTime', '登录时间'], ['device', '设备']],
  },
];
