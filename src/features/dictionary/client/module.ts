import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    dictionaries: Table<LocalRow, string>;
    dictionaryData: Table<LocalRow, string>;
  }
}

/** 数据字典: read everywhere from the device, its data edited offline through the outbox. */
export const dictionaryModule = defineClientModule({
  name: 'dictionary',
  pages: { 'system/dictionary': () => import('./DictionaryPage') },
  locales: () => import('./i18n'),
  device: {
    tables: { 1: { dictionaries: 'id, enCode', dictionaryData: 'id, typeId, parentId' } },
    collections: {
      dictionaries: { zh: '数据字典', zhtw: '數據字典', en: 'Dictionaries' },
      dictionaryData: { zh: '字典数据', zhtw: '字典數據', en: 'Dictionary data' },
    },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'dictionaryData.create': { zh: '新建字典数据', zhtw: '新建字典數據', en: 'New dictionary item' },
      'dictionaryData.update': { zh: '修改字典数据', zhtw: '修改字典數據', en: 'Edit dictionary item' },
      'dictionaryData.delete': { zh: '删除字典数据', zhtw: '刪除字典數據', en: 'Delete dictionary item' },
    },
  },
});
