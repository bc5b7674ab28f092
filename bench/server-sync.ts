/**
 * Replay of the outbox over loopback: 1,000 writes queued offline by the real client engine
 * (src/sync on fake-indexeddb in Node — a browser's IndexedDB is another speed), then replayed to
 * the real app (demo seed, SQLite; PostgreSQL too when it answers) in batches of 50. Beside it: the
 * same mutations pushed raw (server alone, no engine) and 1,000 bare Fastify POSTs (one round trip
 * each) as this machine's baseline. Prints; never asserts a time (docs/adr/0005).
 */
import 'fake-indexeddb/auto';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { newId } from '../src/contract/ids';
import { md5 } from '../src/server/identity/passwords';
import { configureHttp } from '@/lib/http/handle-envelope';
import { installClientFeatures } from '@/app/features';
import { QingbanDb } from '@/sync/db';
import { createHttpTransport } from '@/sync/http-transport';
import { mutate } from '@/sync/mutations';
import { Replayer } from '@/sync/replay';
import '@/features/dictionary/client/mutations';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { bootQingban, postgresReachable, type BootedServer } from './lib/qingban';

// The device store's tables come from the feature modules, as in main.tsx.
installClientFeatures();

const WRITES = 1000;
const BATCH = 50;

export interface SyncServer extends BootedServer {
  client: LoopbackClient;
  token: string;
  typeId: string;
}

/** The app with a signed-in sysadmin and an empty flat dictionary for the rows a bench writes. */
export async function bootWithDictionary(dialect: 'sqlite' | 'postgres'): Promise<SyncServer> {
  const server = await bootQingban(dialect);
  const client = loopbackClient(server.baseUrl, 8);
  const signIn = new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5('123456'), origin: 'password' }).toString();
  const { token } = expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signIn }));
  const enCode = `bench${Date.now().toString(36)}`;
  const body = JSON.stringify({ fullName: '基准测试', enCode, isTree: 0 });
  expectEnvelope(await client.request('POST', '/api/system/DictionaryType', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }));
  const { id: typeId } = await server.database.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow();
  configureHttp({ getToken: () => token, onSessionLost: () => undefined });
  return { ...server, client, token, typeId, close: async () => (client.close(), await server.close()) };
}

const createArgs = (typeId: string, i: number, tag: string) => ({ id: newId(), dictionaryTypeId: typeId, enCode: `${tag}${i}`, fullName: `基准${tag}${i}`, sortCode: i, description: `第${i}条` });
interface Row {
  name: string;
  ms: number;
  writes: number;
  requests: number;
  /** Of ms, the time spent waiting for the server's answers. */
  inPush?: number;
}

