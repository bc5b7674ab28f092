import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { BillRuleListQuery, BillRuleSelectorQuery, ResetPeriod } from '../../contract';
import type { BillReservationTable, BillRuleTable } from './tables';

type Db = Kysely<DB>;
const FORMAT_COLUMNS = ['id', 'enCode', 'prefix', 'dateFormat', 'separator', 'digits', 'suffix', 'resetPeriod', 'currentSeq', 'periodKey'] as const;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Numbers arrive as strings from pg's int8 only where no parser is set; keep them numbers either way. */
function ruleRow<R extends Partial<BillRuleTable>>(r: R): R {
  return { ...r, startNumber: Number(r.startNumber), currentSeq: num(r.currentSeq), maxSeq: Number(r.maxSeq), creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime) } as R;
}

/**
 * The serial after the current one, in the rule's current period: the start again when the
 * period changed (or nothing was given yet). `keys` holds today's key per reset period.
 */
function nextSeq(keys: Record<ResetPeriod, string>, count: number) {
  const period = sql<string>`CASE ${sql.ref('resetPeriod')} WHEN 'day' THEN ${keys.day} WHEN 'month' THEN ${keys.month} WHEN 'year' THEN ${keys.year} ELSE '' END`;
  const seq = sql<number>`CASE WHEN ${sql.ref('currentSeq')} IS NOT NULL AND ${sql.ref('periodKey')} = ${period} THEN ${sql.ref('currentSeq')} + ${count} ELSE ${sql.ref('startNumber')} + ${count - 1} END`;
  return { period, seq };
}

