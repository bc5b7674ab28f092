import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BusEvent, BusListener, RealtimeBus } from './bus';
import { presenceMirror } from './presence';

export interface RedisBusOptions {
  url: string;
  /** Namespace of the channel and keys, so several installs (or test runs) can share one Redis. */
  prefix: string;
  log: FastifyBaseLogger;
  /** How often this process rewrites its presence and re-reads the others' (ms). */
  presenceRefreshMs?: number;
}

const WIRE = 1;
const LOG_EVERY_MS = 30_000;
type Wire = { v: number; o: string } & (BusEvent | { kind: 'presence'; userId: string; on: boolean } | { kind: 'bye' });

function isWire(x: unknown): x is Wire {
  if (typeof x !== 'object' || x === null) return false;
  const w = x as Record<string, unknown>;
  if (w.v !== WIRE || typeof w.o !== 'string') return false;
  switch (w.kind) {
    case 'send': return typeof w.userId === 'string' && typeof w.text === 'string';
    case 'broadcast': return typeof w.text === 'string';
    case 'kick': return typeof w.userId === 'string' && typeof w.msg === 'string';
    case 'presence': return typeof w.userId === 'string' && typeof w.on === 'boolean';
    case 'bye': return true;
    default: return false;
  }
}

/**
 * The hub's link to the other server processes through Redis pub/sub (ADR 0022): one channel,
 * `<prefix>realtime`, that every process publishes its pushes to and subscribes to. Two
 * connections: a subscriber (ioredis reconnects it with backoff; it subscribes again on every
 * `ready`) and a publisher whose commands fail at once while Redis is away instead of queueing —
 * a push that cannot cross now is logged and dropped, never replayed minutes later.
 */
export function redisBus(options: RedisBusOptions): RealtimeBus {
  const { url, prefix, log } = options;
  const refreshMs = options.presenceRefreshMs ?? 10_000;
  const instance = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const channel = `${prefix}realtime`;
  const retryStrategy = (times: number) => Math.min(times * 200, 2000);
  const pub = new Redis(url, { retryStrategy, enableOfflineQueue: false, enableAutoPipelining: true, maxRetriesPerRequest: 1, connectionName: `qingban-pub-${instance}` });
  const sub = new Redis(url, { retryStrategy, autoResubscribe: false, maxRetriesPerRequest: null, connectionName: `qingban-sub-${instance}` });
  const presence = presenceMirror({ redis: pub, prefix, instance, refreshMs });
  let listener: BusListener | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  // One warning per kind of trouble every 30 s at most: an outage must not flood the log.
  const lastLogged = new Map<string, number>();
  let troubled = false;
  const trouble = (what: string, error: unknown) => {
    if (stopped) return;
    troubled = true;
    const now = Date.now();
    if (now - (lastLogged.get(what) ?? 0) < LOG_EVERY_MS) return;
    lastLogged.set(what, now);
    log.warn({ err: error instanceof Error ? { message: error.message } : error }, `realtime bus (Redis): ${what}; sockets on this process are still served`);
  };
  const recovered = (what: string) => {
    if (!troubled || stopped) return;
    troubled = false;
    log.info(`realtime bus (Redis): ${what}`);
  };
  const wire = (body: Record<string, unknown>) => JSON.stringify({ v: WIRE, o: instance, ...body });
  const publishRaw = (text: string, what: string) => void pub.publish(channel, text).catch((error: unknown) => trouble(what, error));
  const refresh = () => {
    if (listener && !stopped) presence.refresh(listener.localUsers()).catch((error: unknown) => trouble('presence refresh failed', error));
  };

  pub.on('error', (error) => trouble('publisher connection', error));
  sub.on('error', (error) => trouble('subscriber connection', error));
  pub.on('ready', () => {
    recovered('publisher connected again');
    refresh();
  });
  sub.on('ready', () => {
    sub.subscribe(channel).then(() => {
      recovered('subscribed again');
      // Whatever this process missed while away is in the others' presence sets now.
      refresh();
    }, (error: unknown) => trouble('subscribe failed', error));
  });
  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return;
    }
    // Its own events: this process delivered to its sockets before publishing.
    if (!isWire(event) || event.o === instance) return;
    if (event.kind === 'presence') presence.heard(event.o, event.userId, event.on);
    else if (event.kind === 'bye') presence.gone(event.o);
    else listener?.deliver(event);
  });

  return {
    start(l) {
      listener = l;
      timer = setInterval(refresh, refreshMs);
      timer.unref();
    },
    publish(event) {
      publishRaw(wire(event), `publishing ${event.kind} failed`);
    },
    joined(userId) {
      presence.add(userId).catch((error: unknown) => trouble('presence update failed', error));
      publishRaw(wire({ kind: 'presence', userId, on: true }), 'publishing presence failed');
    },
    left(userId) {
      presence.remove(userId).catch((error: unknown) => trouble('presence update failed', error));
      publishRaw(wire({ kind: 'presence', userId, on: false }), 'publishing presence failed');
    },
    elsewhere: (userId) => presence.elsewhere(userId),
    async stop() {
      if (stopped) return;
      clearInterval(timer);
      const goodbye = Promise.allSettled([presence.withdraw(), pub.publish(channel, wire({ kind: 'bye' }))]);
      // A Redis that stopped answering must not hold up the shutdown.
      await Promise.race([goodbye, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      stopped = true;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
