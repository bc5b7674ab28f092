import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { fail } from '../http/api-error';
import { formatBillNumber, periodKeys } from '../../features/system/contract';

export const BillMsg = { unavailable: (code: string) => `单据规则${code}不存在、已停用或流水号已用完` } as const;

/**
 * Takes the next number of a bill rule (单据组件) in the caller's transaction, the way the system
 * feature's BillNumber does: one UPDATE moves the rule's counter, so a rolled-back record gives its
 * number back and no two records share one.
 */
export async function takeBillNumber(db: Kysely<DB>, enCode: string, now: number): Promise<string> {
  const keys = periodKeys(now);
  const period = sql<string>`CASE ${sql.ref('resetPeriod')} WHEN 'day' THEN ${keys.day} WHEN 'month' THEN ${keys.month} WHEN 'year' THEN ${keys.year} ELSE '' END`;
  const seq = sql<number>`CASE WHEN ${sql.ref('currentSeq')} IS NOT NULL AND ${sql.ref('periodKey')} = ${period} THEN ${sql.ref('currentSeq')} + 1 ELSE ${sql.ref('startNumber')} END`;
  const row = await db.updateTable('baseBillRule').set({ currentSeq: seq, periodKey: period })
    .where((eb) => eb.or([eb('id', '=', enCode), eb('enCode', '=', enCode)]))
    .where('enabledMark', '=', 1)
    .where(seq, '<=', sql.ref<number>('maxSeq'))
    .returning(['prefix', 'dateFormat', 'separator', 'digits', 'suffix', 'currentSeq'])
    .executeTakeFirst();
  if (!row) throw fail.badRequest(BillMsg.unavailable(enCode));
  return formatBillNumber(row, Number(row.currentSeq), now);
}
