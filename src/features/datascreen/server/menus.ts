import type { ModuleSeed } from '../../../server/db/module-seeds';
import { ONLINE_DEV_DIRECTORY } from '../../reports/contract';
import { SCREEN_DESIGN_PAGE, SCREEN_MODULE } from '../contract';

/** 大屏设计 under 在线开发 (the online development feature seeds the directory, earlier in the module list). */
export const dataScreenMenus: ModuleSeed[] = [
  {
    enCode: SCREEN_MODULE, fullName: '大屏设计', names: { zhtw: '大屏設計', en: 'Data screens' }, type: 2, parent: ONLINE_DEV_DIRECTORY, urlAddress: SCREEN_DESIGN_PAGE,
    icon: 'device-desktop', sortCode: 6,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布']],
    columns: [['fullName', '大屏名称'], ['enCode', '编码'], ['category', '分类'], ['releasedAt', '发布时间'], ['lastModifyTime', '修改时间']],
  },
];
