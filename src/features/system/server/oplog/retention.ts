import type { Kysely } from 'kysely';
import { readAuditSettings } from '../../../../server/audit/settings';
import type { DB } from '../../../../server/db/schema';

const DAY_MS = 86_400_000;
/** Rows per delete: a first purge of years of logs never holds a long lock. */
const BATCH = 2000;

async function deleteBefore(db: Kysely<DB>, table: 'baseOperationLog' | 'baseLoginLog', cutoff: number) {
  let deleted = 0;
  for (;;) {
    const ids = (await db.selectFrom(table).select('id').where('creatorTime', '<', cutoff).limit(BATCH).execute()).map((r) => r.id);
    if (ids.length === 0) break;
    deleted += Number((await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
    if (ids.length < BATCH) break;
  }
  return deleted;
}

export interface PurgeResult {
  /** Entries older than this were deleted; null when the retention is 0 (kept for ever). */
  cutoff: number | null;
  operation: number;
  login: number;
}

/**
 * Deletes the operation, request, exception and sign-in log entries older than the retention
 * setting (系统日志 → 日志设置). Run at start and by the scheduled task that purges logs.
 */
export async function purgeExpiredLogs(db: Kysely<DB>, now = Date.now()): Promise<PurgeResult> {
  const { retentionDays } = await readAuditSettings(db);
  if (retentionDays === 0) return { cutoff: null, operation: 0, login: 0 };
  const cutoff = now - retentionDays * DAY_MS;
  return { cutoff, operation: await deleteBefore(db, 'baseOperationLog', cutoff), login: await deleteBefore(db, 'baseLoginLog', cutoff) };
}
