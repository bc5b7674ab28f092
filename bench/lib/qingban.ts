import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/db/prepare';
import { seedScale, type ScaleResult } from '../../src/server/db/scale-seed';

export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BootedServer {
  baseUrl: string;
  database: Database;
  /** Set when booted with `scale`: what `seed --scale` generated. */
  scale?: ScaleResult;
  close(): Promise<void>;
}

/** True when PostgreSQL answers within two seconds. */
export async function postgresReachable(url = BENCH_PG_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `dialectRun` on the databases BENCH_DIALECTS names (default both), in order, saying why
 * PostgreSQL is left out when it is.
 */
export async function forEachDialect<T>(dialectRun: (dialect: 'sqlite' | 'postgres') => Promise<T>): Promise<T[]> {
  const wanted = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  const runs = wanted.includes('sqlite') ? [await dialectRun('sqlite')] : [];
  if (!wanted.includes('postgres')) console.info('BENCH_DIALECTS leaves PostgreSQL out');
  else if (await postgresReachable()) runs.push(await dialectRun('postgres'));
  else console.info(`PostgreSQL not reachable at ${BENCH_PG_URL.replace(/:[^:@/]*@/, ':***@')}; its rows are skipped`);
  return runs;
}

async function pgQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The real app with the demo seed on a throw-away database (a temp SQLite dir, or a fresh
 * PostgreSQL schema dropped afterwards), logger off, listening on 127.0.0.1 on a free port.
 * `scale` adds what `npm run admin -- seed --scale N` generates.
 */
export async function bootQingban(dialect: 'sqlite' | 'postgres', options: { scale?: number; config?: Partial<ServerConfig> } = {}): Promise<BootedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-'));
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (dialect === 'postgres') await pgQuery(BENCH_PG_URL, `create schema ${schema}`);
  const database = dialect === 'postgres'
    ? openDatabase({ databaseUrl: BENCH_PG_URL, dataDir: dir, pgSchema: schema })
    : openDatabase({ dataDir: dir, sqliteFile: path.join(dir, 'bench.sqlite') });
  const cleanup = async () => {
    await database.close();
    if (dialect === 'postgres') await pgQuery(BENCH_PG_URL, `drop schema ${schema} cascade`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(database, 'demo', '0.0.0-bench');
    const scale = options.scale ? await seedScale(database, options.scale) : undefined;
    // The sign-in rate limit stays registered (its cost is part of the figure) but never trips.
    // Uploads land in the temp dir too (DATA_DIR), removed with it.
    const config: ServerConfig = { ...readConfig({}), dataDir: dir, logLevel: 'silent', clientDir: path.join(dir, 'no-client'), loginRateLimitPerMinute: 1_000_000, ...options.config };
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      database,
      scale,
      close: async () => {
        await app.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
}
