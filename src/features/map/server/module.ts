import type { ModuleSeed } from '../../../server/db/module-seeds';
import { defineServerModule } from '../../../server/modules/feature-module';
import { MAP_MODULE } from '../contract';
import { seedMapDemo } from './demo';
import { mapMigrations } from './migrations';
import { registerMapRoutes } from './routes';

export const mapMenus: ModuleSeed[] = [
  {
    enCode: MAP_MODULE, fullName: '地图', names: { zhtw: '地圖', en: 'Maps' }, type: 2, parent: 'system.data', urlAddress: 'system/map', icon: 'world', sortCode: 7,
    buttons: [['btn_add', '上传'], ['btn_remove', '删除']],
    columns: [['regionCode', '区域编码'], ['fullName', '名称'], ['featureCount', '要素数'], ['byteSize', '大小']],
  },
];

/** 地图 (ADR 0031): GeoJSON outlines per region for the data screens. */
export const mapModule = defineServerModule({
  name: 'map',
  migrations: mapMigrations,
  menus: mapMenus,
  routes: registerMapRoutes,
  demo: seedMapDemo,
});
