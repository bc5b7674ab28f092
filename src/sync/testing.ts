/* Fakes for the unit tests: a server keeping (deviceId, id), a transport, Web Locks, BroadcastChannel, env. */
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import type { MutationResult, PullResult, PushResult, SyncChange, SyncCollection } from '@/features/sync/contract';
import { QingbanDb } from './db';
import type { EngineEnv } from './env';
import { patchRow } from './local-apply';
import { defineMutation } from './mutations';
import { rowKey } from './types';
import type { ChannelLike, LockManagerLike } from './leader';
import { fromEnvelope, RetryableError, type PullParams, type PushBody, type SyncTransport } from './transport';

interface ServerRow {
  row: Record<string, unknown>;
  version: number;
  changedBy: string;
  changedAt: number;
}
type Handler = (args: Record<string, unknown>, baseVersion: number | null | undefined) => MutationResult | Omit<MutationResult, 'id'>;

/** A server good enough to hold the client to the protocol: idempotency table, versions, change log. */
export class FakeServer {
  rows = new Map<string, ServerRow>();
  log: SyncChange[] = [];
  /** Changes before this index were compacted away: an older cursor gets a resync. */
  compactedBefore = 0;
  recorded = new Map<string, MutationResult>();
  applied: Array<{ id: string; seq: number; name: string; args: unknown }> = [];
  requests: PushBody[] = [];
  token = 'token-1';
  validTokens = new Set(['token-1']);
  /** Next push: commit, then lose the answer (the client sees a network error). */
  loseNextAnswer = false;
  /** Next push: fail before doing anything. */
  failNext: 'network' | 500 | null = null;
  private version = 0;
  handlers: Record<string, Handler> = {
    'test.set': (args, base) => this.write('positions', String(args.id), args, base, Number(args.fail ?? 0)),
    'profile.update': (args, base) => this.write('profile', 'u1', args, base, 0),
    'profile.theme': (args, base) => this.write('profile', 'u1', args, base, 0),
  };

  key = (collection: string, id: string) => `${collection}:${id}`;
  get(collection: SyncCollection, id: string) {
    return this.rows.get(this.key(collection, id));
  }

  /** A change made by someone else (another user, the admin). */
  put(collection: SyncCollection, id: string, row: Record<string, unknown>, changedBy = 'admin'): number {
    const version = ++this.version;
    this.rows.set(this.key(collection, id), { row: { ...row, id }, version, changedBy, changedAt: 1000 + version });
    this.log.push({ collection, id, op: 'upsert', version, row: { ...row, id } });
    return version;
  }

  remove(collection: SyncCollection, id: string): void {
    this.rows.delete(this.key(collection, id));
    this.log.push({ collection, id, op: 'delete', version: ++this.version });
  }

  private write(collection: SyncCollection, id: string, args: Record<string, unknown>, base: number | null | undefined, fail: number): Omit<MutationResult, 'id'> {
    if (fail) return { status: 'rejected', code: fail, msg: fail >= 500 ? '系统异常' : '名称不能含有特殊符号' };
    const current = this.get(collection, id);
    if (current && base !== null && base !== undefined && base !== current.version) {
      return { status: 'conflict', code: Code.CONFLICT, msg: '数据已被他人修改', serverRow: current.row, serverVersion: current.version, changedBy: current.changedBy, changedAt: current.changedAt };
    }
    const { fail: _f, ...fields } = args;
    const version = this.put(collection, id, { ...(current?.row ?? {}), ...fields }, 'me');
    return { status: 'applied', serverVersion: version, result: { version } };
  }

  push(body: PushBody, token: string): Envelope<PushResult | null> {
    this.requests.push(structuredClone(body));
    if (!this.validTokens.has(token)) return { code: Code.TOKEN_INVALID, msg: '登录过期，请重新登录', data: null };
    const results: MutationResult[] = [];
    for (const m of body.mutations) {
      const key = `${body.deviceId}:${m.id}`;
      const seen = this.recorded.get(key);
      if (seen) {
        results.push({ ...seen, status: 'duplicate' });
        continue;
      }
      const handler = this.handlers[m.name];
      const outcome = handler ? handler((m.args ?? {}) as Record<string, unknown>, m.baseVersion) : { status: 'rejected' as const, code: 400, msg: '未知操作' };
      const result: MutationResult = { ...outcome, id: m.id };
      if (result.status === 'applied') {
        this.recorded.set(key, result);
        this.applied.push({ id: m.id, seq: m.seq, name: m.name, args: m.args });
      }
      results.push(result);
      // In order per device: after a failure the client will retry, nothing behind it may run first.
      if (result.status === 'rejected' && (result.code ?? 0) >= 500) break;
    }
    return { code: Code.OK, msg: 'Success', data: { results } };
  }

