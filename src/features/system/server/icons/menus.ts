import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { ICON_MODULE } from '../../contract';

export const iconMenus: ModuleSeed[] = [
  { enCode: ICON_MODULE, fullName: '图标管理', names: { zhtw: '圖示管理', en: 'Icons' }, type: 2, parent: 'system.config', urlAddress: 'system/icons', icon: 'palette', sortCode: 11 },
];
