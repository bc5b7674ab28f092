import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, openUserDb } from './db';
import { initialStatus, syncStatusStore } from './status';
import type { OutboxEntry } from './types';
import { outboxActivity, whenOutboxIdle, type ActivitySource, type OutboxActivity } from './update-gate';

/** A source the test drives by hand. */
function manualSource(first: OutboxActivity) {
  let listener: ((a: OutboxActivity) => void) | null = null;
  let subscribed = 0;
  const source: ActivitySource = (l) => {
    listener = l;
    subscribed += 1;
    l(first);
    return () => {
      listener = null;
    };
  };
  return { source, emit: (a: OutboxActivity) => listener?.(a), get listening() { return listener !== null; }, get subscribed() { return subscribed; } };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

const entry = (id: string): OutboxEntry => ({ id, name: 'profile.update', args: {}, baseVersion: 1, createdAt: 0, status: 'pending', attempts: 0, lastError: null, touches: [], before: {} });

afterEach(async () => {
  syncStatusStore.set(initialStatus());
  await deleteUserDb('gate-user');
});

describe('a new version waits for an idle outbox', () => {
  it('idle at once: resolves without waiting and stops listening', async () => {
    const s = manualSource({ pending: 0, pushing: false });
    const onWaiting = vi.fn();
    await whenOutboxIdle(s.source, { onWaiting });
    expect(onWaiting).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(s.listening).toBe(false);
  });

  it('waits while writes are pending or a replay is sending, saying how many; resolves once both are done', async () => {
    const s = manualSource({ pending: 3, pushing: true });
    const seen: OutboxActivity[] = [];
    const done = whenOutboxIdle(s.source, { onWaiting: (a) => seen.push(a) });
    expect(await settled(done)).toBe('pending');
    s.emit({ pending: 1, pushing: true });
    s.emit({ pending: 0, pushing: true });
    expect(await settled(done)).toBe('pending');
    s.emit({ pending: 0, pushing: false });
    expect(await settled(done)).toBe('resolved');
    expect(seen).toEqual([{ pending: 3, pushing: true }, { pending: 1, pushing: true }, { pending: 0, pushing: true }]);
    s.emit({ pending: 5, pushing: false });
    expect(seen).toHaveLength(3);
  });

  it('the user may call it off while waiting', async () => {
    const s = manualSource({ pending: 2, pushing: false });
    const controller = new AbortController();
    const done = whenOutboxIdle(s.source, { signal: controller.signal });
    controller.abort(new Error('later'));
    await expect(done).rejects.toThrow('later');
    await Promise.resolve();
    expect(s.listening).toBe(false);
    await expect(whenOutboxIdle(s.source, { signal: controller.signal })).rejects.toThrow('later');
  });

  it('reads the real outbox and the engine status: waits for the queue to drain and the push to end', async () => {
    expect(await settled(whenOutboxIdle(outboxActivity))).toBe('resolved');
    const db = await openUserDb('gate-user');
    await db.outbox.bulkAdd([entry('m1'), entry('m2')]);
    syncStatusStore.set({ pushing: true });
    const counts: number[] = [];
    const done = whenOutboxIdle(outboxActivity, { onWaiting: (a) => counts.push(a.pending) });
    await vi.waitFor(() => expect(counts).toContain(2));
    await db.outbox.clear();
    await vi.waitFor(() => expect(counts).toContain(0));
    expect(await settled(done)).toBe('pending');
    syncStatusStore.set({ pushing: false });
    await vi.waitFor(async () => expect(await settled(done)).toBe('resolved'));
  });
});
