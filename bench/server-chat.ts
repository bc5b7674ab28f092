/**
 * Chat delivery over the platform socket (issue 12): the real app with `seed --scale` people
 * (BENCH_CHAT_SOCKETS, default 2,000), each with an open, signed-in socket on one server process.
 * Half of them send SendMessage to the other half at a steady rate; the latency is from the frame
 * leaving the sender to the recipient's receiveMessage (stored, counted unread, pushed). Beside it,
 * in the same run, a bare `ws` echo server at the same rate: what a socket round trip costs here
 * without any of it. Two server processes through Redis are another bench's (the fan-out's).
 * BENCH_DIALECTS=sqlite (or postgres) runs one database. Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { sessionRepository } from '../src/server/identity/session-repository';
import { bootQingban, postgresReachable, type BootedServer } from './lib/qingban';
import { summarise, type Summary } from './lib/stats';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const RATE_PER_SECOND = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const P99_TARGET_MS = 100;

type Frame = { method?: string; message?: { id: string } } & Record<string, unknown>;

function open(url: string, onFrame: (f: Frame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('message', (raw) => onFrame(JSON.parse(String(raw)) as Frame));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends `total` frames at `rate` per second (not waiting for answers) and collects the latencies `settled` reports. */
async function steady(total: number, rate: number, send: (i: number) => void, done: () => number): Promise<{ elapsed: number }> {
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    send(i);
  }
  const deadline = performance.now() + 30_000;
  while (done() < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return { elapsed: performance.now() - started };
}

async function bareEcho(total: number): Promise<Summary> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (s) => s.on('message', (data) => s.send(data)));
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const socket = await open(`ws://127.0.0.1:${port}`, (f) => {
    const at = sentAt.get(Number(f.n));
    if (at !== undefined) latencies.push(performance.now() - at);
  });
  const { elapsed } = await steady(total, RATE_PER_SECOND, (i) => {
    sentAt.set(i, performance.now());
    socket.send(JSON.stringify({ n: i, method: 'SendMessage', messageContent: '你好' }));
  }, () => latencies.length);
  socket.close();
  server.close();
  return summarise(latencies, elapsed, total - latencies.length);
}

async function chatRun(dialect: 'sqlite' | 'postgres'): Promise<{ dialect: string; chat: Summary; join: number }> {
  const server: BootedServer = await bootQingban(dialect, { scale: SOCKETS });
  const sockets: WebSocket[] = [];
  try {
    const people = (await server.database.db.selectFrom('baseUser').select('id').where('enabledMark', '=', 1).orderBy('id').limit(SOCKETS).execute()).map((u) => u.id);
    const sessions = sessionRepository(server.database.db);
    const tokens = await Promise.all(people.map(async (userId) => (await sessions.create({ userId, ttlMs: 3_600_000 })).token));
    const url = `${server.baseUrl.replace('http', 'ws')}/api/ws`;
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let joined = 0;
    const joinStarted = performance.now();
    for (let i = 0; i < people.length; i += 100) {
      const batch = await Promise.all(people.slice(i, i + 100).map((_, k) => open(url, (f) => {
        if (f.method === 'initMessage') joined++;
        else if (f.method === 'receiveMessage' && f.message) {
          const at = sentAt.get(f.message.id);
          if (at !== undefined) latencies.push(performance.now() - at);
        }
      }).then((s) => {
        s.send(JSON.stringify({ method: 'OnConnection', token: tokens[i + k], mobileDevice: false }));
        return s;
      })));
      sockets.push(...batch);
    }
    while (joined < people.length) await new Promise((r) => setTimeout(r, 20));
    const join = performance.now() - joinStarted;
    const half = Math.floor(people.length / 2);
    const total = RATE_PER_SECOND * SECONDS;
    const { elapsed } = await steady(total, RATE_PER_SECOND, (i) => {
      const from = i % half;
      const id = crypto.randomUUID();
      sentAt.set(id, performance.now());
      sockets[from]!.send(JSON.stringify({ method: 'SendMessage', id, toUserId: people[from + half], messageType: 'text', messageContent: `第${i}条[微笑]` }));
    }, () => latencies.length);
    return { dialect, chat: summarise(latencies, elapsed, total - latencies.length), join };
  } finally {
    for (const s of sockets) s.close();
    await server.close();
  }
}

const line = (label: string, s: Summary, note = '') =>
  console.info(`  ${label.padEnd(52)} ${String(s.requests).padStart(5)} msgs${s.errors ? ` (+${s.errors} lost)` : ''}  p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  ${note}`);

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · ${SOCKETS} sockets · ${RATE_PER_SECOND} messages/s for ${SECONDS} s · client and server share one process`);
  const wanted = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  const echo = await bareEcho(RATE_PER_SECOND * SECONDS);
  line('bare ws echo (one socket, same rate)', echo);
  const dialects: ('sqlite' | 'postgres')[] = [];
  if (wanted.includes('sqlite')) dialects.push('sqlite');
  if (wanted.includes('postgres') && (await postgresReachable())) dialects.push('postgres');
  for (const dialect of dialects) {
    const r = await chatRun(dialect);
    line(`chat delivery, ${SOCKETS} sockets, one process (${dialect})`, r.chat, `goal p99 ≤ ${P99_TARGET_MS} ms ${r.chat.p99 <= P99_TARGET_MS ? 'met' : 'NOT met'} · ${(r.chat.p50 / echo.p50).toFixed(1)}× echo p50 · all joined in ${(r.join / 1000).toFixed(1)} s`);
  }
}
