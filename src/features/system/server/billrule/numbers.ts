import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import {
  BILL_RULE_MSG, RESERVE_OPEN_MAX, formatBillNumber, nextSerial, periodKeys, reservationExpiry,
  type ReleaseResult, type Reservation, type ReserveBody,
} from '../../contract';
import { billRuleRepository, type BillRuleRepository } from './repository';

/**
 * The numbers (ADR 0023): BillNumber takes one serial, a reservation takes a range for a device to
 * hand out offline. Both move the rule's one counter in one UPDATE, so nothing BillNumber gives can
 * fall in a range, and no two ranges overlap. Any signed-in user may take numbers: the business
 * pages of every role need them.
 */
export function numberService(ctx: ServerContext) {
  const db = ctx.database.db;

  /** Why `take` found nothing to update: missing, disabled or out of serials. */
  async function refusal(r: BillRuleRepository, idOrCode: string, count: number) {
    const rule = await r.byIdOrCode(idOrCode);
    if (!rule) return fail.notFound(BILL_RULE_MSG.notFound);
    if (rule.enabledMark !== 1) return fail.badRequest(BILL_RULE_MSG.disabled);
    const left = rule.maxSeq - nextSerial(rule, Date.now()) + 1;
    if (count > 1 && left > 0) return fail.badRequest(BILL_RULE_MSG.notEnoughLeft(left));
    return fail.badRequest(BILL_RULE_MSG.overflow(rule.digits));
  }

  return {
    /** GET BillNumber/{id or enCode}: the rule's next number. */
    async billNumber(_auth: AuthContext, idOrCode: string): Promise<string> {
      const now = Date.now();
      const repo = billRuleRepository(db);
      const taken = await repo.take(idOrCode, 1, periodKeys(now));
      if (!taken) throw await refusal(repo, idOrCode, 1);
      return formatBillNumber(taken, taken.currentSeq, now);
    },

    /** A range of `count` numbers for one device, recorded with who took it and until when it may be used. */
    async reserve(auth: AuthContext, idOrCode: string, body: ReserveBody): Promise<Reservation> {
      const now = Date.now();
      // The write comes first: SQLite takes its write lock at once instead of upgrading a read
      // (which another process's write could refuse); a refusal below rolls the take back.
      return db.transaction().execute(async (trx) => {
        const r = billRuleRepository(trx);
        const taken = await r.take(idOrCode, body.count, periodKeys(now));
        if (!taken) throw await refusal(r, idOrCode, body.count);
        if ((await r.openOnDevice(taken.id, body.deviceId, now)) + body.count > RESERVE_OPEN_MAX) throw fail.badRequest(BILL_RULE_MSG.reservedTooMany(RESERVE_OPEN_MAX));
        const lastSeq = taken.currentSeq;
        const firstSeq = lastSeq - body.count + 1;
        const numbers = Array.from({ length: body.count }, (_, i) => formatBillNumber(taken, firstSeq + i, now));
        const id = newId(now);
        const expiresAt = reservationExpiry(taken, now);
        await r.insertReservation({
          id, ruleId: taken.id, userId: auth.userId, deviceId: body.deviceId, periodKey: taken.periodKey, firstSeq, lastSeq,
          firstNumber: numbers[0]!, lastNumber: numbers.at(-1)!, status: 'open', usedCount: null, returnedCount: null, creatorTime: now, expiresAt, closedTime: null,
        });
        return { id, ruleId: taken.id, enCode: taken.enCode, firstSeq, lastSeq, numbers, reservedAt: now, expiresAt };
      });
    },

    /**
     * The device is done with a range and used its first `used` numbers. The rest go back to the
     * rule when nothing was taken after the range (in the same period); otherwise they stay a gap.
     * Releasing again answers what the first release did.
     */
    async release(auth: AuthContext, reservationId: string, body: { deviceId: string; used: number }): Promise<ReleaseResult> {
      const now = Date.now();
      return db.transaction().execute(async (trx) => {
        const r = billRuleRepository(trx);
        // Closing first takes the reservation's row lock (and SQLite's write lock): a second release
        // waits, then finds it closed and answers what this one recorded.
        const closed = await r.close(reservationId, { userId: auth.userId, deviceId: body.deviceId, used: body.used }, now);
        const found = await r.reservation(reservationId);
        if (!found) throw fail.notFound(BILL_RULE_MSG.reservationNotFound);
        if (found.userId !== auth.userId || found.deviceId !== body.deviceId) throw fail.forbidden(BILL_RULE_MSG.reservationNotYours);
        const size = found.lastSeq - found.firstSeq + 1;
        if (!closed && found.status === 'closed') {
          const used = found.usedCount ?? 0;
          const returned = found.returnedCount ?? 0;
          return { used, returned, skipped: size - used - returned };
        }
        if (!closed) throw fail.badRequest(BILL_RULE_MSG.usedInvalid);
        const unused = size - body.used;
        const back = unused > 0 && found.expiresAt > now && (await r.giveBack(found.ruleId, found.periodKey, found.lastSeq, found.firstSeq + body.used - 1));
        const returned = back ? unused : 0;
        if (returned) await trx.updateTable('baseBillReservation').set({ returnedCount: returned }).where('id', '=', reservationId).execute();
        return { used: body.used, returned, skipped: unused - returned };
      });
    },
  };
}
