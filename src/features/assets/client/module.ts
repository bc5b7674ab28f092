import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    assets: Table<LocalRow, string>;
    assetPlans: Table<LocalRow, string>;
  }
}

// Addresses and collection names are written out (not imported from the contract) so the shell's
// first download does not carry the contract's schemas; module.test checks they agree.
/** 固定资产 (ADR 0008): plans, the register and my assets, readable offline. */
export const assetsModule = defineClientModule({
  name: 'assets',
  pages: {
    'fixedAsset/plan': () => import('./plan/PlanPage'),
    'fixedAsset/storage': () => import('./storage/StoragePage'),
    'fixedAsset/mine': () => import('./mine/MinePage'),
  },
  locales: () => import('./i18n'),
  device: {
    tables: {
      1: { assets: 'id' },
      // Version 3: purchase plans with their rows as JSON, readable offline.
      3: { assetPlans: 'id, applEntId, applDeptId, creatorTime' },
    },
    collections: {
      assets: { zh: '固定资产', zhtw: '固定資產', en: 'Fixed assets' },
      assetPlans: { zh: '资产计划', zhtw: '資產計畫', en: 'Asset plans' },
    },
  },
});
