import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    stocktakes: Table<LocalRow, string>;
    stocktakeItems: Table<LocalRow, string>;
    stocktakeScans: Table<LocalRow, string>;
  }
}

// Names are written out (not imported from the contract) to keep the contract's schemas out of the
// shell's first download; module.test checks they agree with STOCKTAKE_COLLECTIONS / STOCKTAKE_MUTATIONS.
/** 资产盘点 (ADR 0008): a checker's downloaded stocktakes, their items and scans, counted offline. */
export const stocktakingModule = defineClientModule({
  name: 'stocktaking',
  pages: { 'fixedAsset/stocktake': () => import('./StocktakePage') },
  locales: () => import('./i18n'),
  device: {
    tables: {
      // Version 2 (issue 6).
      2: { stocktakes: 'id', stocktakeItems: 'id, stocktakeId, assetCode, itemId', stocktakeScans: 'id, stocktakeId, itemId, code' },
    },
    collections: {
      stocktakes: { zh: '资产盘点', zhtw: '資產盤點', en: 'Stocktakes' },
      stocktakeItems: { zh: '盘点物品', zhtw: '盤點物品', en: 'Stocktake items' },
      stocktakeScans: { zh: '盘点扫描', zhtw: '盤點掃描', en: 'Stocktake scans' },
    },
    mutations: () => import('./model/device-writes'),
    mutationLabels: {
      'stocktake.scan': { zh: '盘点扫描', zhtw: '盤點掃描', en: 'Stocktake scan' },
      'stocktake.undoScan': { zh: '撤销盘点扫描', zhtw: '撤銷盤點掃描', en: 'Undo a stocktake scan' },
      'stocktake.attachPhoto': { zh: '盘点照片', zhtw: '盤點照片', en: 'Stocktake photo' },
    },
  },
});
