import type { SyncCollection } from '@/features/sync/contract';
import { syncedCollections } from './device-modules';
import type { Store } from '@/lib/store';
import { backoffDelay } from './backoff';
import type { QingbanDb } from './db';
import { defaultChannel, defaultLocks, LeaderElection, lockName, type ChannelLike, type LockManagerLike } from './leader';
import { PullRunner } from './pull-runner';
import { Replayer, type ReplayOutcome } from './replay';
import { createStatusStore, type EngineStatus } from './status';
import type { SyncTransport } from './transport';
import { browserEnv, type EngineEnv } from './env';

export const PULL_INTERVAL_MS = 5 * 60_000;
const FOCUS_PULL_GAP_MS = 30_000;

export interface SyncEngineOptions {
  db: QingbanDb;
  transport: SyncTransport;
  locks?: LockManagerLike | null;
  channel?: ChannelLike | null;
  status?: Store<EngineStatus>;
  env?: EngineEnv;
  random?: () => number;
  batchSize?: number;
  pullLimit?: number;
  pullIntervalMs?: number;
  collections?: readonly SyncCollection[];
}

type Message =
  | { type: 'status'; status: EngineStatus }
  | { type: 'kick' }
  | { type: 'pull'; collections: SyncCollection[] }
  | { type: 'resume' }
  | { type: 'hello' };

/** One user's sync on this tab: leads (replays, pulls) when it holds the lock, else mirrors the leader. */
export class SyncEngine {
  readonly status: Store<EngineStatus>;
  readonly replayer: Replayer;
  private readonly election: LeaderElection;
  private readonly channel: ChannelLike | null;
  private readonly env: EngineEnv;
  private readonly signInListeners = new Set<(code: number) => void>();
  private readonly puller: PullRunner;
  private lastFocusPull = 0;
  private timers: { retry?: unknown; pullRetry?: unknown; interval?: unknown } = {};
  private detach: Array<() => void> = [];

  constructor(private readonly opts: SyncEngineOptions) {
    this.status = opts.status ?? createStatusStore();
    this.env = opts.env ?? browserEnv();
    this.channel = opts.channel !== undefined ? opts.channel : defaultChannel(lockName(opts.db.userId));
    this.replayer = new Replayer({ db: opts.db, transport: opts.transport, batchSize: opts.batchSize, random: opts.random, onUndone: (c) => this.requestPull(c) });
    this.puller = new PullRunner(
      { db: opts.db, transport: opts.transport, limit: opts.pullLimit, onProgress: (c, p) => this.status.set({ progress: { ...this.status.get().progress, [c]: p } }) },
      {
        canRun: () => this.isLeader && this.status.get().pausedCode === null,
        onBusy: (pulling) => this.status.set({ pulling }),
        onSessionEnded: (code) => this.pause(code),
        onError: (lastError, delay) => {
          this.status.set({ lastError });
          this.timers.pullRetry = this.env.setTimeout(() => void this.pullNow([]), delay);
        },
      },
      opts.random,
    );
    this.election = new LeaderElection(lockName(opts.db.userId), opts.locks !== undefined ? opts.locks : defaultLocks(), () => this.becomeLeader());
  }

  isFor(userId: string): boolean {
    return this.opts.db.userId === userId;
  }

  get db(): QingbanDb {
    return this.opts.db;
  }

  get isLeader(): boolean {
    return this.election.isLeader;
  }

  start(): void {
    this.status.set({ started: true, online: this.env.isOnline() });
    if (this.channel) this.channel.onmessage = (event) => this.onMessage(event.data as Message);
    const on = (type: string, fn: () => void) => this.detach.push(this.env.listen(type, fn));
    on('online', () => {
      this.status.set({ online: true });
      void this.replayNow();
      void this.pullNow();
    });
    on('offline', () => this.status.set({ online: false }));
    on('focus', () => {
      this.requestReplay();
      if (this.env.now() - this.lastFocusPull > FOCUS_PULL_GAP_MS) {
        this.lastFocusPull = this.env.now();
        this.requestPull();
      }
    });
    this.election.start();
    if (!this.election.isLeader) this.post({ type: 'hello' });
  }