  pull(params: PullParams): Envelope<PullResult> {
    const from = params.cursor ? Number(params.cursor) : 0;
    if (params.cursor && from < this.compactedBefore) {
      // Too old: a snapshot of what exists now, to replace what the device holds.
      const changes = [...this.rows.entries()]
        .filter(([key]) => params.collections.some((c) => key.startsWith(`${c}:`)))
        .map(([key, r]): SyncChange => ({ collection: key.split(':')[0] as SyncCollection, id: String(r.row.id), op: 'upsert', version: r.version, row: r.row }));
      return { code: Code.OK, msg: 'Success', data: { changes, cursor: String(this.log.length), hasMore: false, resync: true } };
    }
    const mine = this.log.map((c, i) => ({ c, i })).filter(({ c, i }) => i >= from && params.collections.includes(c.collection));
    const page = mine.slice(0, params.limit ?? 500);
    const last = page[page.length - 1];
    const next = page.length < mine.length && last ? last.i + 1 : this.log.length;
    return { code: Code.OK, msg: 'Success', data: { changes: page.map(({ c }) => c), cursor: String(next), hasMore: page.length < mine.length, resync: false } };
  }
}

/** The client side of FakeServer, through the engine's real envelope classification. */
export function fakeTransport(server: FakeServer, tokenRef: { token: string } = server): SyncTransport {
  return {
    async pull(params) {
      await Promise.resolve();
      if (server.failNext === 'network') throw new RetryableError('Failed to fetch');
      return fromEnvelope(server.pull(params));
    },
    async push(body) {
      await Promise.resolve();
      const fail = server.failNext;
      server.failNext = null;
      if (fail === 'network') throw new RetryableError('Failed to fetch');
      if (fail === 500) return fromEnvelope<PushResult>({ code: 500, msg: '系统异常', data: null as unknown as PushResult });
      const envelope = server.push(body, tokenRef.token);
      if (server.loseNextAnswer) {
        server.loseNextAnswer = false;
        throw new RetryableError('connection reset after commit');
      }
      return fromEnvelope(envelope as Envelope<PushResult>);
    },
  };
}

/** Web Locks in one process: exclusive, FIFO, released when the callback's promise settles. */
export class FakeLocks implements LockManagerLike {
  private held = new Set<string>();
  private queues = new Map<string, Array<{ cb: (l: unknown) => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void }>>();
  request(name: string, options: { signal?: AbortSignal }, cb: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const waiter = { cb, resolve, reject };
      queue.push(waiter);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        reject(new Error('AbortError'));
      });
      this.pump(name);
    });
  }
  private pump(name: string): void {
    const next = this.queues.get(name)?.[0];
    if (this.held.has(name) || !next) return;
    this.queues.get(name)!.shift();
    this.held.add(name);
    const done = () => {
      this.held.delete(name);
      this.pump(name);
    };
    Promise.resolve()
      .then(() => next.cb({ name }))
      .then((v) => (done(), next.resolve(v)), (e: unknown) => (done(), next.reject(e)));
  }
}

/** BroadcastChannel between simulated tabs: delivers to every other open channel, asynchronously. */
export class FakeChannelHub {
  private open = new Set<ChannelLike>();
  create(): ChannelLike {
    const channel: ChannelLike = {
      onmessage: null,
      postMessage: (message) => {
        for (const other of this.open) if (other !== channel) queueMicrotask(() => other.onmessage?.({ data: structuredClone(message) }));
      },
      close: () => void this.open.delete(channel),
    };
    this.open.add(channel);
    return channel;
  }
}

/** Events, online flag and timers the test controls; scheduled timers are recorded, not run. */
export function fakeEnv(): EngineEnv & { online: boolean; timeouts: Array<{ fn: () => void; ms: number }>; fire(type: string): void } {
  const target = new EventTarget();
  const env = {
    online: true,
    timeouts: [] as Array<{ fn: () => void; ms: number }>,
    fire: (type: string) => void target.dispatchEvent(new Event(type)),
    listen(type: string, fn: () => void) {
      target.addEventListener(type, fn);
      return () => target.removeEventListener(type, fn);
    },
    isOnline: () => env.online,
    now: () => Date.now(),
    setTimeout(fn: () => void, ms: number) {
      const t = { fn, ms };
      env.timeouts.push(t);
      return t;
    },
    clearTimeout(h: unknown) {
      env.timeouts = env.timeouts.filter((t) => t !== h);
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  return env;
}

let dbCounter = 0;
/** A fresh database per test (fake-indexeddb), opened. */
export async function freshDb(userId = `u${++dbCounter}-${Math.random().toString(36).slice(2, 8)}`): Promise<QingbanDb> {
  const db = new QingbanDb(userId);
  await db.open();
  return db;
}

/** `test.set`: sets fields of a position row; `fail` makes the fake server refuse it with that code. */
export const setPosition = defineMutation<{ id: string; fail?: number } & Record<string, unknown>>('test.set', {
  touches: (args) => [rowKey('positions', args.id)],
  applyLocal: (db, { fail: _fail, ...fields }) => patchRow(db, 'positions', fields.id, fields),
});
