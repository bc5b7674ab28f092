import { defineCollection } from '../../../server/sync/collections';
import { AssetModule, ITEM_ROW_COLUMNS, PLAN_SYNC_COLLECTION, PLAN_SYNC_COLUMNS } from '../contract';
import { holdsMenu } from '../../../server/identity/holds-menu';
import { planScope } from './plan-scope';
import { itemVisibleTo } from './visibility';

export const assetCollections = [
  // Fixed-asset items (ADR 0008): asset administrators and office users read all, others their own and their organisations'.
  defineCollection({ name: 'assets', source: 'assets', table: 'faItem', columns: [...ITEM_ROW_COLUMNS], only: (auth) => itemVisibleTo(auth) }),
  // Rows of the fa_plan_sync view ("Plans on the device"), for whoever the 资产计划登记 list and detail would show them to — the menu, then its data scope.
  defineCollection({
    name: PLAN_SYNC_COLLECTION, source: PLAN_SYNC_COLLECTION, table: 'faPlanSync', columns: [...PLAN_SYNC_COLUMNS],
    scopeModule: AssetModule.plan, scopeTarget: planScope('fa_plan_sync'), only: (auth) => holdsMenu(auth, AssetModule.plan),
  }),
];
