import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { MENU_MODULE } from '../../contract';

export const menuAdminMenus: ModuleSeed[] = [
  {
    enCode: MENU_MODULE, fullName: '菜单管理', names: { zhtw: '選單管理', en: 'Menus' }, type: 2, parent: 'system.config', urlAddress: 'system/menu', icon: 'menu-2', sortCode: 10,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_export', '导出'], ['btn_import', '导入']],
    columns: [['fullName', '菜单名称'], ['enCode', '菜单编码'], ['type', '类型'], ['urlAddress', '路由地址'], ['sortCode', '排序'], ['enabledMark', '状态']],
  },
];
