import type { MigrationDb } from '../../../server/db/migration-kit';
import { addGenerationTriggers } from '../../../server/db/generations';
import { createSearchIndex, type SearchIndex } from '../../../server/db/search-index';

/** The asset register's keyword (资产编码/名称/品牌/规格) through an index (ADR list-search). */
export const ITEM_SEARCH: SearchIndex = { table: 'fa_item', name: 'fa_item_search', columns: ['asset_code', 'item_name', 'brand', 'specification'] };

async function up(db: MigrationDb) {
  await createSearchIndex(db, ITEM_SEARCH);
  await addGenerationTriggers(db, 'assets', [{ table: 'fa_item' }]);
  // The orders the register walks: default (storage time), by name, by creation.
  await db.schema.createIndex('fa_item_storage_ix').on('faItem').columns(['storageTime', 'assetCode']).execute();
  await db.schema.createIndex('fa_item_name_ix').on('faItem').columns(['itemName', 'assetCode']).execute();
  await db.schema.createIndex('fa_item_created_ix').on('faItem').columns(['creatorTime', 'assetCode']).execute();
}

/** Issue 10 §2: the register's keyword index, its list generation and sort indexes. */
export async function itemSearchUp(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await up(db);
  else await db.transaction().execute(up);
}
