import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { LANGUAGE_MODULE } from '../../contract';

export const languageMenus: ModuleSeed[] = [
  {
    enCode: LANGUAGE_MODULE, fullName: '翻译管理', names: { zhtw: '翻譯管理', en: 'Translations' }, type: 2, parent: 'system.config', urlAddress: 'system/language', icon: 'language', sortCode: 12,
    buttons: [['btn_edit', '编辑'], ['btn_remove', '恢复默认']],
    columns: [['key', '词条'], ['zh', '简体中文'], ['zhtw', '繁體中文'], ['en', 'English']],
  },
];