  stop(): void {
    this.detach.forEach((d) => d());
    this.detach = [];
    this.clearTimer('retry');
    this.clearTimer('pullRetry');
    if (this.timers.interval !== undefined) this.env.clearInterval(this.timers.interval);
    this.timers = {};
    this.election.stop();
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
    }
    this.status.set({ started: false, isLeader: false, pushing: false, pulling: false });
  }

  /** 600/601/602: the shell asks the user to sign in again, then calls resume(). */
  onNeedsSignIn(listener: (code: number) => void): () => void {
    this.signInListeners.add(listener);
    return () => this.signInListeners.delete(listener);
  }

  requestReplay(): void {
    if (this.isLeader) {
      if (this.env.isOnline()) void this.replayNow();
    } else this.post({ type: 'kick' });
  }

  requestPull(collections: readonly SyncCollection[] = this.opts.collections ?? syncedCollections()): void {
    if (this.isLeader) void this.pullNow(collections);
    else this.post({ type: 'pull', collections: [...collections] });
  }

  /** After a new sign-in: the paused queue goes out with the new token, nothing dropped. */
  resume(): void {
    this.replayer.resume();
    this.status.set({ pausedCode: null, lastError: null });
    if (!this.isLeader) return this.post({ type: 'resume' });
    void this.replayNow();
    void this.pullNow();
  }

  async replayNow(): Promise<ReplayOutcome | null> {
    if (!this.isLeader) return null;
    this.clearTimer('retry');
    this.status.set({ pushing: true });
    let outcome: ReplayOutcome;
    try {
      outcome = await this.replayer.run();
    } catch (error) {
      this.replayer.attempts += 1;
      outcome = { kind: 'retry', sent: 0, error: String(error), delay: backoffDelay(this.replayer.attempts, this.opts.random) };
    }
    this.status.set({ pushing: false });
    if (outcome.kind === 'idle') this.status.set({ lastPushAt: this.env.now(), lastError: null, nextRetryAt: null });
    else if (outcome.kind === 'paused') this.pause(outcome.code);
    else if (this.isLeader) {
      this.status.set({ lastError: outcome.error, nextRetryAt: this.env.now() + outcome.delay });
      this.clearTimer('retry');
      this.timers.retry = this.env.setTimeout(() => void this.replayNow(), outcome.delay);
    }
    return outcome;
  }

  /** Pulls the given collections (all by default); calls made meanwhile join the next round. */
  pullNow(collections: readonly SyncCollection[] = this.opts.collections ?? syncedCollections()): Promise<void> {
    this.clearTimer('pullRetry');
    this.lastFocusPull = this.env.now();
    return this.puller.run(collections);
  }

  private becomeLeader(): void {
    this.status.set({ isLeader: true });
    this.detach.push(this.status.subscribe(() => this.post({ type: 'status', status: this.status.get() })));
    this.timers.interval = this.env.setInterval(() => {
      if (this.env.isOnline()) void this.pullNow();
    }, this.opts.pullIntervalMs ?? PULL_INTERVAL_MS);
    void this.replayNow();
    void this.pullNow();
  }

  private pause(code: number): void {
    const was = this.status.get().pausedCode;
    this.replayer.pausedCode = code;
    this.status.set({ pausedCode: code, pushing: false, nextRetryAt: null });
    this.clearTimer('retry');
    if (was === null) this.signInListeners.forEach((l) => l(code));
  }

  private onMessage(message: Message): void {
    if (message.type === 'status') {
      if (this.isLeader) return;
      const was = this.status.get().pausedCode;
      this.status.set({ ...message.status, isLeader: false, started: true, online: this.env.isOnline() });
      if (was === null && message.status.pausedCode !== null) this.signInListeners.forEach((l) => l(message.status.pausedCode!));
      return;
    }
    if (!this.isLeader) return;
    if (message.type === 'kick') this.requestReplay();
    else if (message.type === 'pull') void this.pullNow(message.collections);
    else if (message.type === 'resume') this.resume();
    else this.post({ type: 'status', status: this.status.get() });
  }

  private post(message: Message): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // The channel closed with its tab.
    }
  }

  private clearTimer(name: 'retry' | 'pullRetry'): void {
    if (this.timers[name] !== undefined) this.env.clearTimeout(this.timers[name]);
    this.timers[name] = undefined;
  }
}
