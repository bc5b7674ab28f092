// The sync feature's server half, spelt from src/: `../../sync` would read as the client's src/sync to the lint rule.
import type { CollectionDef } from '../../../features/sync/server/collections';
import { STOCKTAKE_COLLECTIONS } from '../contract';
import { readableStocktakes } from './access';
import { ITEM_COLUMNS, SCAN_COLUMNS, STOCKTAKE_COLUMNS } from './repository';

/**
 * The stocktaking collections a device pulls: the stocktakes its user checks (all, for an asset
 * administrator), their snapshot items and every scan — so one checker's scans reach the others.
 */
export const stocktakeCollections = {
  stocktakes: {
    name: STOCKTAKE_COLLECTIONS.stocktakes, source: STOCKTAKE_COLLECTIONS.stocktakes, table: 'stStocktake',
    columns: [...STOCKTAKE_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake.id'),
  },
  stocktakeItems: {
    name: STOCKTAKE_COLLECTIONS.items, source: STOCKTAKE_COLLECTIONS.items, table: 'stStocktakeItem',
    columns: [...ITEM_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake_item.stocktake_id'),
  },
  stocktakeScans: {
    name: STOCKTAKE_COLLECTIONS.scans, source: STOCKTAKE_COLLECTIONS.scans, table: 'stStocktakeScan',
    columns: [...SCAN_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake_scan.stocktake_id'),
  },
} satisfies Record<string, CollectionDef>;
