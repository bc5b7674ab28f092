import type { ModuleSeed } from '../../../server/db/module-seeds';
import { PRINT_MODULE } from '../contract';

export const printMenus: ModuleSeed[] = [
  {
    enCode: PRINT_MODULE, fullName: '打印模板', names: { zhtw: '列印範本', en: 'Print templates' }, type: 2, parent: 'system.data', urlAddress: 'system/printDev', icon: 'printer', sortCode: 6,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_export', '导出'], ['btn_import', '导入']],
    columns: [['fullName', '名称'], ['enCode', '编码'], ['category', '数据类型'], ['sortCode', '排序'], ['enabledMark', '状态']],
  },
];
