import type { SyncCollection } from '@/features/sync/contract';
import { syncedCollections } from './device-modules';
import { backoffDelay } from './backoff';
import { pullAll, type PullOptions } from './pull';
import { SessionEndedError } from './transport';

export interface PullRunnerHooks {
  canRun(): boolean;
  onBusy(busy: boolean): void;
  onError(message: string, retryInMs: number): void;
  onSessionEnded(code: number): void;
}

/** Pulls one round at a time; collections asked for meanwhile join the next round; failures back off. */
export class PullRunner {
  private readonly queue = new Set<SyncCollection>();
  private running: Promise<void> | null = null;
  private attempts = 0;

  constructor(
    private readonly options: PullOptions,
    private readonly hooks: PullRunnerHooks,
    private readonly random?: () => number,
  ) {}

  run(collections: readonly SyncCollection[]): Promise<void> {
    collections.forEach((c) => this.queue.add(c));
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.size > 0 && this.hooks.canRun()) {
      const batch = syncedCollections().filter((c) => this.queue.has(c));
      this.queue.clear();
      this.hooks.onBusy(true);
      try {
        await pullAll(this.options, batch);
        this.attempts = 0;
      } catch (error) {
        batch.forEach((c) => this.queue.add(c));
        if (error instanceof SessionEndedError) this.hooks.onSessionEnded(error.code);
        else {
          this.attempts += 1;
          this.hooks.onError(error instanceof Error ? error.message : String(error), backoffDelay(this.attempts, this.random));
        }
        break;
      } finally {
        this.hooks.onBusy(false);
      }
    }
  }
}
