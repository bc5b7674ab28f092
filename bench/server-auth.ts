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
import { formatTargets, type TargetLine } from './lib/targets';

const CONCURRENCY = 8;
const FAST: LoadOptions = { concurrency: CONCURRENCY, maxRequests: 4000, maxMs: 4000, warmup: 300 };
const DB_READ: LoadOptions = { concurrency: CONCURRENCY, maxRequests: 3000, maxMs: 5000, warmup: 200 };
// One at a time: the cost of one CurrentUser without queueing behind the others.
const DB_READ_SERIAL: LoadOptions = { concurrency: 1, maxRequests: 1500, maxMs: 4000, warmup: 100 };
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
    rows.push({ name: 'GET /api/oauth/CurrentUser (sqlite, 1 in flight)', result: await runLoad(DB_READ_SERIAL, () => currentUser(client, token)) });
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
    return [
      { name: 'GET /api/oauth/CurrentUser (postgres)', result: await runLoad(DB_READ, () => currentUser(client, token)) },
      { name: 'GET /api/oauth/CurrentUser (postgres, 1 in flight)', result: await runLoad(DB_READ_SERIAL, () => currentUser(client, token)) },
    ];
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
  const row = (name: string) => rows.find((r) => r.name === name)?.result;
  const base = `bare route p50 ${rows[0]!.result.p50.toFixed(2)} ms`;
  const targets: TargetLine[] = [];
  for (const dialect of ['sqlite', 'postgres']) {
    const loaded = row(`GET /api/oauth/CurrentUser (${dialect})`);
    const single = row(`GET /api/oauth/CurrentUser (${dialect}, 1 in flight)`);
    if (loaded) targets.push({ name: `CurrentUser p95, ${CONCURRENCY} in flight (${dialect})`, target: '≤ 10 ms', figure: `${loaded.p95.toFixed(1)} ms`, baseline: base, met: loaded.p95 <= 10 });
    if (single) targets.push({ name: `CurrentUser p95, 1 in flight (${dialect})`, target: '≤ 10 ms', figure: `${single.p95.toFixed(1)} ms`, baseline: base, met: single.p95 <= 10 });
  }
  const signIn = row('POST /api/oauth/Login (sqlite)');
  if (signIn) targets.push({ name: `sign-in p50, ${CONCURRENCY} at once`, target: '≤ 300 ms', figure: `${signIn.p50.toFixed(0)} ms`, baseline: base, met: signIn.p50 <= 300 });
  console.info(`\n${formatTargets(targets)}`);
}
