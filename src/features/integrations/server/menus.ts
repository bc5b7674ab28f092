import type { ModuleSeed } from '../../../server/db/module-seeds';
import { INTEGRATION_MENU, INTEGRATION_PAGE } from '../contract';

/** 第三方集成 under 系统配置 (SPEC §1 weChat integration): 企业微信 and 钉钉, saved with btn_edit, synced with btn_sync. */
export const integrationMenus: ModuleSeed[] = [
  {
    enCode: INTEGRATION_MENU, fullName: '第三方集成', names: { zhtw: '第三方整合', en: 'Integrations' }, type: 2, parent: 'system.config', urlAddress: INTEGRATION_PAGE, icon: 'plug-connected', sortCode: 30,
    buttons: [['btn_edit', '保存配置'], ['btn_sync', '同步组织']],
  },
];
