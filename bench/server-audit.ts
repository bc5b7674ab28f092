/**
 * What the operation log costs (ADR 0026): the same app booted twice, with the audit hooks and
 * without (AUDIT_LOG=0), measured in alternating rounds so a busy machine weighs on both alike.
 * Writes one at a time: a cheap one (the user's theme: the hook and its queued entry alone) and a
 * user edit (the hook plus the before/after the service reads). Reads: CurrentUser one at a time
 * (5 % sampled into the request log, the default) and GET /api/health at 8 connections.
 * BENCH_DIALECTS=sqlite (or postgres) runs one database. Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';
import { bootQingban, postgresReachable, BENCH_PG_URL, type BootedServer } from './lib/qingban';
import { auditListAtScale } from './audit-list';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERIAL: LoadOptions = { concurrency: 1, maxRequests: 300, maxMs: 4000, warmup: 20 };
const WIDE: LoadOptions = { concurrency: 8, maxRequests: 3000, maxMs: 3000, warmup: 200 };
const json = { 'content-type': 'application/json' };

interface Side {
  server: BootedServer;
  client: LoopbackClient;
  token: string;
  userId: string;
  user: Record<string, unknown>;
}

async function side(dialect: 'sqlite' | 'postgres', auditLog: boolean): Promise<Side> {
  const server = await bootQingban(dialect, { config: { auditLog } });
  const client = loopbackClient(server.baseUrl, WIDE.concurrency);
  const body = new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5('123456'), origin: 'password' }).toString();
  const token = expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
  const auth = { authorization: `Bearer ${token}` };
  const list = expectEnvelope<{ list: { id: string }[] }>(await client.request('GET', '/api/permission/Users?keyword=wh01', { headers: auth }));
  const userId = list.list[0]!.id;
  const d = expectEnvelope<Record<string, string>>(await client.request('GET', `/api/permission/Users/${userId}`, { headers: auth }));
  const ids = (v: string) => v.split(',').filter(Boolean);
  const user = { account: d.account, realName: d.realName, mobilePhone: d.mobilePhone, organizeIds: ids(d.organizeIds!), positionIds: ids(d.positionIds!), roleIds: ids(d.roleIds!), majorOrganizeId: d.majorOrganizeId };
  return { server, client, token, userId, user };
}

type Scenario = { name: string; options: LoadOptions; send: (s: Side, i: number) => Promise<unknown> };
const headers = (s: Side, extra = {}) => ({ authorization: `Bearer ${s.token}`, ...extra });
const SCENARIOS: Scenario[] = [
  { name: 'PUT Current/SystemTheme (1 in flight)', options: SERIAL, send: (s, i) => s.client.request('PUT', '/api/permission/Users/Current/SystemTheme', { headers: headers(s, json), body: JSON.stringify({ theme: i % 2 ? 'classic' : 'functional' }) }).then(expectEnvelope) },
  { name: 'PUT Users/{id} with before/after (1 in flight)', options: SERIAL, send: (s, i) => s.client.request('PUT', `/api/permission/Users/${s.userId}`, { headers: headers(s, json), body: JSON.stringify({ ...s.user, realName: i % 2 ? '赵强' : '赵强强' }) }).then(expectEnvelope) },
  { name: 'GET CurrentUser (1 in flight)', options: SERIAL, send: (s) => s.client.request('GET', '/api/oauth/CurrentUser', { headers: headers(s) }).then(expectEnvelope) },
  { name: 'GET /api/health (8 connections)', options: WIDE, send: (s) => s.client.request('GET', '/api/health').then(expectEnvelope) },
];

/** Wall-clock latency, and the process's CPU time per request: on a busy machine the CPU time says more (server and client share the process; the client's share is the same on both sides). */
async function measure(s: Side, scenario: Scenario): Promise<LoadResult & { cpuUs: number }> {
  let i = 0;
  const cpu = process.cpuUsage();
  const result = await runLoad(scenario.options, async () => void (await scenario.send(s, i++)));
  const used = process.cpuUsage(cpu);
  const sent = result.requests + result.errors + (scenario.options.warmup ?? 0);
  return { ...result, cpuUs: (used.user + used.system) / sent };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function compare(dialect: 'sqlite' | 'postgres') {
  const on = await side(dialect, true);
  const off = await side(dialect, false);
  try {
    const lines: string[] = [];
    for (const scenario of SCENARIOS) {
      const p50 = { on: [] as number[], off: [] as number[] };
      const rps = { on: [] as number[], off: [] as number[] };
      const cpu = { on: [] as number[], off: [] as number[] };
      for (let r = 0; r < ROUNDS; r++) {
        // Alternate which side goes first, so neither always meets a warmer or busier machine.
        const order = r % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        for (const which of order) {
          const result = await measure(which === 'on' ? on : off, scenario);
          if (result.errors) throw new Error(`${scenario.name} (${which}): ${result.firstError}`);
          p50[which].push(result.p50);
          rps[which].push(result.perSecond);
          cpu[which].push(result.cpuUs);
        }
      }
      const [a, b] = [median(p50.on), median(p50.off)];
      const [ca, cb] = [median(cpu.on), median(cpu.off)];
      const delta = (x: number, y: number, unit: string, digits: number) => `${x - y >= 0 ? '+' : ''}${(x - y).toFixed(digits)} ${unit} (${(((x - y) / y) * 100).toFixed(1)} %)`;
      lines.push(`${scenario.name.padEnd(48)} p50 ${a.toFixed(2)} vs ${b.toFixed(2)} ms, Δ ${delta(a, b, 'ms', 2)} · CPU/request ${ca.toFixed(0)} vs ${cb.toFixed(0)} µs, Δ ${delta(ca, cb, 'µs', 0)} · req/s ${median(rps.on).toFixed(0)} vs ${median(rps.off).toFixed(0)}`);
    }
    const stats = await on.server.database.db.selectFrom('baseOperationLog').select(['category', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('category').execute();
    console.info(`\n  audit hooks on vs off — with vs without (${dialect}; median of ${ROUNDS} alternating rounds; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`);
    for (const line of lines) console.info(`  ${line}`);
    console.info(`  entries written by the run: ${stats.map((s) => `${s.category} ${s.n}`).join(', ')}`);
  } finally {
    for (const s of [on, off]) {
      s.client.close();
      await s.server.close();
    }
  }
}

/** BENCH_AUDIT=hooks or list runs one part (default both): the hooks' cost, the list at 100,000 entries. */
export async function run() {
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  const parts = (process.env.BENCH_AUDIT ?? 'hooks,list').split(',');
  const each = async (part: (dialect: 'sqlite' | 'postgres') => Promise<void>) => {
    if (dialects.includes('sqlite')) await part('sqlite');
    if (dialects.includes('postgres')) {
      if (await postgresReachable()) await part('postgres');
      else console.info(`  postgres: not reachable at ${BENCH_PG_URL}; skipped`);
    }
  };
  if (parts.includes('hooks')) await each(compare);
  if (parts.includes('list')) await each(auditListAtScale);
}
