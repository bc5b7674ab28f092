/**
 * Socket push delivery (issue 12, ADR 0022): how long a push takes from the request that makes it
 * to the frame on the user's socket, with 2,000 sockets connected — on one server process, and
 * across two processes through Redis (1,000 sockets on each, the push made on A for a socket on B) —
 * beside a bare `ws` echo server's round trip with 2,000 sockets, measured in the same run. Every
 * server is a process of its own (`node --import tsx src/server/start.ts`) on PostgreSQL; the
 * client sockets live in this process. Prints figures; never asserts (ADR 0005).
 *
 * The push measured is the bell's: sysadmin releases a notice to wh01 (`PUT …/Actions/Release`)
 * and wh01's socket receives `messagePush`; the release's HTTP answer is shown beside it (the push
 * is sent before the answer, so the difference is the socket hop, and across processes Redis).
 * Chat is measured the same way: wh02, on a socket held by the producing process, sends
 * SendMessage to wh01, whose socket is on the holding one; the latency runs from the frame leaving
 * wh02's socket to wh01's receiveMessage (stored, counted unread, pushed — across Redis on two).
 * BENCH_SOCKETS and BENCH_PUSHES change the sizes.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { apiCall, openPlatformSocket, signIn, type PlatformSocket } from '../tests/helpers/platform-socket';
import { clusterUnavailable, ROOT, startCluster, type Cluster } from '../tests/helpers/server-processes';
import { BENCH_PG_URL } from './lib/qingban';
import { summarise } from './lib/stats';
import { formatTable, type Row } from './lib/table';
import { formatTargets } from './lib/targets';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 300);
const MAX_MS = 30_000;
const WARMUP = 20;
const P99_GOAL_MS = 100;
/** Accounts that hold the background sockets (idle, as most of a day's sockets are). */
const CROWD = ['admin', 'assetadmin', 'office', 'wh02', 'logviewer'];

/** Opens `count` sockets, 50 at a time; `open(i)` opens the i-th. */
async function openMany<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 50) out.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k)))));
  return out;
}

/** Runs `one` WARMUP times unmeasured, then until `limit` measured or MAX_MS; `one` returns its latencies. */
async function measure(one: () => Promise<number[]>, limit = PUSHES): Promise<{ rounds: number[][]; ms: number }> {
  for (let i = 0; i < WARMUP; i++) await one();
  const rounds: number[][] = [];
  const start = performance.now();
  while (rounds.length < limit && performance.now() - start < MAX_MS) rounds.push(await one());
  return { rounds, ms: performance.now() - start };
}
const column = (m: { rounds: number[][]; ms: number }, i: number) => summarise(m.rounds.map((r) => r[i]!), m.ms);

async function echoBaseline(): Promise<Row> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/ws-echo-server.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve((JSON.parse(String(d)) as { port: number }).port)));
  const sockets = await openMany(SOCKETS, () => new Promise<WebSocket>((resolve, reject) => {
    const s = new WebSocket(`ws://127.0.0.1:${port}`);
    s.once('open', () => resolve(s)).once('error', reject);
  }));
  try {
    const probe = sockets[sockets.length - 1]!;
    let n = 0;
    const m = await measure(() => new Promise<number[]>((resolve) => {
      const t0 = performance.now();
      probe.once('message', () => resolve([performance.now() - t0]));
      probe.send(JSON.stringify({ method: 'echo', n: n++ }));
    }));
    return { name: `bare ws echo round trip, ${SOCKETS} sockets open (baseline)`, result: column(m, 0) };
  } finally {
    for (const s of sockets) s.terminate();
    child.kill('SIGTERM');
  }
}

/**
 * sysadmin on `producer` releases a notice to wh01, whose socket is on `holder`; the other
 * SOCKETS − 1 sockets are spread over the processes. Returns [push latency, HTTP answer] rows.
 */
