import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Real server processes, started the way production starts them (`node --import tsx
 * src/server/start.ts`, what `npm start` execs), for tests and benches that need more than one:
 * the cluster test (tests/cluster) and the fan-out bench (bench/server-fanout.ts).
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLUSTER_PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CLUSTER_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string | (() => string)) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${ms} ms: ${typeof what === 'function' ? what() : what}`);
}

/** Why a cluster cannot run here (PostgreSQL or Redis not answering), or undefined when it can. */
export async function clusterUnavailable(pgUrl = CLUSTER_PG_URL, redisUrl = CLUSTER_REDIS_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    return `PostgreSQL does not answer at ${new URL(pgUrl).host}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis does not answer at ${new URL(redisUrl).host}`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

export interface ServerProcess {
  name: string;
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** What it wrote to stdout and stderr, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * One `node --import tsx src/server/start.ts` (or another entry, e.g. `scripts/cluster.mjs`),
 * answering /api/health before this resolves.
 */
export async function startServerProcess(name: string, env: Record<string, string>, args = ['--import', 'tsx', 'src/server/start.ts']): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 12_000))]);
    if (killed) process.kill(-child.pid!, 'SIGKILL');
  };
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
      return fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    }, 90_000, () => `${name} answering /api/health on ${port}:\n${output}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, port, baseUrl, child, output: () => output, stop };
}

export interface Backends {
  /** What every server process of the cluster gets: DATABASE_URL, REDIS_URL, REDIS_PREFIX, CLIENT_DIR … */
  env: Record<string, string>;
  /** A temp folder removed with the backends (DATA_DIRs go here). */
  scratch: string;
  databaseUrl: string;
  redisPrefix: string;
  /** A query on the shared database. */
  sql<R extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** How many server processes listen on the fan-out channel now. */
  subscribers(): Promise<number>;
  /** Users some process has announced a socket of (the presence sets in Redis, ADR 0022). */
  presentUsers(): Promise<string[]>;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database and a Redis namespace of their own, for server processes to share. */
export async function sharedBackends(options: { pgUrl?: string; redisUrl?: string; fanout?: boolean } = {}): Promise<Backends> {
  const pgUrl = options.pgUrl ?? CLUSTER_PG_URL;
  const redisUrl = options.redisUrl ?? CLUSTER_REDIS_URL;
  const tag = randomBytes(4).toString('hex');
  const dbName = `qb_cluster_${tag}`;
  const redisPrefix = `qbcluster:${tag}:`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // `drop database … with (force)` ends connections that are still closing; that is expected here.
  db.on('error', () => undefined);
  const redis = new Redis(redisUrl);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-cluster-'));
  const clientDir = path.join(scratch, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>轻办</title>');
  return {
    env: {
      DATABASE_URL: databaseUrl, REDIS_URL: (options.fanout ?? true) ? redisUrl : '', REDIS_PREFIX: redisPrefix, CLIENT_DIR: clientDir,
      SEED: 'demo', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000000', FILE_SIGNING_KEY: `cluster-signing-key-${tag}`,
    },
    scratch,
    databaseUrl,
    redisPrefix,
    sql: async (text, params) => (await db.query(text, params)).rows,
    subscribers: async () => ((await redis.pubsub('NUMSUB', `${redisPrefix}realtime`)) as [string, number])[1],
    presentUsers: async () => (await Promise.all((await redis.keys(`${redisPrefix}presence:*`)).map((k) => redis.smembers(k)))).flat(),
    drop: async () => {
      await db.end();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface Cluster extends Backends {
  nodes: ServerProcess[];
  close(): Promise<void>;
}

/**
 * `count` server processes on one fresh PostgreSQL database and one Redis namespace of their own,
 * each with its own DATA_DIR, resolved when every one answers and listens on the fan-out channel.
 * They start one after another: the first migrates and seeds the demo, the others find it done.
 * `fanout: false` leaves REDIS_URL unset (one process serving its own sockets, as without Redis).
 */
export async function startCluster(count: number, options: { pgUrl?: string; redisUrl?: string; env?: Record<string, string>; fanout?: boolean } = {}): Promise<Cluster> {
  const backends = await sharedBackends(options);
  const nodes: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await backends.drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      const name = String.fromCharCode(65 + i);
      nodes.push(await startServerProcess(name, { ...backends.env, DATA_DIR: path.join(backends.scratch, `data-${name}`), ...options.env }));
    }
    if (options.fanout ?? true) await waitFor(async () => (await backends.subscribers()) === count, 10_000, 'every process subscribed to the fan-out channel');
  } catch (error) {
    await close();
    throw error;
  }
  return { ...backends, nodes, close };
}
