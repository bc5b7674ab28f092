import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../contract/ids';
import type { DB } from '../db/schema';
import type { AuthContext } from '../plugins/auth';
import { cappedJson, fitChange, snapshot } from './redact';
import { readAuditSettings, type AuditSettings } from './settings';
import type { OperationLogTable } from './tables';

/** A record a service changed: what it was and what it became (null before = created, null after = deleted). */
export interface RecordChange {
  /** The menu (enCode) the record belongs to, e.g. 'permission.user'. */
  module: string;
  /** The kind of record, e.g. 'user'. */
  entity: string;
  id: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}
/** Where a service that has no ServerContext of its own hands its record changes (`ctx.audit.by(auth)`). */
export type ChangeSink = (change: RecordChange) => void;
export const ignoreChanges: ChangeSink = () => undefined;

export type StoredChange = Required<Pick<RecordChange, 'module' | 'entity' | 'id'>> & { before: Record<string, unknown> | null; after: Record<string, unknown> | null; trimmed?: boolean };

export type LogRow = Insertable<OperationLogTable>;
export type LogEntry = Omit<LogRow, 'id' | 'creatorTime' | 'changes' | 'changeCount'> & { creatorTime?: number; changes?: StoredChange[] };

const FLUSH_MS = 500;
const BATCH = 200;
/** Beyond this many entries waiting (the database is down), the oldest are dropped and counted. */
const MAX_QUEUE = 20_000;
const SETTINGS_EVERY_MS = 60_000;
const ROW_SHAPES = [64, 16, 4, 1] as const;
/** A request that changed hundreds of records (an import) keeps the first ones up to this size. */
const CHANGES_CAP = 200_000;

export interface AuditStats {
  written: number;
  failed: number;
  dropped: number;
  /** Entries lost to an error while building them in a hook. */
  hookErrors: number;
  pending: number;
}

/**
 * `ctx.audit` (ADR 0026): collects log entries in memory and writes them in batches off the
 * request path. A failed write is counted and logged, never thrown: no request waits for, or
 * fails because of, its own log entry.
 */
