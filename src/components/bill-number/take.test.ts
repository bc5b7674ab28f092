import { afterEach, describe, expect, it } from 'vitest';
import { BILL_RULE_MSG, type ReleaseResult, type Reservation } from '@/features/system/contract';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import {
  BillNumberRefusedError, billNumbersLeft, flushBillNumberReleases, keepBillNumbersReady, reserveBillNumbers, stopKeepingBillNumbers, takeBillNumber, tendBillNumbers,
} from './take';
import { BillNumberNetworkError, type BillNumberTransport } from './transport';

/** A server with one counter per rule, giving ranges and numbers as the real one does. */
class FakeServer implements BillNumberTransport {
  reachable = true;
  seq = new Map<string, number>();
  releases: Array<{ id: string; used: number }> = [];
  private count = 0;
  private ranges = new Map<string, { enCode: string; first: number; last: number }>();
  constructor(private readonly expiresIn = 86_400_000) {}
  private next(enCode: string, n: number) {
    const last = (this.seq.get(enCode) ?? 0) + n;
    this.seq.set(enCode, last);
    return last;
  }
  private check() {
    if (!this.reachable) throw new BillNumberNetworkError('offline');
  }
  async take(enCode: string) {
    this.check();
    if (enCode === 'off') throw new BillNumberRefusedError(400, BILL_RULE_MSG.disabled);
    return `N${this.next(enCode, 1)}`;
  }
  async reserve(enCode: string, _deviceId: string, count: number): Promise<Reservation> {
    this.check();
    const last = this.next(enCode, count);
    const first = last - count + 1;
    const id = `r${++this.count}`;
    this.ranges.set(id, { enCode, first, last });
    return { id, ruleId: enCode, enCode, firstSeq: first, lastSeq: last, numbers: Array.from({ length: count }, (_, i) => `N${first + i}`), reservedAt: Date.now(), expiresAt: Date.now() + this.expiresIn };
  }
  async release(id: string, _deviceId: string, used: number): Promise<ReleaseResult> {
    this.check();
    this.releases.push({ id, used });
    const r = this.ranges.get(id)!;
    const back = this.seq.get(r.enCode) === r.last;
    if (back) this.seq.set(r.enCode, r.first + used - 1);
    const unused = r.last - r.first + 1 - used;
    return { used, returned: back ? unused : 0, skipped: back ? 0 : unused };
  }
}

let db: QingbanDb;
afterEach(() => db?.close());

describe('bill numbers online and offline (ADR 0023)', () => {
  it('takes from the server online, and from the reserved range offline, never giving a number twice', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const online = { db, transport: server, online: () => true };
    expect(await takeBillNumber('asset.code', online)).toEqual({ number: 'N1', offline: false });
    await reserveBillNumbers('asset.code', 3, online);
    expect(await billNumbersLeft('asset.code', online)).toBe(3);
    const offline = { ...online, online: () => false };
    const taken = await Promise.all([takeBillNumber('asset.code', offline), takeBillNumber('asset.code', offline)]);
    expect(taken.map((t) => t.number).sort()).toEqual(['N2', 'N3']);
    expect(taken.every((t) => t.offline)).toBe(true);
    // Online again but the server is unreachable: the reserve stands in.
    server.reachable = false;
    expect(await takeBillNumber('asset.code', online)).toEqual({ number: 'N4', offline: true });
    await expect(takeBillNumber('asset.code', offline)).rejects.toThrow(BILL_RULE_MSG.offlineExhausted);
    server.reachable = true;
    expect((await takeBillNumber('asset.code', online)).number).toBe('N5');
  });

  it('shows the server\'s refusal instead of handing out a reserved number', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const online = { db, transport: server, online: () => true };
    await reserveBillNumbers('off', 2, online);
    await expect(takeBillNumber('off', online)).rejects.toThrow(BILL_RULE_MSG.disabled);
    expect(await billNumbersLeft('off', online)).toBe(2);
  });

  it('tells the server how many were used, giving the rest back, and forgets the range', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const online = { db, transport: server, online: () => true };
    await reserveBillNumbers('doc.send', 10, online);
    for (let i = 0; i < 4; i++) await takeBillNumber('doc.send', { ...online, online: () => false });
    await stopKeepingBillNumbers('doc.send', online);
    expect(server.releases).toEqual([{ id: 'r1', used: 4 }]);
    expect(await db.billNumbers.count()).toBe(0);
    expect((await takeBillNumber('doc.send', online)).number).toBe('N5');
  });

  it('keeps a used-up or expired range until the server can be told, and tops kept rules up', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const online = { db, transport: server, online: () => true };
    await reserveBillNumbers('contract.number', 2, online);
    const offline = { ...online, online: () => false };
    await takeBillNumber('contract.number', offline);
    await takeBillNumber('contract.number', offline);
    expect((await db.billNumbers.toArray())[0]!.state).toBe('releasing');
    server.reachable = false;
    expect(await flushBillNumberReleases(online)).toBe(0);
    expect(await db.billNumbers.count()).toBe(1);
    server.reachable = true;
    await tendBillNumbers(online);
    expect(server.releases).toEqual([{ id: 'r1', used: 2 }]);
    // The rule is kept: the round reserved a fresh range for it.
    expect(await billNumbersLeft('contract.number', online)).toBe(20);
    expect((await takeBillNumber('contract.number', offline)).number).toBe('N3');

    // A range past its time is never handed out, and is released with what was used.
    const late = { ...online, now: () => Date.now() + 2 * 86_400_000 };
    await expect(takeBillNumber('contract.number', { ...late, online: () => false })).rejects.toThrow(BILL_RULE_MSG.offlineExhausted);
    await flushBillNumberReleases(late);
    expect(server.releases.at(-1)).toEqual({ id: 'r2', used: 1 });
    expect(await db.billNumbers.count()).toBe(0);
  });

  it('reserves only when fewer than the minimum are left', async () => {
    db = await freshDb();
    const server = new FakeServer();
    const online = { db, transport: server, online: () => true };
    await keepBillNumbersReady('purchase.plan', 5, online);
    await keepBillNumbersReady('purchase.plan', 5, online);
    expect(await db.billNumbers.count()).toBe(1);
    await keepBillNumbersReady('purchase.plan', 5, { ...online, online: () => false });
    expect(await billNumbersLeft('purchase.plan', online)).toBe(20);
  });
});
