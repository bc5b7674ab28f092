/** The part of the Web Locks API the election uses (navigator.locks, or a fake in tests). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

/** The part of BroadcastChannel the engine uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export const lockName = (userId: string): string => `qingban-sync-${userId}`;

export function defaultLocks(): LockManagerLike | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManagerLike });
  return nav?.locks ?? null;
}

export function defaultChannel(name: string): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as ChannelLike);
}

/**
 * One leader tab per user: whoever holds the Web Lock replays and pulls; the lock is released when
 * that tab closes (or stop() is called) and the next waiting tab takes over. Without Web Locks every
 * tab leads (the server's idempotency keeps a double send harmless).
 */
export class LeaderElection {
  isLeader = false;
  private release: (() => void) | null = null;
  private abort: AbortController | null = null;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly locks: LockManagerLike | null,
    private readonly onLeader: () => void,
  ) {}

  start(): void {
    this.stopped = false;
    if (!this.locks) {
      this.isLeader = true;
      this.onLeader();
      return;
    }
    this.abort = new AbortController();
    this.locks
      .request(this.name, { signal: this.abort.signal }, () => {
        if (this.stopped) return Promise.resolve();
        this.isLeader = true;
        this.onLeader();
        return new Promise<void>((resolve) => {
          this.release = resolve;
        });
      })
      .catch(() => undefined); // aborted while waiting: this tab closed before its turn
  }

  /** Gives up leadership (or the place in the queue). */
  stop(): void {
    this.stopped = true;
    this.isLeader = false;
    if (this.release) {
      this.release();
      this.release = null;
    } else this.abort?.abort();
    this.abort = null;
  }
}
