import { sql, type Kysely } from 'kysely';
import type { MigrationDb } from './migration-kit';
import type { DB } from './schema';
import { fail } from '../http/api-error';
import { newId } from '../../contract/ids';
import { formatBillNumber, maxSerial, periodKeys } from '../../features/system/contract';

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

/** A business module's built-in numbering rule, as its migration installs it. */
export interface BuiltInBillRule {
  enCode: string;
  fullName: string;
  category: string;
  prefix: string;
  sortCode: number;
}

/**
 * Adds a module's rule (prefix, year, 4-digit serial reset yearly) unless one with its enCode exists;
 * administrators may change its format in 单据规则 until its first number.
 */
export async function installBillRule(db: MigrationDb, rule: BuiltInBillRule, now = Date.now()): Promise<void> {
  if (await db.selectFrom('baseBillRule').select('id').where('enCode', '=', rule.enCode).executeTakeFirst()) return;
  await db.insertInto('baseBillRule').values({
    id: newId(now), ...rule, dateFormat: 'yyyy', separator: '-', digits: 4, startNumber: 1, suffix: '',
    resetPeriod: 'year', currentSeq: null, periodKey: '', maxSeq: maxSerial(4), enabledMark: 1, description: '内置规则：业务模块按编码取号',
    creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
  }).execute();
}
