import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SmsSender } from '../../src/server/sms';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/db/prepare';
import { md5 } from '../../src/server/identity/passwords';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The API suite runs once per database: `TEST_DB=postgres` selects PostgreSQL. */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestStore {
  open(): Database;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file: a temp SQLite file, or a PostgreSQL schema of its own. */
export async function freshStore(): Promise<TestStore> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (testDialect === 'postgres') {
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    await client.query(`create schema ${name}`);
    await client.end();
    return {
      open: () => openDatabase({ databaseUrl: TEST_PG_URL, dataDir: os.tmpdir(), pgSchema: name }),
      drop: async () => {
        const c = new pg.Client({ connectionString: TEST_PG_URL });
        await c.connect();
        await c.query(`drop schema ${name} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-test-'));
  return {
    open: () => openDatabase({ dataDir: dir, sqliteFile: path.join(dir, 'test.sqlite') }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface SentSms {
  mobile: string;
  text: string;
}

export async function startTestApp(options: { config?: Partial<ServerConfig>; store?: TestStore; seed?: 'demo' | 'none'; logger?: BuildOptions['logger'] } = {}) {
  const store = options.store ?? (await freshStore());
  const database = store.open();
  const config: ServerConfig = { ...readConfig({}), logLevel: 'silent', clientDir: '/nonexistent', ...options.config };
  const prepared = await prepareDatabase(database, options.seed ?? 'demo', '0.0.0-test');
  const sent: SentSms[] = [];
  const sms: SmsSender = { send: async (mobile, text) => void sent.push({ mobile, text }) };
  const app = await buildApp({ config, database, logger: options.logger ?? false, sms });

  async function login(account: string, password = '123456') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', account, password: md5(password), origin: 'password' }).toString(),
    });
    const body = res.json() as { code: number; msg: string; data: { token: string; theme: string } };
    if (body.code !== 200) throw new Error(`login ${account} failed: ${body.msg}`);
    return body.data.token;
  }

  return {
    app,
    config,
    database,
    db: database.db,
    prepared,
    sent,
    login,
    async close(dropStore = true) {
      await app.close();
      await database.close();
      if (dropStore) await store.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Sends a request and returns the envelope. */
export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; form?: Record<string, string>; query?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await t.app.inject({ method, url, headers, payload, query: opts.query });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: T } };
}

export { md5 };
