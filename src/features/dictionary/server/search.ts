import type { MigrationDb } from '../../../server/db/migration-kit';
import { addGenerationTriggers } from '../../../server/db/generations';
import { createSearchIndex, type SearchIndex } from '../../../server/db/search-index';

/** Dictionary rows' keyword (名称/编码) through an index (ADR list-search). */
export const DICT_DATA_SEARCH: SearchIndex = { table: 'base_dictionary_data', name: 'base_dictionary_data_search', columns: ['full_name', 'en_code'] };

async function up(db: MigrationDb) {
  await createSearchIndex(db, DICT_DATA_SEARCH);
  await addGenerationTriggers(db, 'dictionary', [{ table: 'base_dictionary_data' }]);
  await db.schema.createIndex('base_dictionary_data_order_ix').on('baseDictionaryData').columns(['dictionaryTypeId', 'sortCode', 'enCode']).execute();
}

/** Issue 10 §2: a flat dictionary of thousands of rows is paged in SQL with an indexed keyword. */
export async function dictionarySearchUp(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await up(db);
  else await db.transaction().execute(up);
}