function table(rows: Row[]): string {
  const cells = rows.map((r) => [r.name, r.ms.toFixed(0), ((r.writes / r.ms) * 1000).toFixed(0), String(r.requests), r.inPush === undefined ? '—' : r.inPush.toFixed(0)]);
  const header = ['scenario', 'total ms', 'writes/s', 'requests', 'awaiting server ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => '  ' + c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

async function replayScenario(s: SyncServer, label: string, queue: (db: QingbanDb) => Promise<void>): Promise<Row> {
  const db = new QingbanDb(`bench-${newId()}`);
  await db.open();
  try {
    await queue(db);
    const queued = await db.outbox.count();
    let pushes = 0;
    let inPush = 0;
    const transport = createHttpTransport({ baseURL: s.baseUrl });
    const counting = {
      pull: transport.pull,
      async push(body: Parameters<typeof transport.push>[0]) {
        pushes++;
        const t0 = performance.now();
        try {
          return await transport.push(body);
        } finally {
          inPush += performance.now() - t0;
        }
      },
    };
    const started = performance.now();
    const outcome = await new Replayer({ db, transport: counting }).run();
    const ms = performance.now() - started;
    if (outcome.kind !== 'idle' || outcome.sent !== queued) throw new Error(`${label}: replay ended ${JSON.stringify(outcome)} of ${queued}`);
    return { name: label, ms, writes: queued, requests: pushes, inPush };
  } finally {
    await db.delete();
  }
}

/** The 1,000 creates pushed by hand in batches of 50: the server's own share. */
async function rawPush(s: SyncServer): Promise<Row> {
  const deviceId = newId();
  const started = performance.now();
  for (let from = 0; from < WRITES; from += BATCH) {
    const mutations = Array.from({ length: BATCH }, (_, k) => ({ id: newId(), seq: from + k + 1, name: 'dictionaryData.create', args: createArgs(s.typeId, from + k, 'raw'), baseVersion: null }));
    const body = JSON.stringify({ deviceId, mutations });
    const { results } = expectEnvelope<{ results: Array<{ status: string }> }>(await s.client.request('POST', '/api/sync/push', { headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, body }));
    if (results.some((r) => r.status !== 'applied')) throw new Error('raw push: not all applied');
  }
  const ms = performance.now() - started;
  return { name: '1,000 creates pushed raw, 50 a batch (no engine, sqlite)', ms, writes: WRITES, requests: WRITES / BATCH, inPush: ms };
}

async function baseline(): Promise<Row> {
  const bare = Fastify();
  bare.post('/echo', async (req) => ({ ok: 1, n: (req.body as { n?: number }).n }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const client = loopbackClient(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, 1);
  try {
    const body = JSON.stringify({ n: 1, args: createArgs('type', 1, 'x') });
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) {
      const answer = await client.request('POST', '/echo', { headers: { 'content-type': 'application/json' }, body });
      if (answer.status !== 200) throw new Error(`baseline HTTP ${answer.status}`);
    }
    const ms = performance.now() - started;
    return { name: 'baseline: 1,000 sequential bare Fastify POSTs', ms, writes: WRITES, requests: WRITES, inPush: ms };
  } finally {
    client.close();
    await bare.close();
  }
}

async function scenarios(dialect: 'sqlite' | 'postgres', rows: Row[]): Promise<void> {
  const s = await bootWithDictionary(dialect);
  try {
    let queueMs = 0;
    rows.push(await replayScenario(s, `replay 1,000 queued creates (${dialect})`, async (db) => {
      const started = performance.now();
      for (let i = 0; i < WRITES; i++) await mutate('dictionaryData.create', createArgs(s.typeId, i, `${dialect[0]}c`), {}, db);
      queueMs = performance.now() - started;
    }));
    rows.push({ name: `  queueing them offline (mutate × 1,000, ${dialect} run)`, ms: queueMs, writes: WRITES, requests: 0 });
    if (dialect === 'postgres') return;
    rows.push(await rawPush(s));
    // Twenty rows edited over and over: a second write to a row waits for the next batch.
    rows.push(await replayScenario(s, `replay 1,000 queued updates of 20 rows (${dialect})`, async (db) => {
      const ids = Array.from({ length: 20 }, () => newId());
      for (const [i, id] of ids.entries()) await mutate('dictionaryData.create', { ...createArgs(s.typeId, i, `${dialect[0]}r`), id }, {}, db);
      await new Replayer({ db, transport: createHttpTransport({ baseURL: s.baseUrl }) }).run();
      for (let i = 0; i < WRITES; i++) await mutate('dictionaryData.update', { id: ids[i % 20]!, enCode: `${dialect[0]}u${i}`, fullName: `改${i}`, sortCode: i }, {}, db);
    }));
  } finally {
    await s.close();
  }
}

export async function run(): Promise<void> {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.info(`node ${process.version} · ${os.cpus().length} cpus · load average ${load} · client engine on fake-indexeddb, server on 127.0.0.1, one process`);
  const rows = [await baseline()];
  await scenarios('sqlite', rows);
  const postgres = await postgresReachable();
  if (postgres) await scenarios('postgres', rows);
  console.info(table(rows));
  if (!postgres) console.info('  PostgreSQL not reachable: its row is skipped');
}
