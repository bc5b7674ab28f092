import type { ModuleSeed } from '../../../server/db/module-seeds';

export const dictionaryMenus: ModuleSeed[] = [
  { enCode: 'system.dictionary', fullName: '数据字典', names: { zhtw: '數據字典', en: 'Dictionaries' }, type: 2, parent: 'system', urlAddress: 'system/dictionary', icon: 'list', sortCode: 3,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_export', '导出'], ['btn_import', '导入']],
    columns: [['fullName', '名称'], ['enCode', '编码'], ['sortCode', '排序'], ['enabledMark', '状态']] },
];
