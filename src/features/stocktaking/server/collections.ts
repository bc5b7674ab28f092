import { defineCollection } from '../../../server/sync/collections';
import { STOCKTAKE_COLLECTIONS } from '../contract';
import { readableStocktakes } from './access';
import { ITEM_COLUMNS, SCAN_COLUMNS, STOCKTAKE_COLUMNS } from './repository';

/**
 * The stocktaking collections a device pulls: the stocktakes its user checks (all, for an asset
 * administrator), their snapshot items and every scan — so one checker's scans reach the others.
 */
export const stocktakeCollections = [
  defineCollection({
    name: STOCKTAKE_COLLECTIONS.stocktakes, source: STOCKTAKE_COLLECTIONS.stocktakes, table: 'stStocktake',
    columns: [...STOCKTAKE_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake.id'),
  }),
  defineCollection({
    name: STOCKTAKE_COLLECTIONS.items, source: STOCKTAKE_COLLECTIONS.items, table: 'stStocktakeItem',
    columns: [...ITEM_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake_item.stocktake_id'),
  }),
  defineCollection({
    name: STOCKTAKE_COLLECTIONS.scans, source: STOCKTAKE_COLLECTIONS.scans, table: 'stStocktakeScan',
    columns: [...SCAN_COLUMNS], only: (auth) => readableStocktakes(auth, 'st_stocktake_scan.stocktake_id'),
  }),
];
