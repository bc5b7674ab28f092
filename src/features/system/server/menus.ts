import type { ModuleSeed } from '../../../server/db/module-seeds';
import { operationsMenus } from './operations-menus';
import { billRuleMenus } from './billrule/menus';
import { settingsMenus } from './settings/menus';
import { iconMenus } from './icons/menus';
import { languageMenus } from './language/menus';
import { menuAdminMenus } from './menu/menus';

export const systemMenus: ModuleSeed[] = [
  { enCode: 'system', fullName: '系统管理', names: { zhtw: '系統管理', en: 'System' }, type: 1, icon: 'settings', sortCode: 900 },
  {
    enCode: 'system.log', fullName: '系统日志', names: { zhtw: '系統日誌', en: 'System log' },
    type: 2,
    parent: 'system',
    urlAddress: 'system/log',
    icon: 'file-text',
    sortCode: 1,
    buttons: [['btn_remove', '删除'], ['btn_export', '导出']],
    columns: [['account', '账号'], ['userName', '姓名'], ['type', '类型'], ['method', '方式'], ['ip', 'IP地址'], ['result', '结果'], ['creatorTime', '时间']],
  },
  { enCode: 'system.area', fullName: '行政区划', names: { zhtw: '行政區劃', en: 'Administrative areas' }, type: 2, parent: 'system', urlAddress: 'system/area', icon: 'map-pin', sortCode: 2,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除']],
    columns: [['fullName', '区域名称'], ['enCode', '区域编码'], ['enabledMark', '状态']] },
  ...operationsMenus,
  ...billRuleMenus,
  ...settingsMenus,
  ...menuAdminMenus,
  ...iconMenus,
  ...languageMenus,
];
