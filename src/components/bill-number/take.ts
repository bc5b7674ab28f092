import { BILL_RULE_MSG, RESERVE_DEFAULT } from '@/features/system/contract';
import type { QingbanDb } from '@/sync/db';
import { currentDb } from '@/sync/db';
import { getDeviceId } from '@/sync/device';
import { finishedRanges, keepReservation, markReleasing, remainingOnDevice, takeFromDevice } from './device-store';
import { BillNumberNetworkError, BillNumberRefusedError, httpBillNumberTransport, type BillNumberTransport } from './transport';

export interface BillNumberOptions {
  db?: QingbanDb | null;
  transport?: BillNumberTransport;
  online?: () => boolean;
  now?: () => number;
}

/** Offline with nothing reserved for the rule: the caller shows the message. */
export class BillNumberUnavailableError extends Error {
  constructor() {
    super(BILL_RULE_MSG.offlineExhausted);
  }
}

const KEPT_RULES = 'billNumberRules';

function resolve(o: BillNumberOptions) {
  return {
    db: o.db === undefined ? currentDb() : o.db,
    transport: o.transport ?? httpBillNumberTransport(),
    online: o.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
    now: o.now ?? Date.now,
  };
}

/**
 * The next number of a bill rule (by enCode) for a record being made: from the server when it can
 * be reached, else from the numbers this device reserved (ADR 0023). Throws the server's refusal
 * (BillNumberRefusedError), or BillNumberUnavailableError when offline with nothing reserved.
 */
export async function takeBillNumber(enCode: string, options: BillNumberOptions = {}): Promise<{ number: string; offline: boolean }> {
  const { db, transport, online, now } = resolve(options);
  if (online()) {
    try {
      return { number: await transport.take(enCode), offline: false };
    } catch (error) {
      if (!(error instanceof BillNumberNetworkError)) throw error;
    }
  }
  const number = db ? await takeFromDevice(db, enCode, now()) : null;
  if (number === null) throw new BillNumberUnavailableError();
  return { number, offline: true };
}

/** Reserves `count` numbers of a rule for this device (online only) and keeps them in the device store. */
export async function reserveBillNumbers(enCode: string, count = RESERVE_DEFAULT, options: BillNumberOptions = {}) {
  const { db, transport } = resolve(options);
  if (!db) throw new Error('No local database: sign in first');
  const reservation = await transport.reserve(enCode, await getDeviceId(db), count);
  await keepReservation(db, reservation);
  await rememberRule(db, enCode);
  return reservation;
}

/** Numbers of a rule this device may still hand out offline. */
export function billNumbersLeft(enCode: string, options: BillNumberOptions = {}): Promise<number> {
  const { db, now } = resolve(options);
  return db ? remainingOnDevice(db, enCode, now()) : Promise.resolve(0);
}

async function rememberRule(db: QingbanDb, enCode: string) {
  const rules = await db.getMeta<string[]>(KEPT_RULES, []);
  if (!rules.includes(enCode)) await db.setMeta(KEPT_RULES, [...rules, enCode]);
}

/**
 * Keeps at least `min` numbers of the rule on this device while online (pages that make records
 * offline call it when they open); the background task keeps topping it up.
 */
export async function keepBillNumbersReady(enCode: string, min = 5, options: BillNumberOptions = {}): Promise<void> {
  const { db, online } = resolve(options);
  if (!db || !online()) return;
  await rememberRule(db, enCode);
  if ((await billNumbersLeft(enCode, options)) < min) await reserveBillNumbers(enCode, RESERVE_DEFAULT, options);
}

/** Stops keeping numbers of a rule: its ranges are released (the unused go back or are skipped). */
export async function stopKeepingBillNumbers(enCode: string, options: BillNumberOptions = {}): Promise<void> {
  const { db } = resolve(options);
  if (!db) return;
  await db.setMeta(KEPT_RULES, (await db.getMeta<string[]>(KEPT_RULES, [])).filter((r) => r !== enCode));
  for (const r of await db.billNumbers.where('enCode').equals(enCode).toArray()) await markReleasing(db, r.id);
  await flushBillNumberReleases(options);
}

/**
 * Tells the server how many numbers of each finished range were used, then forgets the range.
 * A range the server refuses to hear of (gone, not ours) is forgotten too; unreachable: kept for later.
 */
export async function flushBillNumberReleases(options: BillNumberOptions = {}): Promise<number> {
  const { db, transport, online, now } = resolve(options);
  if (!db || !online()) return 0;
  const deviceId = await getDeviceId(db);
  let released = 0;
  for (const range of await finishedRanges(db, now())) {
    if (range.state !== 'releasing') await markReleasing(db, range.id);
    try {
      await transport.release(range.id, deviceId, range.next);
    } catch (error) {
      if (error instanceof BillNumberRefusedError && error.code < 500) {
        await db.billNumbers.delete(range.id);
        continue;
      }
      return released;
    }
    await db.billNumbers.delete(range.id);
    released++;
  }
  return released;
}

/** The background round: release what is finished, top up the rules this device keeps numbers of. */
export async function tendBillNumbers(options: BillNumberOptions = {}): Promise<void> {
  const { db } = resolve(options);
  if (!db) return;
  await flushBillNumberReleases(options);
  for (const enCode of await db.getMeta<string[]>(KEPT_RULES, [])) {
    try {
      await keepBillNumbersReady(enCode, 5, options);
    } catch (error) {
      // A rule disabled or deleted since: stop keeping it; unreachable: next round.
      if (error instanceof BillNumberRefusedError && error.code < 500) await db.setMeta(KEPT_RULES, (await db.getMeta<string[]>(KEPT_RULES, [])).filter((r) => r !== enCode));
      else if (!(error instanceof BillNumberNetworkError)) throw error;
    }
  }
}

export { BillNumberNetworkError, BillNumberRefusedError };
