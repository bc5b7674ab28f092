import type { ModuleSeed } from '../../../server/db/module-seeds';
import { ONLINE_DEV_DIRECTORY } from '../../reports/contract';
import { PORTAL_DESIGN_PAGE, PORTAL_MODULE } from '../contract';

/** 门户设计 under 在线开发 (the online development feature seeds the directory, earlier in the module list). */
export const portalMenus: ModuleSeed[] = [
  {
    enCode: PORTAL_MODULE, fullName: '门户设计', names: { zhtw: '門戶設計', en: 'Portals' }, type: 2, parent: ONLINE_DEV_DIRECTORY, urlAddress: PORTAL_DESIGN_PAGE,
    icon: 'layout-dashboard', sortCode: 5,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布'], ['btn_assign', '分配']],
    columns: [['fullName', '门户名称'], ['enCode', '编码'], ['category', '分类'], ['releasedAt', '发布时间'], ['lastModifyTime', '修改时间']],
  },
];
