/**
 * Server figures over real loopback HTTP: a bare Fastify route as the baseline of this machine and
 * this run, then the app's health check, CurrentUser and password sign-in. Prints; never asserts.
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban, postgresReachable, BENCH_PG_URL } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

const CONCURRENCY = 8;
const FAST: LoadOptions = { concurrency: CONCURRENCY, maxRequests: 4000, maxMs: 4000, warmup: 300 };
const DB_READ: LoadOptions = { concurrency: CONCURRENCY, maxRequests: 3000, maxMs: 5000, warmup: 200 };
// argon2id verify dominates sign-in (tens of ms of CPU each); a few dozen are enough for a median.
const SIGN_IN: LoadOptions = { concurrency: CONCURRENCY, maxRequests: 60, maxMs: 12_000, warmup: 4 };
// One at a time: the cost of a single sign-in without queueing behind the others.
const SIGN_IN_SERIAL: LoadOptions = { concurrency: 1, maxRequests: 12, maxMs: 4000, warmup: 1 };

const ACCOUNT = 'sysadmin';
const PASSWORD_MD5 = md5('123456');
const signInBody = new URLSearchParams({ grant_type: 'password', account: ACCOUNT, password: PASSWORD_MD5, origin: 'password' }).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(client: LoopbackClient): Promise<string> {
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: formHeaders, body: signInBody })).token;
}

async function currentUser(client: LoopbackClient, token: string) {
  const data = expectEnvelope<{ userInfo?: { userAccount?: string } }>(await client.request('GET', '/api/oauth/CurrentUser', { headers: { authorization: `Bearer ${token}` } }));
  if (!data.userInfo) throw new Error('CurrentUser without userInfo');
}

async function baseline(): Promise<Row> {
  const bare = Fastify();
  bare.get('/ping', () => ({ ok: 1 }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const client = loopbackClient(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, CONCURRENCY);
  try {
    const result = await runLoad(FAST, async () => {
      const answer = await client.request('GET', '/ping');
      if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
    });
    return { name: 'baseline: bare Fastify GET /ping', result };
  } finally {
    client.close();
    await bare.close();
  }
}

async function sqliteScenarios(): Promise<Row[]> {
  const server = await bootQingban('sqlite');
  const client = loopbackClient(server.baseUrl, CONCURRENCY);
  try {
    const rows: Row[] = [];
    rows.push({ name: 'GET /api/health (sqlite)', result: await runLoad(FAST, async () => void expectEnvelope(await client.request('GET', '/api/health'))) });
    const token = await signIn(client);
    rows.push({ name: 'GET /api/oauth/CurrentUser (sqlite)', result: await runLoad(DB_READ, () => currentUser(client, token)) });
    rows.push({ name: 'POST /api/oauth/Login (sqlite)', result: await runLoad(SIGN_IN, async () => void (await signIn(client))) });
    rows.push({ name: 'POST /api/oauth/Login (sqlite, 1 in flight)', result: await runLoad(SIGN_IN_SERIAL, async () => void (await signIn(client))) });
    return rows;
  } finally {
    client.close();
    await server.close();
  }
}

async function postgresScenarios(): Promise<Row[]> {
  const server = await bootQingban('postgres');
  const client = loopbackClient(server.baseUrl, CONCURRENCY);
  try {
    const token = await signIn(client);
    return [{ name: 'GET /api/oauth/CurrentUser (postgres)', result: await runLoad(DB_READ, () => currentUser(client, token)) }];
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${load} · ${CONCURRENCY} in flight · client and server share one process`);
  const rows: Row[] = [await baseline()];
  rows.push(...(await sqliteScenarios()));
  if (await postgresReachable()) {
    rows.push(...(await postgresScenarios()));
  } else {
    console.info(`PostgreSQL not reachable at ${BENCH_PG_URL.replace(/:[^:@/]*@/, ':***@')}; its row is skipped`);
  }
  console.info(formatTable(rows, rows[0]!.result.p50));
  for (const { name, result } of rows) {
    if (result.firstError) console.info(`  ${name}: ${result.errors} errors, first: ${result.firstError}`);
  }
}
