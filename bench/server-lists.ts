/**
 * Lists at scale (issue 10 §2): the real app with the demo plus `seed --scale` (100,000 users,
 * 100,000 asset items, 10,000 dictionary rows, 100,000 sign-in log rows; BENCH_SCALE to change),
 * driven over loopback HTTP. The user list with a keyword and a sort is measured one request at a
 * time (latency) and at 20 connections beside GET /api/health at 20 connections in the same run
 * (throughput). BENCH_DIALECTS=sqlite (or postgres) runs one database. Prints figures beside
 * targets; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { userKeywords, USER_SORTS, type Keyword } from './lib/keywords';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';
import { bootQingban, forEachDialect, type BootedServer } from './lib/qingban';
import { summarise } from './lib/stats';
import { formatTable, type Row } from './lib/table';
import { formatTargets, type TargetLine } from './lib/targets';

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const CONNECTIONS = 20;
const THROUGHPUT: LoadOptions = { concurrency: CONNECTIONS, maxRequests: 3000, maxMs: 8000, warmup: 60 };
const HEALTH: LoadOptions = { concurrency: CONNECTIONS, maxRequests: 8000, maxMs: 4000, warmup: 300 };
const SERIAL: LoadOptions = { concurrency: 1, maxRequests: 600, maxMs: 10_000, warmup: 20 };
const OTHER: LoadOptions = { concurrency: 1, maxRequests: 300, maxMs: 6000, warmup: 10 };

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };

async function signIn(client: LoopbackClient, account: string) {
  const body = new URLSearchParams({ grant_type: 'password', account, password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: form, body })).token;
}

/** Cycles through `values`; the i-th call gets the i-th value (wrapping). */
function cycle<T>(values: readonly T[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function userListPath(k: Keyword, sort: string) {
  return `/api/permission/Users?currentPage=1&pageSize=20&keyword=${encodeURIComponent(k.text)}${sort ? `&${sort}` : ''}`;
}

interface UserListFigures {
  rows: Row[];
  serial: LoadResult;
  concurrent: LoadResult;
  health: LoadResult;
  byKind: Row[];
  single: { keyword: string; result: LoadResult }[];
}

// One keyword asked over and over by 20 connections, as issue 10 measured it: many, few and no matches.
const SINGLE_KEYWORDS = ['张', '张敏', 'qxzqxz'];
const SINGLE: LoadOptions = { concurrency: CONNECTIONS, maxRequests: 3000, maxMs: 4000, warmup: 40 };

async function userList(server: BootedServer, client: LoopbackClient, token: string, label: string): Promise<UserListFigures> {
  const auth = { authorization: `Bearer ${token}` };
  const keywords = await userKeywords(server.database);
  const nextKeyword = cycle(keywords);
  const nextSort = cycle(USER_SORTS);
  const perSource = new Map<string, number[]>();
  const send = async (record: boolean) => {
    const k = nextKeyword();
    const t0 = performance.now();
    expectEnvelope(await client.request('GET', userListPath(k, nextSort()), { headers: auth }));
    if (!record) return;
    const key = `${k.kind}: ${k.source}`;
    perSource.set(key, [...(perSource.get(key) ?? []), performance.now() - t0]);
  };
  const health = await runLoad(HEALTH, async () => void expectEnvelope(await client.request('GET', '/api/health')));
  const concurrent = await runLoad(THROUGHPUT, () => send(false));
  const serial = await runLoad(SERIAL, () => send(true));
  const byKind = [...perSource].sort(([a], [b]) => a.localeCompare(b)).map(([name, times]) => ({ name: `  ${name}`, result: summarise(times, times.reduce((s, t) => s + t, 0)) }));
  const single = [];
  for (const keyword of SINGLE_KEYWORDS) {
    const path = userListPath({ text: keyword, kind: 'few', source: '' }, '');
    single.push({ keyword, result: await runLoad(SINGLE, async () => void expectEnvelope(await client.request('GET', path, { headers: auth }))) });
  }
  return {
    health, concurrent, serial, byKind, single,
    rows: [
      { name: `GET /api/health, ${CONNECTIONS} connections (${label})`, result: health },
      { name: `user list keyword+sort, ${CONNECTIONS} connections (${label})`, result: concurrent },
      { name: `user list keyword+sort, 1 in flight (${label})`, result: serial },
      ...single.map((x) => ({ name: `user list "${x.keyword}" repeated, ${CONNECTIONS} connections (${label})`, result: x.result })),
    ],
  };
}

async function otherLists(server: BootedServer, client: LoopbackClient, token: string, label: string): Promise<Row[]> {
  const auth = { authorization: `Bearer ${token}` };
  const db = server.database.db;
  const rows: Row[] = [];
  const page = cycle(['', '&sidx=realName&sort=asc', '&sidx=account&sort=desc']);
  rows.push({ name: `user list, no keyword, page 1..50 (${label})`, result: await runLoad(OTHER, (() => {
    let n = 0;
    return async () => void expectEnvelope(await client.request('GET', `/api/permission/Users?currentPage=${1 + (n++ % 50)}&pageSize=20${page()}`, { headers: auth }));
  })()) });

  const item = await db.selectFrom('faItem').select(['assetCode', 'specification']).where('planId', 'is', null).orderBy('assetCode', 'desc').limit(50).execute();
  const itemKeywords = cycle(['笔记本电脑', '联想', 'i5/16G', '火箭发射器', ...item.map((i) => i.assetCode), ...item.slice(0, 10).map((i) => i.assetCode.slice(2, 10))]);
  const itemSorts = cycle([{}, { sidx: 'itemName', sort: 'asc' }, { sidx: 'assetCode', sort: 'desc' }]);
  rows.push({ name: `asset register keyword+sort, 1 in flight (${label})`, result: await runLoad(OTHER, async () => {
    const body = JSON.stringify({ currentPage: 1, pageSize: 20, keyword: itemKeywords(), ...itemSorts() });
    expectEnvelope(await client.request('POST', '/api/business/fixedAsset-storage/page', { headers: { ...auth, ...json }, body }));
  }) });

  const people = await db.selectFrom('baseLoginLog').select(['account', 'userName', 'ip']).orderBy('creatorTime', 'desc').limit(40).execute();
  const logKeywords = cycle(['10.1', '登录', 'qxzqxz', ...people.flatMap((p) => [p.account, p.userName ?? '', p.ip ?? ''])]);
  rows.push({ name: `system log keyword, 1 in flight (${label})`, result: await runLoad(OTHER, async () => {
    expectEnvelope(await client.request('GET', `/api/system/Log?currentPage=1&pageSize=20&keyword=${encodeURIComponent(logKeywords())}`, { headers: auth }));
  }) });

  const dictKeywords = cycle(['钢材', '特级', 'M00012', 'M0099', '火箭', '一级轴承77']);
  rows.push({ name: `dictionary rows keyword, 1 in flight (${label})`, result: await runLoad(OTHER, async () => {
    expectEnvelope(await client.request('GET', `/api/system/DictionaryData/scaleMaterial1?currentPage=1&pageSize=20&keyword=${encodeURIComponent(dictKeywords())}`, { headers: auth }));
  }) });
  return rows;
}

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const started = performance.now();
  const server = await bootQingban(dialect, { scale: SCALE });
  const s = server.scale!;
  console.info(`${dialect}: ${s.users} users / ${s.items} items / ${s.dictionaryRows} dictionary rows / ${s.loginLogRows} log rows generated in ${s.seconds.toFixed(1)} s (boot ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const client = loopbackClient(server.baseUrl, CONNECTIONS);
  try {
    const users = await userList(server, client, await signIn(client, 'sysadmin'), dialect);
    const others = await otherLists(server, client, await signIn(client, 'admin'), dialect);
    return { dialect, users, others };
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · scale ${SCALE} · client and server share one process`);
  const runs = await forEachDialect(dialectRun);

  for (const r of runs) {
    console.info(`\n${r.dialect}`);
    console.info(formatTable([...r.users.rows, ...r.users.byKind, ...r.others], r.users.health.p50));
    for (const row of [...r.users.rows, ...r.others]) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
  }
  const targets: TargetLine[] = runs.flatMap((r) => {
    const { serial, concurrent, health } = r.users;
    const ratio = concurrent.perSecond / health.perSecond;
    return [
      { name: `user list keyword+sort p95 (${r.dialect})`, target: '≤ 20 ms', figure: `${serial.p95.toFixed(1)} ms`, baseline: `health p50 ${health.p50.toFixed(2)} ms`, met: serial.p95 <= 20 },
      { name: `user list at ${CONNECTIONS} connections, mixed keywords (${r.dialect})`, target: '≥ 0.3 × health', figure: `${concurrent.perSecond.toFixed(0)} req/s = ${ratio.toFixed(2)} ×`, baseline: `health ${health.perSecond.toFixed(0)} req/s`, met: ratio >= 0.3 },
      ...r.users.single.map((x) => {
        const k = x.result.perSecond / health.perSecond;
        return { name: `user list at ${CONNECTIONS} connections, "${x.keyword}" repeated (${r.dialect})`, target: '≥ 0.3 × health', figure: `${x.result.perSecond.toFixed(0)} req/s = ${k.toFixed(2)} ×`, baseline: `health ${health.perSecond.toFixed(0)} req/s`, met: k >= 0.3 };
      }),
    ];
  });
  console.info(`\n${formatTargets(targets)}`);
}
