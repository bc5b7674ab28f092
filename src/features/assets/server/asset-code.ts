import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { ASSET_CODE_PREFIX } from '../contract';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** YYYYMMDD of a moment in China Standard Time, whatever the server's zone. */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * Takes `count` consecutive serials of a day and answers their asset codes (ZC + YYYYMMDD + serial,
 * at least 4 digits). The upsert raises the day's counter atomically inside the caller's
 * transaction: concurrent stores wait on the row (PostgreSQL) or the one writer (SQLite), so no
 * two items share a code; the unique index on asset_code is the last guard.
 */
export async function takeAssetCodes(trx: Kysely<DB>, count: number, now = Date.now()): Promise<string[]> {
  const day = chinaDay(now);
  const row = await trx
    .insertInto('faCodeSerial')
    .values({ day, lastSerial: count })
    .onConflict((oc) => oc.column('day').doUpdateSet({ lastSerial: sql<number>`fa_code_serial.last_serial + excluded.last_serial` }))
    .returning('lastSerial')
    .executeTakeFirstOrThrow();
  const last = Number(row.lastSerial);
  return Array.from({ length: count }, (_, i) => `${ASSET_CODE_PREFIX}${day}${String(last - count + 1 + i).padStart(4, '0')}`);
}
