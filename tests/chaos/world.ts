/**
 * The device side of the chaos run: the browser (online flag, Web Locks), the tab that is open
 * now, and the weather — outages that come and go, reloads, focus events, the session expiring.
 */
import type { SyncCollection } from '@/features/sync/contract';
import type { SyncTransport } from '@/sync/transport';
import { FakeLocks } from '@/sync/testing';
import type { Rng } from './prng';
import type { ChaosProxy } from './proxy';
import { Tab, type Browser } from './tab';

export interface WorldStats {
  reloads: number;
  reloadsMidReplay: number;
  writesCutByReload: number;
  outages: number;
  sessionExpiries: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class World {
  readonly stats: WorldStats = { reloads: 0, reloadsMidReplay: 0, writesCutByReload: 0, outages: 0, sessionExpiries: 0 };
  readonly browser: Browser;
  private current: Tab | null = null;
  private outageLeft = 0;

  constructor(
    private readonly userId: string,
    private readonly proxy: ChaosProxy,
    transport: SyncTransport,
    private readonly chaos: Rng,
  ) {
    this.browser = { online: true, locks: new FakeLocks(), transport, collections: ['profile', 'dictionaryData'], pullLimit: 25, random: chaos.next };
  }

  get tab(): Tab {
    if (!this.current) throw new Error('no tab open');
    return this.current;
  }

  async open(): Promise<Tab> {
    const tab = await Tab.open(this.userId, this.browser);
    // 登录过期: the user signs in again a moment later and the paused queue goes on.
    tab.engine.onNeedsSignIn(() => {
      this.stats.sessionExpiries++;
      setTimeout(() => tab.isOpen && tab.engine.resume(), this.chaos.between(5, 40));
    });
    this.current = tab;
    return tab;
  }

  /** F5: the page and its connections go; the next page opens the same IndexedDB. */
  async reload(): Promise<void> {
    this.stats.reloads++;
    if (this.tab.engine.status.get().pushing) this.stats.reloadsMidReplay++;
    this.tab.close();
    this.proxy.cutAll();
    this.current = null;
    await sleep(this.chaos.int(30));
    await this.open();
  }

  /** One step of weather: an outage may begin or end; the window may get focus. */
  weather(outageChance: number): void {
    if (this.outageLeft > 0) {
      if (--this.outageLeft === 0) this.networkBack();
    } else if (this.chaos.chance(outageChance)) {
      this.stats.outages++;
      this.outageLeft = this.chaos.between(5, 40);
      this.proxy.outage = true;
      // Mostly the browser notices; sometimes it still believes it is online (lie-fi).
      if (this.chaos.chance(0.7)) {
        this.browser.online = false;
        this.tab.fire('offline');
      }
    }
    if (this.chaos.chance(0.03)) this.tab.fire('focus');
  }

  /** A `syncChanged` from the server: the open tab pulls (between two pages nobody listens). */
  pullIfOpen(collections: SyncCollection[]): void {
    if (this.current?.isOpen) this.current.engine.requestPull(collections.filter((c) => this.browser.collections.includes(c)));
  }

  networkBack(): void {
    this.outageLeft = 0;
    this.proxy.outage = false;
    this.browser.online = true;
    this.tab.fire('online');
  }

  /**
   * Waits, taking the weather as it comes, until the outbox is empty and nothing is being sent —
   * moved on by the engine's own triggers only (its backoff timer, online, focus, a new tab).
   */
  async settle(deadline: number, weather: { outageChance: number; reloadChance: number }): Promise<boolean> {
    while (Date.now() < deadline) {
      if (this.current?.isOpen && (await this.tab.db.outbox.count()) === 0 && !this.tab.engine.status.get().pushing) return true;
      this.weather(weather.outageChance);
      if (this.chaos.chance(weather.reloadChance)) await this.reload();
      await sleep(25);
    }
    return false;
  }

  close(): void {
    this.current?.close();
    this.current = null;
  }
}
