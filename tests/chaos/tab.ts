/**
 * One browser tab running the real client engine (src/sync) on fake-indexeddb: its own Dexie
 * connection, engine, event target and timers. Closing it is what a reload does to a page — the
 * engine stops mid-whatever, the connection closes, its timers never fire — and the next tab opens
 * the same IndexedDB (same device id) and carries on from what the outbox holds.
 */
import type { SyncCollection } from '@/features/sync/contract';
import { installClientFeatures } from '@/app/features';
import { QingbanDb } from '@/sync/db';
import { SyncEngine } from '@/sync/engine';
import type { EngineEnv } from '@/sync/env';
import type { LockManagerLike } from '@/sync/leader';
import type { SyncTransport } from '@/sync/transport';

// The device store's tables come from the feature modules, as in main.tsx.
installClientFeatures();

/** The engine's clock runs this many times faster: a 60 s backoff takes 0.6 s. */
export const TIME_SPEED = 100;

export interface Browser {
  online: boolean;
  locks: LockManagerLike;
  transport: SyncTransport;
  collections: readonly SyncCollection[];
  pullLimit: number;
  random: () => number;
}

export class Tab {
  readonly events = new EventTarget();
  readonly engine: SyncEngine;
  private alive = true;
  private readonly started = Date.now();

  private constructor(
    readonly db: QingbanDb,
    browser: Browser,
  ) {
    this.engine = new SyncEngine({
      db,
      transport: browser.transport,
      locks: browser.locks,
      channel: null,
      env: this.env(browser),
      random: browser.random,
      pullLimit: browser.pullLimit,
      collections: browser.collections,
    });
  }

  static async open(userId: string, browser: Browser): Promise<Tab> {
    const db = new QingbanDb(userId);
    await db.open();
    const tab = new Tab(db, browser);
    tab.engine.start();
    return tab;
  }

  get isOpen(): boolean {
    return this.alive;
  }

  fire(type: 'online' | 'offline' | 'focus'): void {
    if (this.alive) this.events.dispatchEvent(new Event(type));
  }

  /** The page goes away: engine stopped (its lock released), connection closed, timers dead. */
  close(): void {
    this.alive = false;
    this.engine.stop();
    this.db.close();
  }

  private env(browser: Browser): EngineEnv {
    const later = (fn: () => void) => () => {
      if (this.alive) fn();
    };
    return {
      listen: (type, fn) => {
        this.events.addEventListener(type, fn);
        return () => this.events.removeEventListener(type, fn);
      },
      isOnline: () => browser.online,
      now: () => this.started + (Date.now() - this.started) * TIME_SPEED,
      setTimeout: (fn, ms) => setTimeout(later(fn), Math.max(1, ms / TIME_SPEED)),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(later(fn), Math.max(1, ms / TIME_SPEED)),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    };
  }
}
