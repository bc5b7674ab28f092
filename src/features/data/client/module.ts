import { defineClientModule } from '@/app/modules/client-module';

/** 系统数据: 数据连接, 数据建模, 数据接口, 数据同步 — online-only administration pages. */
export const dataModule = defineClientModule({
  name: 'data',
  pages: {
    'system/dataSource': () => import('./sources/DataSourcePage'),
    'system/dataModel': () => import('./models/DataModelPage'),
    'system/dataInterface': () => import('./interfaces/DataInterfacePage'),
    'system/dataSync': () => import('./sync/DataSyncPage'),
  },
  locales: () => import('./i18n'),
});
