import { Code } from '@/contract/codes';
import type { Mutation, MutationResult, SyncCollection } from '@/features/sync/contract';
import { backoffDelay } from './backoff';
import type { QingbanDb } from './db';
import { getDeviceId } from './device';
import { completeEntry, markPending, moveToInbox } from './outcomes';
import { RequestRejectedError, RetryableError, SESSION_CODES, SessionEndedError, type SyncTransport } from './transport';
import { parseRowKey, type OutboxEntry } from './types';

export const BATCH_SIZE = 50;

export type ReplayOutcome =
  | { kind: 'idle'; sent: number }
  | { kind: 'retry'; sent: number; error: string; delay: number }
  | { kind: 'paused'; sent: number; code: number };

export interface ReplayerOptions {
  db: QingbanDb;
  transport: SyncTransport;
  batchSize?: number;
  random?: () => number;
  /** Collections whose rows a refused write touched: pull them so the device converges. */
  onUndone?(collections: SyncCollection[]): void;
}

const toMutation = (e: OutboxEntry): Mutation => ({ id: e.id, seq: e.seq!, name: e.name, args: e.args, baseVersion: e.baseVersion, createdAt: e.createdAt });
const collectionsOf = (e: OutboxEntry): SyncCollection[] => [...new Set(e.touches.map((k) => parseRowKey(k).collection))];

/**
 * A second write to the same row waits for the next batch: its base version moves on once the
 * first is applied, so sending both at once would make the server see a conflict with ourselves.
 */
function cutAtRepeatedRow(entries: OutboxEntry[]): OutboxEntry[] {
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    const key = e.touches[0];
    if (key && seen.has(key)) return entries.slice(0, i);
    if (key) seen.add(key);
  }
  return entries;
}

/**
 * Sends the outbox strictly in order, in batches, and sorts each answer PowerSync-style: transport
 * failure or 5xx keeps the entry and backs off; a 4xx moves it to the inbox and goes on; a conflict
 * does the same with the server's row; 600/601/602 pauses until resume(). One run at a time.
 */
export class Replayer {
  attempts = 0;
  pausedCode: number | null = null;
  private running: Promise<ReplayOutcome> | null = null;
  private again = false;

  constructor(private readonly opts: ReplayerOptions) {}

  get paused(): boolean {
    return this.pausedCode !== null;
  }

  /** Runs now, or once more after the run in progress (a write made during a run is not left behind). */
  run(): Promise<ReplayOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runUntilQuiet();
    return this.running;
  }

  private async runUntilQuiet(): Promise<ReplayOutcome> {
    try {
      let outcome: ReplayOutcome;
      do {
        this.again = false;
        outcome = await this.runOnce();
      } while (this.again && outcome.kind === 'idle');
      return outcome;
    } finally {
      // Cleared in the same tick the loop ends: a run() asked for after the last check starts afresh
      // instead of joining a run that has already decided it is done.
      this.running = null;
    }
  }

  /** After a new sign-in: the same entries go out with the new token. */
  resume(): void {
    this.pausedCode = null;
    this.attempts = 0;
  }

  private retry(sent: number, error: string): ReplayOutcome {
    this.attempts += 1;
    return { kind: 'retry', sent, error, delay: backoffDelay(this.attempts, this.opts.random) };
  }

  private async runOnce(): Promise<ReplayOutcome> {
    if (this.pausedCode !== null) return { kind: 'paused', sent: 0, code: this.pausedCode };
    const { db, transport } = this.opts;
    const batchSize = this.opts.batchSize ?? BATCH_SIZE;
    const deviceId = await getDeviceId(db);
    let limit = batchSize;
    let sent = 0;
    for (;;) {
      const batch = cutAtRepeatedRow(await db.outbox.orderBy('seq').limit(limit).toArray());
      if (batch.length === 0) {
        this.attempts = 0;
        return { kind: 'idle', sent };
      }
      await db.outbox.bulkUpdate(batch.map((e) => ({ key: e.seq!, changes: { status: 'sending' as const } })));
      let results: MutationResult[];
      try {
        results = (await transport.push({ deviceId, mutations: batch.map(toMutation) })).results;
      } catch (error) {
        if (error instanceof SessionEndedError) {
          await markPending(db, batch);
          this.pausedCode = error.code;
          return { kind: 'paused', sent, code: error.code };
        }
        if (error instanceof RequestRejectedError) {
          // The whole request refused: send one at a time until the entry it objects to is found.
          if (batch.length > 1) {
            await markPending(db, batch);
            limit = 1;
            continue;
          }
          const [only] = batch as [OutboxEntry];
          await this.reject(only, { status: 'rejected', code: error.code, msg: error.message });
          sent += 1;
          limit = batchSize;
          continue;
        }
        const message = error instanceof RetryableError || error instanceof Error ? error.message : String(error);
        await markPending(db, batch, message);
        return this.retry(sent, message);
      }
      const byId = new Map(results.map((r) => [r.id, r]));
      for (const [i, entry] of batch.entries()) {
        const r = byId.get(entry.id);
        const rest = batch.slice(i);
        if (!r) {
          await markPending(db, rest, 'no result');
          return this.retry(sent, 'no result');
        }
        if (r.status === 'applied' || r.status === 'duplicate') await completeEntry(db, entry, r);
        else if (r.status === 'conflict' || r.code === Code.CONFLICT) await this.reject(entry, r, 'conflict');
        else if (r.code !== undefined && SESSION_CODES.includes(r.code)) {
          await markPending(db, rest);
          this.pausedCode = r.code;
          return { kind: 'paused', sent, code: r.code };
        } else if (r.code !== undefined && r.code >= 500) {
          const message = r.msg || `code ${r.code ?? '?'}`;
          await markPending(db, rest, message);
          return this.retry(sent, message);
        } else await this.reject(entry, r);
        sent += 1;
      }
      this.attempts = 0;
      limit = batchSize;
    }
  }

  private async reject(entry: OutboxEntry, r: Partial<MutationResult>, kind: 'rejected' | 'conflict' = 'rejected'): Promise<void> {
    await moveToInbox(this.opts.db, entry, kind, r);
    this.opts.onUndone?.(collectionsOf(entry));
  }
}
