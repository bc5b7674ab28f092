import type { Reservation } from '@/features/system/contract';
import type { QingbanDb } from '@/sync/db';
import type { DeviceReservation } from './device-table';

const usable = (r: DeviceReservation, now: number) => r.state === 'open' && r.expiresAt > now && r.next < r.numbers.length;

/** Keeps a range the server reserved for this device. */
export async function keepReservation(db: QingbanDb, r: Reservation): Promise<void> {
  await db.billNumbers.put({ id: r.id, ruleId: r.ruleId, enCode: r.enCode, numbers: r.numbers, next: 0, reservedAt: r.reservedAt, expiresAt: r.expiresAt, state: 'open' });
}

/**
 * Hands out the next reserved number of a rule, oldest range first, in one transaction (two tabs
 * never get the same one). A range whose last number goes is marked releasing at once. Null when
 * nothing usable is left.
 */
export function takeFromDevice(db: QingbanDb, enCode: string, now: number): Promise<string | null> {
  return db.transaction('rw', db.billNumbers, async () => {
    const ranges = (await db.billNumbers.where('enCode').equals(enCode).toArray()).filter((r) => usable(r, now)).sort((a, b) => a.reservedAt - b.reservedAt);
    const range = ranges[0];
    if (!range) return null;
    const next = range.next + 1;
    await db.billNumbers.update(range.id, { next, state: next === range.numbers.length ? 'releasing' : 'open' });
    return range.numbers[range.next]!;
  });
}

/** Numbers of a rule this device may still hand out. */
export async function remainingOnDevice(db: QingbanDb, enCode: string, now: number): Promise<number> {
  const ranges = await db.billNumbers.where('enCode').equals(enCode).toArray();
  return ranges.filter((r) => usable(r, now)).reduce((sum, r) => sum + r.numbers.length - r.next, 0);
}

/** Stops handing out a range (its `next` is final) so the server can be told how many were used. */
export async function markReleasing(db: QingbanDb, id: string): Promise<void> {
  await db.billNumbers.update(id, { state: 'releasing' });
}

/** Ranges whose use is over: released by the user, fully used, or expired. */
export async function finishedRanges(db: QingbanDb, now: number): Promise<DeviceReservation[]> {
  return (await db.billNumbers.toArray()).filter((r) => r.state === 'releasing' || r.expiresAt <= now);
}

/** The rules this device keeps numbers of (the background task tops them up). */
export async function keptRules(db: QingbanDb): Promise<string[]> {
  return [...new Set((await db.billNumbers.toArray()).map((r) => r.enCode))];
}
