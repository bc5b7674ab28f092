import type { CurrentUser, MenuNode } from '@/features/auth/contract';

/** Test data: a CurrentUser answer (factories with overrides). */
export const menu = (id: string, fullName: string, children: MenuNode[] = [], parentId = '-1'): MenuNode => ({
  id, parentId, enCode: id, fullName, fullNameZhtw: null, fullNameEn: null, type: children.length ? 1 : 2, urlAddress: children.length ? null : `sys/${id}`, icon: null, keepAlive: 0,
  linkTarget: null, propertyJson: null, sortCode: 0, hasChildren: children.length > 0, children,
});

export const sessionInfo = (userId = 'u1', menus = [menu('sys', '系统管理', [menu('log', '系统日志', [], 'sys'), menu('area', '行政区划', [], 'sys')]), menu('perm', '权限管理')]): CurrentUser => ({
  menuList: menus,
  permissionList: [{ modelId: 'log', moduleName: '系统日志', button: [{ enCode: 'btn_remove', fullName: '删除' }], column: [], form: [] }],
  userInfo: {
    userId, userName: '管理员', userAccount: 'admin', headIcon: '', organizeId: 'c0', organizeIds: 'c0', organizeName: '轻办示范集团', departmentId: '', departmentName: '',
    positionIds: [], positionName: '', roleIds: [], roleName: '', isAdministrator: true, portalId: '', theme: 'classic', language: 'zh', mobilePhone: '', email: '',
    prevLogin: 1, prevLoginTime: null, prevLoginIPAddress: '', prevLoginIPAddressName: '',
  },
  sysConfigInfo: { sysName: '轻办', sysVersion: '1.0', logoIcon: '', navigationIcon: '', author: '', copyright: '' },
});

