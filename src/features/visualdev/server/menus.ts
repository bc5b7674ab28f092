import type { ModuleSeed } from '../../../server/db/module-seeds';
import { APP_DESIGN_MODULE, VISUALDEV_MODULE } from '../contract';

/** The 在线开发 directory: released models go under it unless the release names another parent. */
export const ONLINE_DEV_DIRECTORY = 'onlineDev';

const designButtons: [string, string][] = [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布'], ['btn_download', '导出'], ['btn_upload', '导入']];
const designColumns: [string, string][] = [['fullName', '名称'], ['enCode', '编码'], ['category', '分类'], ['tableName', '数据表'], ['state', '状态'], ['sortCode', '排序'], ['lastModifyTime', '修改时间']];

export const visualdevMenus: ModuleSeed[] = [
  { enCode: ONLINE_DEV_DIRECTORY, fullName: '在线开发', names: { zhtw: '線上開發', en: 'Online development' }, type: 1, icon: 'code', sortCode: 1000 },
  {
    enCode: VISUALDEV_MODULE, fullName: 'Web设计', names: { zhtw: 'Web設計', en: 'Web design' }, type: 2, parent: ONLINE_DEV_DIRECTORY, urlAddress: 'onlineDev/webDesign', icon: 'layout-grid', sortCode: 1,
    buttons: designButtons, columns: designColumns,
  },
  {
    enCode: APP_DESIGN_MODULE, fullName: 'App设计', names: { zhtw: 'App設計', en: 'App design' }, type: 2, parent: ONLINE_DEV_DIRECTORY, urlAddress: 'onlineDev/appDesign', icon: 'device-mobile', sortCode: 2,
    buttons: designButtons, columns: designColumns,
  },
];