export function billRuleRepository(db: Db) {
  function filtered(q: Pick<BillRuleListQuery, 'keyword' | 'enabledMark' | 'category'>) {
    let base = db.selectFrom('baseBillRule');
    if (q.enabledMark !== undefined) base = base.where('enabledMark', '=', q.enabledMark);
    if (q.category) base = base.where('category', '=', q.category);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k), containsText('category', k), containsText('prefix', k)]));
    }
    return base;
  }

  return {
    async page(q: BillRuleListQuery) {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const sidx = q.sidx ?? 'sortCode';
      // sortCode ascending reads as the administrator ordered them; other columns follow the asked direction.
      const rows = await filtered(q).selectAll().orderBy(sidx, q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'asc').orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { rows: rows.map(ruleRow), total: Number(n) };
    },

    async all(q: Pick<BillRuleListQuery, 'keyword' | 'enabledMark' | 'category' | 'sidx' | 'sort'>) {
      const sidx = q.sidx ?? 'sortCode';
      return (await filtered(q).selectAll().orderBy(sidx, q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'asc').orderBy('id').execute()).map(ruleRow);
    },

    async selector(q: BillRuleSelectorQuery) {
      const where = { keyword: q.keyword, enabledMark: 1 as const, category: q.categoryId };
      const { n } = await filtered(where).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await filtered(where).select(['id', 'fullName', 'enCode', 'startNumber', 'digits', 'category']).orderBy('sortCode').orderBy('creatorTime').orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { rows: rows.map((r) => ({ ...r, startNumber: Number(r.startNumber) })), total: Number(n) };
    },

    async categories(): Promise<string[]> {
      const rows = await db.selectFrom('baseBillRule').select('category').distinct().where('category', 'is not', null).where('enabledMark', '=', 1).orderBy('category').execute();
      return rows.map((r) => r.category!).filter((c) => c !== '');
    },

    async byId(id: string) {
      const row = await db.selectFrom('baseBillRule').selectAll().where('id', '=', id).executeTakeFirst();
      return row && ruleRow(row);
    },

    async byIdOrCode(idOrCode: string) {
      const row = await db.selectFrom('baseBillRule').selectAll().where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)])).executeTakeFirst();
      return row && ruleRow(row);
    },

    async taken(column: 'enCode' | 'fullName', value: string, exceptId?: string): Promise<boolean> {
      let q = db.selectFrom('baseBillRule').select('id').where(column, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<BillRuleTable>) => db.insertInto('baseBillRule').values(row).execute(),
    update: (id: string, set: Updateable<BillRuleTable>) => db.updateTable('baseBillRule').set(set).where('id', '=', id).execute(),
    remove: async (id: string) => {
      await db.deleteFrom('baseBillReservation').where('ruleId', '=', id).execute();
      await db.deleteFrom('baseBillRule').where('id', '=', id).execute();
    },

    /**
     * Takes `count` consecutive serials of an enabled rule in one statement: the row lock of the
     * UPDATE (PostgreSQL) or the database's write lock (SQLite) makes concurrent takers queue, and
     * each sees the serial the one before it left. Undefined when the rule is missing, disabled or
     * the serials would pass maxSeq — the caller reads the rule to say which.
     */
    async take(idOrCode: string, count: number, keys: Record<ResetPeriod, string>) {
      const { period, seq } = nextSeq(keys, count);
      const row = await db.updateTable('baseBillRule')
        .set({ currentSeq: seq, periodKey: period })
        .where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)]))
        .where('enabledMark', '=', 1)
        .where(seq, '<=', sql.ref<number>('maxSeq'))
        .returning(FORMAT_COLUMNS)
        .executeTakeFirst();
      return row && { ...row, currentSeq: Number(row.currentSeq) };
    },

    /** Gives back the serials after `keepSeq` if none was taken after `lastSeq` in the same period. */
    async giveBack(ruleId: string, periodKey: string, lastSeq: number, keepSeq: number): Promise<boolean> {
      const result = await db.updateTable('baseBillRule').set({ currentSeq: keepSeq })
        .where('id', '=', ruleId).where('currentSeq', '=', lastSeq).where('periodKey', '=', periodKey).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertReservation: (row: BillReservationTable) => db.insertInto('baseBillReservation').values(row).execute(),

    /** Serials of a device's open, unexpired reservations of a rule. */
    async openOnDevice(ruleId: string, deviceId: string, now: number): Promise<number> {
      const { n } = await db.selectFrom('baseBillReservation').select(sql<number>`coalesce(sum(${sql.ref('lastSeq')} - ${sql.ref('firstSeq')} + 1), 0)`.as('n'))
        .where('ruleId', '=', ruleId).where('deviceId', '=', deviceId).where('status', '=', 'open').where('expiresAt', '>', now).executeTakeFirstOrThrow();
      return Number(n);
    },

    async openCount(ruleId: string, now: number): Promise<number> {
      const { n } = await db.selectFrom('baseBillReservation').select(sql<number>`count(*)`.as('n'))
        .where('ruleId', '=', ruleId).where('status', '=', 'open').where('expiresAt', '>', now).executeTakeFirstOrThrow();
      return Number(n);
    },

    async reservation(id: string) {
      const row = await db.selectFrom('baseBillReservation').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { ...row, firstSeq: Number(row.firstSeq), lastSeq: Number(row.lastSeq) };
    },

    /**
     * Closes an open reservation of this user and device that holds at least `used` numbers; false
     * otherwise (missing, someone else's, closed already, or `used` too large: the caller reads why).
     */
    async close(id: string, by: { userId: string; deviceId: string; used: number }, now: number): Promise<boolean> {
      const result = await db.updateTable('baseBillReservation').set({ status: 'closed', usedCount: by.used, returnedCount: 0, closedTime: now })
        .where('id', '=', id).where('userId', '=', by.userId).where('deviceId', '=', by.deviceId).where('status', '=', 'open')
        .where(sql<number>`${sql.ref('lastSeq')} - ${sql.ref('firstSeq')} + 1`, '>=', by.used)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async reservationsOf(ruleId: string) {
      const rows = await db.selectFrom('baseBillReservation as r').leftJoin('baseUser as u', 'u.id', 'r.userId')
        .select(['r.id', 'u.realName as userName', 'u.account', 'r.deviceId', 'r.firstSeq', 'r.lastSeq', 'r.firstNumber', 'r.lastNumber', 'r.status', 'r.usedCount', 'r.returnedCount', 'r.creatorTime', 'r.expiresAt', 'r.closedTime'])
        .where('r.ruleId', '=', ruleId).orderBy('r.creatorTime', 'desc').orderBy('r.id', 'desc').limit(1000).execute();
      return rows.map((r) => ({ ...r, firstSeq: Number(r.firstSeq), lastSeq: Number(r.lastSeq), creatorTime: Number(r.creatorTime), expiresAt: Number(r.expiresAt), closedTime: num(r.closedTime) }));
    },
  };
}
export type BillRuleRepository = ReturnType<typeof billRuleRepository>;
