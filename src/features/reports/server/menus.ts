import type { ModuleSeed } from '../../../server/db/module-seeds';
import { ONLINE_DEV_DIRECTORY, REPORT_DESIGN_PAGE, REPORT_MODULE } from '../contract';

/** 报表设计 under 在线开发 (the online development feature seeds the directory, earlier in the module list). */
export const reportMenus: ModuleSeed[] = [
  {
    enCode: REPORT_MODULE, fullName: '报表设计', names: { zhtw: '報表設計', en: 'Data reports' }, type: 2, parent: ONLINE_DEV_DIRECTORY, urlAddress: REPORT_DESIGN_PAGE,
    icon: 'report-analytics', sortCode: 3,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布']],
    columns: [['fullName', '报表名称'], ['enCode', '编码'], ['category', '分类'], ['interfaceName', '数据接口'], ['releasedAt', '发布时间'], ['lastModifyTime', '修改时间']],
  },
];
