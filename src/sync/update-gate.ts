import { liveQuery } from 'dexie';
import { currentDb, onDbChange } from './db';
import { syncStatusStore } from './status';

/**
 * A new version of the app may take over only while the outbox is idle (issue 5): no write waits
 * for the server and no replay is on the wire, so a reload never cuts a push in half and the new
 * code starts from a settled store.
 */
export interface OutboxActivity {
  /** Writes in the outbox (not yet accepted by the server). */
  pending: number;
  /** A replay is sending right now (this tab or the leader tab). */
  pushing: boolean;
}

export const isOutboxIdle = (a: OutboxActivity): boolean => a.pending === 0 && !a.pushing;

/** Tells of the outbox's activity: at once on subscribing, then on every change. */
export type ActivitySource = (listener: (activity: OutboxActivity) => void) => () => void;

export interface WaitOptions {
  /** Called with the activity while it keeps the update waiting. */
  onWaiting?(activity: OutboxActivity): void;
  signal?: AbortSignal;
}

/** Resolves once the outbox is idle (at once if it is); rejects with the signal's reason when aborted. */
export function whenOutboxIdle(source: ActivitySource, { onWaiting, signal }: WaitOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let done = false;
    let unsubscribe: (() => void) | null = null;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', abort);
      // The source may call back while subscribing, before it returned its unsubscribe.
      queueMicrotask(() => unsubscribe?.());
      outcome();
    };
    const abort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', abort);
    unsubscribe = source((activity) => {
      if (done) return;
      if (isOutboxIdle(activity)) finish(resolve);
      else onWaiting?.(activity);
    });
    if (done) unsubscribe();
  });
}

/** The signed-in user's outbox (live from Dexie) and the engine's pushing flag; no database: idle. */
export const outboxActivity: ActivitySource = (listener) => {
  let pending = 0;
  let counted = false;
  const emit = () => {
    if (counted) listener({ pending, pushing: syncStatusStore.get().pushing });
  };
  let count: { unsubscribe(): void } | null = null;
  const watch = () => {
    count?.unsubscribe();
    const db = currentDb();
    counted = false;
    count = liveQuery(() => (db ? db.outbox.count() : 0)).subscribe({
      next: (n) => {
        pending = n;
        counted = true;
        emit();
      },
      error: () => undefined,
    });
  };
  watch();
  const offDb = onDbChange(watch);
  const offStatus = syncStatusStore.subscribe(emit);
  return () => {
    count?.unsubscribe();
    offDb();
    offStatus();
  };
};
