import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { SETTINGS_MODULE } from '../../contract';

/** 系统配置: the system's name, images and sign-in rules (one page, saved with its edit button). */
export const settingsMenus: ModuleSeed[] = [
  {
    enCode: SETTINGS_MODULE, fullName: '系统配置', names: { zhtw: '系統配置', en: 'System settings' }, type: 2, parent: 'system.config', urlAddress: 'system/sysConfig', icon: 'settings', sortCode: 21,
    buttons: [['btn_edit', '保存']],
  },
];
