import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import { assertAccess } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import {
  BILL_RULE_MODULE, BILL_RULE_MSG, formatBillNumber, maxSerial, nextSerial,
  type BillRuleBody, type BillRuleInfo, type BillRuleListQuery, type BillRuleRow, type BillRuleSelectorQuery, type ReservationRow,
} from '../../contract';
import { billRuleRepository, type BillRuleRepository } from './repository';
import { numberService } from './numbers';
import type { BillRuleTable } from './tables';

type Rule = NonNullable<Awaited<ReturnType<BillRuleRepository['byId']>>>;
/** What may change once a rule has given a number: not its format (numbers given would repeat), except more digits. */
const FORMAT_FIELDS = ['prefix', 'dateFormat', 'separator', 'startNumber', 'suffix', 'resetPeriod'] as const;

export function toRow(r: Rule, now = Date.now()): BillRuleRow {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, prefix: r.prefix, dateFormat: r.dateFormat, separator: r.separator,
    digits: r.digits, startNumber: r.startNumber, suffix: r.suffix, resetPeriod: r.resetPeriod, currentSeq: r.currentSeq, periodKey: r.periodKey,
    example: formatBillNumber(r, nextSerial(r, now), now), sortCode: r.sortCode, enabledMark: r.enabledMark, creatorTime: r.creatorTime, lastModifyTime: r.lastModifyTime,
  };
}

/** 单据规则 administration (menu system.billRule) and the numbers themselves (any signed-in user). */
export function billRuleService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = billRuleRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, BILL_RULE_MODULE, button);

  async function unique(r: BillRuleRepository, body: BillRuleBody, selfId?: string) {
    if (await r.taken('enCode', body.enCode, selfId)) throw fail.badRequest(BILL_RULE_MSG.codeExists);
    if (await r.taken('fullName', body.fullName, selfId)) throw fail.badRequest(BILL_RULE_MSG.nameExists);
  }
  const stored = (b: BillRuleBody) => ({
    fullName: b.fullName, enCode: b.enCode, category: b.category || null, prefix: b.prefix, dateFormat: b.dateFormat, separator: b.separator,
    digits: b.digits, startNumber: b.startNumber, suffix: b.suffix, resetPeriod: b.resetPeriod, maxSeq: maxSerial(b.digits),
    sortCode: b.sortCode, enabledMark: b.enabledMark, description: b.description ?? null,
  });

  /** What the operation log keeps of a rule (ADR 0026): its form's fields, not the running serial. */
  const auditView = (r: Rule | undefined | null) => r ? {
    fullName: r.fullName, enCode: r.enCode, category: r.category, prefix: r.prefix, dateFormat: r.dateFormat, separator: r.separator, digits: r.digits,
    startNumber: r.startNumber, suffix: r.suffix, resetPeriod: r.resetPeriod, sortCode: r.sortCode, enabledMark: r.enabledMark, description: r.description,
  } : null;
  const audited = async (auth: AuthContext, id: string, before: Rule | null) =>
    ctx.audit.change(auth, { module: BILL_RULE_MODULE, entity: 'billRule', id, before: auditView(before), after: auditView(await repo.byId(id)) });

  async function reservationsOf(id: string) {
    const rule = await repo.byId(id);
    if (!rule) throw fail.notFound(BILL_RULE_MSG.notFound);
    const now = Date.now();
    const list: ReservationRow[] = (await repo.reservationsOf(id)).map((r) => ({
      id: r.id, userName: r.userName, account: r.account, deviceId: r.deviceId, firstNumber: r.firstNumber, lastNumber: r.lastNumber,
      count: r.lastSeq - r.firstSeq + 1, status: r.status === 'closed' ? 'closed' : r.expiresAt <= now ? 'expired' : 'open',
      usedCount: r.usedCount, returnedCount: r.returnedCount, creatorTime: r.creatorTime, expiresAt: r.expiresAt, closedTime: r.closedTime,
    }));
    return { rule: toRow(rule, now), list };
  }

  return {
    ...numberService(ctx),

    async list(auth: AuthContext, q: BillRuleListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      const now = Date.now();
      return { list: rows.map((r) => toRow(r, now)), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Every rule the list's filters match, for the export. */
    async exportRows(auth: AuthContext, q: BillRuleListQuery) {
      await allowed(auth, 'btn_export');
      const now = Date.now();
      return (await repo.all(q)).map((r) => toRow(r, now));
    },

    /** The business-template picker: any signed-in user picks a rule for a form field. */
    async selector(_auth: AuthContext, q: BillRuleSelectorQuery) {
      const { rows, total } = await repo.selector(q);
      const list = rows.map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, startNumber: String(r.startNumber).padStart(r.digits, '0'), categoryId: r.category }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    categories: async (_auth: AuthContext) => (await repo.categories()).map((c) => ({ id: c, fullName: c })),

    async info(auth: AuthContext, id: string): Promise<BillRuleInfo> {
      await allowed(auth);
      const rule = await repo.byId(id);
      if (!rule) throw fail.notFound(BILL_RULE_MSG.notFound);
      const now = Date.now();
      return { ...toRow(rule, now), description: rule.description, openReservations: await repo.openCount(id, now) };
    },

    async reservations(auth: AuthContext, id: string) {
      await allowed(auth);
      return reservationsOf(id);
    },

    /** §7 {id}/Action/Export: the rule and its reservations. */
    async exportRule(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_export');
      return reservationsOf(id);
    },

    async create(auth: AuthContext, body: BillRuleBody): Promise<string> {
      await allowed(auth, 'btn_add');
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const r = billRuleRepository(trx);
        await unique(r, body);
        const row: BillRuleTable = {
          id, ...stored(body), currentSeq: null, periodKey: '', creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
        };
        await r.insert(row);
      });
      await audited(auth, id, null);
      return id;
    },

    async update(auth: AuthContext, id: string, body: BillRuleBody) {
      await allowed(auth, 'btn_edit');
      const before = await db.transaction().execute(async (trx) => {
        const r = billRuleRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(BILL_RULE_MSG.notFound);
        await unique(r, body, id);
        const next = stored(body);
        const used = current.currentSeq !== null;
        if (used && (FORMAT_FIELDS.some((f) => next[f] !== current[f]) || next.digits < current.digits)) throw fail.badRequest(BILL_RULE_MSG.formatLocked);
        await r.update(id, { ...next, lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
        return current;
      });
      await audited(auth, id, before);
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      const before = await db.transaction().execute(async (trx) => {
        const r = billRuleRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(BILL_RULE_MSG.notFound);
        // A new rule with the same code would give the same numbers again.
        if (current.currentSeq !== null) throw fail.badRequest(BILL_RULE_MSG.usedNoDelete);
        await r.remove(id);
        return current;
      });
      ctx.audit.change(auth, { module: BILL_RULE_MODULE, entity: 'billRule', id, before: auditView(before), after: null });
    },

    /** §4: enables a disabled rule, disables an enabled one. A disabled rule gives no number. */
    async toggle(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_edit');
      const rule = await repo.byId(id);
      if (!rule) throw fail.notFound(BILL_RULE_MSG.notFound);
      const next = rule.enabledMark === 1 ? 0 : 1;
      await repo.update(id, { enabledMark: next, lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
      ctx.audit.change(auth, { module: BILL_RULE_MODULE, entity: 'billRule', id, before: { enabledMark: rule.enabledMark }, after: { enabledMark: next } });
      return next;
    },
  };
}
export type BillRuleService = ReturnType<typeof billRuleService>;
