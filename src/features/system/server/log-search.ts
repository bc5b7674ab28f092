import type { MigrationDb } from '../../../server/db/migration-kit';
import { addGenerationTriggers } from '../../../server/db/generations';
import { createSearchIndex, type SearchIndex } from '../../../server/db/search-index';

/** The system log's keyword (账号/姓名/IP) through an index (ADR list-search); the table is auth's, the list ours. */
export const LOGIN_LOG_SEARCH: SearchIndex = { table: 'base_login_log', name: 'base_login_log_search', columns: ['account', 'user_name', 'ip'] };

async function up(db: MigrationDb) {
  await createSearchIndex(db, LOGIN_LOG_SEARCH);
  await addGenerationTriggers(db, 'loginLog', [{ table: 'base_login_log' }]);
  await db.schema.createIndex('base_login_log_time_ix').on('baseLoginLog').columns(['creatorTime', 'id']).execute();
  await db.schema.createIndex('base_login_log_account_ix').on('baseLoginLog').columns(['account', 'id']).execute();
}

/** Issue 10 §2: the system log's keyword index, its list generation and sort indexes. */
export async function loginLogSearchUp(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await up(db);
  else await db.transaction().execute(up);
}
