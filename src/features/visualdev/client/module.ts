import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    onlineModels: Table<LocalRow, string>;
    onlineRecords: Table<LocalRow, string>;
  }
}

/**
 * 在线开发 (issue 15, ADR 0033): Web设计 and App设计 with the form designer; released models render
 * from their schema on menus of type 3 (`model/*`), their records on the device.
 */
export const visualdevModule = defineClientModule({
  name: 'visualdev',
  pages: {
    'onlineDev/webDesign': () => import('./base/WebDesignPage'),
    'onlineDev/appDesign': () => import('./base/AppDesignPage'),
    'model/*': () => import('./online/OnlineDevPage'),
  },
  locales: () => import('./locales'),
  formRenderer: () => import('./form/FormRenderer').then((m) => ({ default: m.FormRenderer })),
  formDesigner: () => import('./designer/FormOnlyDesigner'),
  device: {
    tables: { 8: { onlineModels: 'id, menuId', onlineRecords: 'id, modelId' } },
    collections: {
      onlineModels: { zh: '在线开发表单', zhtw: '在線開發表單', en: 'Online forms' },
      onlineRecords: { zh: '在线开发数据', zhtw: '在線開發數據', en: 'Online form records' },
    },
    mutations: () => import('./online/mutations'),
    mutationLabels: {
      'onlineRecord.save': { zh: '保存表单数据', zhtw: '保存表單數據', en: 'Save form record' },
      'onlineRecord.remove': { zh: '删除表单数据', zhtw: '刪除表單數據', en: 'Delete form record' },
    },
  },
});
