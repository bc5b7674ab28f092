import { sql } from 'kysely';
import { featureRegistry } from '../features';
import { seedScaleIdentity } from '../identity/scale-seed';
import type { Database } from './database';

export const SCALE_MAX = 1_000_000;
const SCALED_TABLES = ['base_organize', 'base_position', 'base_role', 'base_user', 'base_user_relation', 'fa_item', 'fa_item_log', 'fa_code_serial', 'base_dictionary_type', 'base_dictionary_data', 'base_login_log', 'sync_change', 'base_message', 'base_message_receive', 'base_message_counter'];

export interface ScaleResult {
  users: number;
  departments: number;
  items: number;
  dictionaryRows: number;
  loginLogRows: number;
  /** Notifications for admin (and each for one generated person). */
  messages: number;
  seconds: number;
}

/**
 * `npm run admin -- seed --scale N` (and the benches): N generated users in organisations with
 * positions and roles, N asset items, N/10 dictionary rows, N sign-in log rows, N notifications for admin, in one transaction (ADR scale-data).
 * Generated accounts have no usable password until an administrator resets it.
 */
export async function seedScale(database: Database, count: number, now = Date.now()): Promise<ScaleResult> {
  const started = performance.now();
  const result = await database.db.transaction().execute(async (trx) => {
    const departments = await seedScaleIdentity(trx, count, undefined, now);
    const counts: Record<string, number> = {};
    for (const feature of featureRegistry.modules) Object.assign(counts, await feature.scale?.(trx, { count, departments, now }));
    return { users: count, departments: departments.length, items: counts.items ?? 0, dictionaryRows: counts.dictionaryRows ?? 0, loginLogRows: counts.loginLogRows ?? 0, messages: counts.messages ?? 0 };
  });
  // A bulk load leaves PostgreSQL without statistics or a visibility map until autovacuum comes
  // by; do now what it would do, so plans (and index-only scans) are those of a settled database.
  // Only the tables written here (search_path picks this schema's): a bare VACUUM walks every schema.
  if (database.dialect === 'postgres') await sql.raw(`vacuum analyze ${SCALED_TABLES.join(', ')}`).execute(database.db);
  return { ...result, seconds: (performance.now() - started) / 1000 };
}
