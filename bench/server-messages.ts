/**
 * The message centre at scale (issue 12): the real app with the demo plus `seed --scale` (which
 * gives admin 100,000 notifications; BENCH_SCALE to change), driven over loopback HTTP. The list
 * (newest first, by title, by type, unread only, with keywords), the unread count and opening a
 * message are measured one request at a time beside GET /api/health in the same run; the list
 * also at 20 connections beside health at 20. BENCH_DIALECTS=sqlite (or postgres) runs one
 * database. Prints figures beside targets; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';
import { bootQingban, forEachDialect } from './lib/qingban';
import { formatTable, type Row } from './lib/table';
import { formatTargets, type TargetLine } from './lib/targets';

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const CONNECTIONS = 20;
const SERIAL: LoadOptions = { concurrency: 1, maxRequests: 600, maxMs: 8000, warmup: 20 };
const SHORT: LoadOptions = { concurrency: 1, maxRequests: 300, maxMs: 5000, warmup: 10 };
const WIDE: LoadOptions = { concurrency: CONNECTIONS, maxRequests: 3000, maxMs: 6000, warmup: 60 };
const HEALTH_WIDE: LoadOptions = { concurrency: CONNECTIONS, maxRequests: 8000, maxMs: 4000, warmup: 300 };
const P95_TARGET_MS = 20;

/** Cycles through `values`; the i-th call gets the i-th value (wrapping). */
function cycle<T>(values: readonly T[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

async function signIn(client: LoopbackClient, account: string) {
  const body = new URLSearchParams({ grant_type: 'password', account, password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
}

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect, { scale: SCALE });
  console.info(`${dialect}: ${server.scale!.messages} notifications for admin (${server.scale!.users} users) generated in ${server.scale!.seconds.toFixed(1)} s`);
  const client = loopbackClient(server.baseUrl, CONNECTIONS);
  try {
    const auth = { authorization: `Bearer ${await signIn(client, 'admin')}` };
    const get = async <T>(path: string) => expectEnvelope<T>(await client.request('GET', path, { headers: auth }));
    const total = (await get<{ pagination: { total: number } }>('/api/message?pageSize=1')).pagination.total;
    const pages = (extra: string, count = 50) => {
      let n = 0;
      return async () => void (await get(`/api/message?currentPage=${1 + (n++ % count)}&pageSize=20${extra}`));
    };
    const keywords = cycle(['合同审批', '第99999号', '风险提醒', 'qxzqxz']);
    const ids = (await get<{ list: { id: string }[] }>('/api/message?pageSize=500&isRead=0')).list.map((m) => m.id);
    const nextId = cycle(ids);

    const health = await runLoad(SERIAL, async () => void expectEnvelope(await client.request('GET', '/api/health')));
    const list = await runLoad(SERIAL, pages(''));
    const rows: Row[] = [
      { name: `GET /api/health, 1 in flight (${dialect})`, result: health },
      { name: `message centre, newest first, pages 1..50, 1 in flight (${dialect})`, result: list },
      { name: `  by title asc (${dialect})`, result: await runLoad(SHORT, pages('&sidx=title&sort=asc')) },
      { name: `  type 2 only (${dialect})`, result: await runLoad(SHORT, pages('&type=2', 20)) },
      { name: `  unread only (${dialect})`, result: await runLoad(SHORT, pages('&isRead=0', 20)) },
      { name: `  keyword (many, one, none) (${dialect})`, result: await runLoad(SHORT, async () => void (await get(`/api/message?pageSize=20&keyword=${encodeURIComponent(keywords())}`))) },
      { name: `unread count (${dialect})`, result: await runLoad(SHORT, async () => void (await get('/api/message/UnreadCount'))) },
      { name: `ReadInfo (marks read) (${dialect})`, result: await runLoad({ ...SHORT, maxRequests: Math.min(300, ids.length), warmup: 0 }, async () => void (await get(`/api/message/ReadInfo/${nextId()}`))) },
    ];
    const healthWide = await runLoad(HEALTH_WIDE, async () => void expectEnvelope(await client.request('GET', '/api/health')));
    const listWide = await runLoad(WIDE, pages(''));
    rows.push({ name: `GET /api/health, ${CONNECTIONS} connections (${dialect})`, result: healthWide }, { name: `message centre, ${CONNECTIONS} connections (${dialect})`, result: listWide });
    return { dialect, total, rows, health, list, healthWide, listWide };
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · scale ${SCALE} · client and server share one process`);
  const runs = await forEachDialect(dialectRun);

  for (const r of runs) {
    console.info(`\n${r.dialect}: admin holds ${r.total} messages`);
    console.info(formatTable(r.rows, r.health.p50));
    for (const row of r.rows) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
  }
  const targets: TargetLine[] = runs.flatMap((r) => {
    const ratio = (x: LoadResult, base: LoadResult) => x.perSecond / base.perSecond;
    return [
      { name: `message centre p95, ${r.total} messages (${r.dialect})`, target: `≤ ${P95_TARGET_MS} ms`, figure: `${r.list.p95.toFixed(1)} ms`, baseline: `health p95 ${r.health.p95.toFixed(2)} ms`, met: r.list.p95 <= P95_TARGET_MS },
      { name: `message centre at ${CONNECTIONS} connections (${r.dialect}; issue 10's list ratio)`, target: '≥ 0.3 × health', figure: `${r.listWide.perSecond.toFixed(0)} req/s = ${ratio(r.listWide, r.healthWide).toFixed(2)} ×`, baseline: `health ${r.healthWide.perSecond.toFixed(0)} req/s`, met: ratio(r.listWide, r.healthWide) >= 0.3 },
    ];
  });
  console.info(`\n${formatTargets(targets)}`);
}