async function pushRun(cluster: Cluster, label: string): Promise<Row[]> {
  const nodes = cluster.nodes.map((n) => n.baseUrl);
  const producer = nodes[0]!;
  const holder = nodes[nodes.length - 1]!;
  const crowd = await Promise.all(CROWD.map((a) => signIn(producer, a)));
  const background = await openMany(SOCKETS - 1, (i) => openPlatformSocket(nodes[i % nodes.length]!, crowd[i % crowd.length]!));
  const sysadmin = await signIn(producer, 'sysadmin');
  const target: PlatformSocket = await openPlatformSocket(holder, await signIn(holder, 'wh01'));
  const chatter: PlatformSocket = await openPlatformSocket(producer, await signIn(producer, 'wh02'));
  const wh01 = (await cluster.sql<{ id: string }>('select id from base_user where account = $1', ['wh01']))[0]!.id;
  if (nodes.length > 1) await waitUntil(async () => (await cluster.presentUsers()).includes(wh01));
  const released: string[] = [];
  try {
    const release = await measure(async () => {
      const created = await apiCall<{ id: string }>(producer, 'POST', '/api/message', sysadmin, { title: '推送延迟', recipients: { userIds: [wh01] } });
      released.push(created.data.id);
      const t0 = performance.now();
      const answered = apiCall(producer, 'PUT', `/api/message/${created.data.id}/Actions/Release`, sysadmin).then(() => performance.now() - t0);
      const frame = await target.next('messagePush', (f) => (f.message as { id: string }).id === created.data.id);
      const pushed = target.receivedAt[target.frames.indexOf(frame)]! - t0;
      const answer = await answered;
      return [pushed, answer, pushed - answer];
    });
    // wh01 reads them one by one on another device (a request to `producer`): the socket on `holder` gets the count.
    const reader = await signIn(producer, 'wh01');
    const read = await measure(async () => {
      const from = target.frames.length;
      const t0 = performance.now();
      const answered = apiCall(producer, 'GET', `/api/message/ReadInfo/${released.pop()!}`, reader).then(() => performance.now() - t0);
      await target.next('refreshUnreadCount', undefined, 10_000, from);
      const pushed = target.receivedAt[from]! - t0;
      const answer = await answered;
      return [pushed, answer, pushed - answer];
    }, released.length - WARMUP);
    let n = 0;
    const chat = await measure(async () => {
      const id = crypto.randomUUID();
      const t0 = performance.now();
      chatter.send({ method: 'SendMessage', id, toUserId: wh01, messageType: 'text', messageContent: `第${n++}条[微笑]` });
      const frame = await target.next('receiveMessage', (f) => (f.message as { id: string }).id === id);
      return [target.receivedAt[target.frames.indexOf(frame)]! - t0];
    });
    // "− answer": how much later than the HTTP answer the frame arrived (negative: before it).
    return [
      { name: `${label} · chat SendMessage → receiveMessage`, result: column(chat, 0) },
      { name: `${label} · notice released → messagePush`, result: column(release, 0) },
      { name: `${label} · the release's HTTP answer`, result: column(release, 1) },
      { name: `${label} · messagePush − answer`, result: column(release, 2) },
      { name: `${label} · read on another device → refreshUnreadCount`, result: column(read, 0) },
      { name: `${label} · ReadInfo's HTTP answer`, result: column(read, 1) },
      { name: `${label} · refreshUnreadCount − answer`, result: column(read, 2) },
    ];
  } finally {
    for (const s of [...background, target, chatter]) s.close();
  }
}

async function waitUntil(check: () => Promise<boolean>) {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('wh01 never showed up in the presence sets');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function clusterRun(processes: number, fanout: boolean, label: string): Promise<Row[]> {
  const cluster = await startCluster(processes, { pgUrl: BENCH_PG_URL, fanout });
  try {
    return await pushRun(cluster, label);
  } finally {
    await cluster.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · ${SOCKETS} sockets · up to ${PUSHES} pushes a scenario · servers in their own processes, client sockets in this one`);
  const unavailable = await clusterUnavailable(BENCH_PG_URL);
  if (unavailable) {
    console.info(`skipped: ${unavailable} (the servers run on PostgreSQL; two processes also need Redis)`);
    return;
  }
  const echo = await echoBaseline();
  const one = await clusterRun(1, false, `1 server, ${SOCKETS} sockets`);
  const two = await clusterRun(2, true, `2 processes via Redis, ${SOCKETS / 2}+${SOCKETS / 2}, A→B`);
  console.info(formatTable([echo, ...one, ...two], echo.result.p50));
  const line = (name: string, r: Row['result']) => ({ name, target: `≤ ${P99_GOAL_MS} ms`, figure: `${r.p99.toFixed(1)} ms`, baseline: `ws echo p99 ${echo.result.p99.toFixed(2)} ms`, met: r.p99 <= P99_GOAL_MS });
  console.info(`\n${formatTargets([
    line(`chat delivery p99, 1 server, ${SOCKETS} sockets`, one[0]!.result),
    line('chat delivery p99, across 2 processes via Redis', two[0]!.result),
    line(`notice push p99, 1 server, ${SOCKETS} sockets`, one[1]!.result),
    line('notice push p99, across 2 processes via Redis', two[1]!.result),
    line(`count push p99, 1 server, ${SOCKETS} sockets`, one[4]!.result),
    line('count push p99, across 2 processes via Redis', two[4]!.result),
  ])}`);
  console.info(`load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus.length} cores (p99 figures move with it)`);
}
