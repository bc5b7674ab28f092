// The sync feature's server half, spelt from src/: `../../sync` would read as the client's src/sync to the lint rule.
import type { CollectionDef } from '../../../features/sync/server/collections';
import { AssetModule, PLAN_SYNC_COLLECTION, PLAN_SYNC_COLUMNS } from '../contract';
import { holdsMenu, planScope } from './plan-scope';

/**
 * Collection `assetPlans` (ADR 0008 "Plans on the device"): rows of the fa_plan_sync view, for
 * whoever the 资产计划登记 list and detail would show them to — the menu, then its data scope.
 */
export const planCollections = {
  assetPlans: {
    name: PLAN_SYNC_COLLECTION, source: PLAN_SYNC_COLLECTION, table: 'faPlanSync', columns: [...PLAN_SYNC_COLUMNS],
    scopeModule: AssetModule.plan, scopeTarget: planScope('fa_plan_sync'), only: (auth) => holdsMenu(auth, AssetModule.plan),
  },
} satisfies Record<string, CollectionDef>;