export function createAuditRecorder(db: Kysely<DB>, log: FastifyBaseLogger, enabled = true) {
  let queue: LogRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const stats = { written: 0, failed: 0, dropped: 0, hookErrors: 0 };
  let settings: AuditSettings = { retentionDays: 180, requestSampleRate: 0.05 };
  let settingsAt = 0;
  /** The changes of write requests in flight, by the request's auth (one object per request). */
  const open = new WeakMap<AuthContext, StoredChange[]>();

  function schedule() {
    if (queue.length >= BATCH) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), FLUSH_MS);
      timer.unref();
    }
  }

  function enqueue(entry: LogEntry) {
    if (!enabled) return;
    const { changes, creatorTime, ...rest } = entry;
    queue.push({
      ...rest, account: cut(rest.account, 100), userName: cut(rest.userName, 100), ip: cut(rest.ip, 64), userAgent: cut(rest.userAgent, 500),
      method: rest.method.slice(0, 10), url: rest.url.slice(0, 500), module: cut(rest.module, 100), action: cut(rest.action, 100), msg: cut(rest.msg, 500),
      id: newId(), creatorTime: creatorTime ?? Date.now(), changes: changesJson(changes), changeCount: changes?.length ?? 0,
    });
    if (queue.length > MAX_QUEUE) {
      const over = queue.length - MAX_QUEUE;
      queue = queue.slice(over);
      stats.dropped += over;
    }
    schedule();
  }

  async function writeBatch(rows: LogRow[]) {
    try {
      // Statements of a few fixed shapes, so SQLite's statement cache holds four of them rather
      // than one per batch size (each new shape cost ~15 ms to prepare and evicted useful ones).
      await db.transaction().execute(async (trx) => {
        let i = 0;
        for (const size of ROW_SHAPES) {
          for (; rows.length - i >= size; i += size) await trx.insertInto('baseOperationLog').values(rows.slice(i, i + size)).execute();
        }
      });
      stats.written += rows.length;
    } catch (error) {
      stats.failed += rows.length;
      log.warn({ err: error, entries: rows.length, failedSoFar: stats.failed }, 'operation log write failed');
    }
  }

  /** Writes what waits; resolves when it (and any write before it) is in the database or counted as failed. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queue;
    queue = [];
    writing = writing.then(async () => {
      if (rows.length) await writeBatch(rows);
      if (Date.now() - settingsAt > SETTINGS_EVERY_MS) await reloadSettings();
    });
    return writing;
  }

  async function reloadSettings() {
    settingsAt = Date.now();
    try {
      settings = await readAuditSettings(db);
    } catch (error) {
      log.warn({ err: error }, 'audit settings unreadable; keeping the last ones');
    }
  }

  function storedChange(change: RecordChange): StoredChange {
    const fitted = fitChange(snapshot(change.before), snapshot(change.after));
    return { module: change.module, entity: change.entity, id: change.id, ...fitted };
  }

  function change(auth: AuthContext | null, recordChange: RecordChange) {
    if (!enabled) return;
    const stored = storedChange(recordChange);
    const pending = auth ? open.get(auth) : undefined;
    if (pending) pending.push(stored);
    else {
      enqueue({
        category: 'operation', userId: auth?.userId ?? null, account: auth?.account ?? null, userName: auth?.realName ?? null,
        ip: null, userAgent: null, method: 'INTERNAL', url: '', module: recordChange.module,
        action: recordChange.before ? (recordChange.after ? 'update' : 'delete') : 'create',
        summary: null, httpStatus: 200, code: 200, msg: null, duration: 0, reference: null, error: null, changes: [stored],
      });
    }
  }

  return {
    /**
     * A record a service changed on behalf of `auth`. Inside a write request it joins that
     * request's entry (written when the answer is 200); anywhere else it becomes an entry of its own.
     */
    change,
    /** `change` bound to `auth`, for services and writes that are handed a sink instead of the context. */
    by: (auth: AuthContext | null): ChangeSink => (c) => change(auth, c),
    /** A server exception outside any request (a job, a background task), stored under `reference`. */
    exception(error: unknown, where: { module: string; action: string; reference: string }) {
      enqueue({
        category: 'exception', userId: null, account: null, userName: null, ip: null, userAgent: null, method: 'INTERNAL', url: '',
        module: where.module, action: where.action, summary: null, httpStatus: 500, code: 500, msg: null, duration: 0,
        reference: where.reference, error: describeError(error),
      });
    },
    enqueue,
    flush,
    hookFailed(error: unknown) {
      stats.hookErrors++;
      log.warn({ err: error, hookErrors: stats.hookErrors }, 'operation log entry not recorded');
    },
    /** The hooks: a write request starts collecting its changes, and hands them over when answered. */
    openRequest: (auth: AuthContext) => void open.set(auth, []),
    takeChanges(auth: AuthContext | null): StoredChange[] {
      if (!auth) return [];
      const changes = open.get(auth) ?? [];
      open.delete(auth);
      return changes;
    },
    settings: () => settings,
    reloadSettings,
    /** Takes new settings at once in this process (others read them within a minute). */
    configure(next: AuditSettings) {
      settings = next;
      settingsAt = Date.now();
    },
    stats: (): AuditStats => ({ ...stats, pending: queue.length }),
  };
}
export type AuditRecorder = ReturnType<typeof createAuditRecorder>;

/** A text within its column's length (a longer one would fail the whole batch on PostgreSQL). */
const cut = (value: string | null | undefined, max: number) => (value === null || value === undefined ? null : value.slice(0, max));

/** The changes as JSON, as many whole ones as fit in CHANGES_CAP (changeCount keeps the true number). */
function changesJson(changes: StoredChange[] | undefined): string | null {
  if (!changes?.length) return null;
  const kept: string[] = [];
  let size = 2;
  for (const change of changes) {
    const text = JSON.stringify(change);
    if (size + text.length + 1 > CHANGES_CAP) break;
    kept.push(text);
    size += text.length + 1;
  }
  return `[${kept.join(',')}]`;
}

/** Name, message and the first lines of the stack of an exception, as JSON for the log. */
export function describeError(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const stack = (e.stack ?? '').split('\n').slice(0, 30).join('\n');
  return cappedJson({ name: e.name, message: e.message.slice(0, 2000), stack }, 8000);
}
