/**
 * Stocktaking over real loopback HTTP: a checker's device downloading a stocktake of 5,000 items
 * (time and payload), and one scan pushed through /api/sync/push until its answer carries the new
 * counts (scan-to-count latency). Baseline: GET /api/health of the same server in the same run.
 * Prints; never asserts.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { newId } from '../src/contract/ids';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban, postgresReachable, BENCH_PG_URL, type BootedServer } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

const ITEMS = 5000;
const HEALTH: LoadOptions = { concurrency: 1, maxRequests: 2000, maxMs: 3000, warmup: 200 };
const DOWNLOAD: LoadOptions = { concurrency: 1, maxRequests: 30, maxMs: 15_000, warmup: 2 };
// Each scan takes a fresh item, so warm-up plus measured scans stay under the 5,000 items.
const SCAN: LoadOptions = { concurrency: 1, maxRequests: 400, maxMs: 8000, warmup: 20 };
const SCAN_PARALLEL: LoadOptions = { concurrency: 4, maxRequests: 800, maxMs: 8000, warmup: 20 };

async function signIn(client: LoopbackClient): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5('123456'), origin: 'password' }).toString();
  const answer = await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return expectEnvelope<{ token: string }>(answer).token;
}

/** 5,000 items in use at one location, written straight into fa_item. */
async function seedItems(server: BootedServer, location: string) {
  const now = Date.now();
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    id: newId(), assetCode: `BENCH${String(i).padStart(5, '0')}`, planId: null, planDtlId: null, itemName: `笔记本电脑 ${i}`, itemType: 'computer', itemTypeName: '电子设备',
    brand: '联想', specification: 'ThinkPad X1', unitPrice: '8999.00', storageTime: now, status: '2', nowEntId: null, nowEntName: '华东分公司', nowDeptId: null,
    nowDeptName: '仓储部', nowUserId: null, nowUserName: '赵强', location, attach: JSON.stringify([{ name: `${i}.jpg`, url: `/api/file/Image/annexpic/${newId()}.jpg` }]),
    creatorTime: now, lastModifyTime: null,
  }));
  for (let i = 0; i < rows.length; i += 500) await server.database.db.insertInto('faItem').values(rows.slice(i, i + 500)).execute();
  return rows.map((r) => r.assetCode);
}

async function scenarios(dialect: 'sqlite' | 'postgres'): Promise<{ rows: Row[]; notes: string[] }> {
  const server = await bootQingban(dialect);
  const client = loopbackClient(server.baseUrl, 8);
  try {
    const token = await signIn(client);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const codes = await seedItems(server, 'BENCH-1F');
    const checker = await server.database.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow();
    const t0 = performance.now();
    const created = expectEnvelope<{ id: string; counts: { expected: number } }>(await client.request('POST', '/api/business/stocktake', {
      headers: auth, body: JSON.stringify({ name: '基准盘点', scopeType: 'location', location: 'BENCH-1F', checkerIds: [checker.id] }),
    }));
    const createMs = performance.now() - t0;

    let bytes = 0;
    let gzipped = 0;
    const download = async () => {
      const answer = await client.request('GET', `/api/business/stocktake/${created.id}/download`, { headers: { authorization: auth.authorization } });
      const data = expectEnvelope<{ items: unknown[] }>(answer);
      if (data.items.length !== ITEMS) throw new Error(`download held ${data.items.length} items`);
      bytes = Buffer.byteLength(answer.body);
      // What travels to a browser, which sends accept-encoding: gzip (the server compresses answers over 2 KB).
      gzipped = gzipSync(answer.body).length;
    };
    let next = 0;
    const device = newId();
    const scan = async () => {
      const code = codes[next++ % ITEMS]!;
      const mutation = { id: newId(), seq: next, name: 'stocktake.scan', args: { id: newId(), stocktakeId: created.id, code, location: 'BENCH-1F', scannedAt: Date.now() } };
      const answer = expectEnvelope<{ results: { status: string; result?: { counts?: { found: number } } }[] }>(
        await client.request('POST', '/api/sync/push', { headers: auth, body: JSON.stringify({ deviceId: device, mutations: [mutation] }) }),
      );
      const r = answer.results[0];
      if (r?.status !== 'applied' || typeof r.result?.counts?.found !== 'number') throw new Error(`scan ${r?.status ?? 'without result'}`);
    };

    const rows: Row[] = [{ name: `GET /api/health (${dialect}) — baseline`, result: await runLoad(HEALTH, async () => void expectEnvelope(await client.request('GET', '/api/health'))) }];
    rows.push({ name: `GET …/stocktake/{id}/download, ${ITEMS} items (${dialect})`, result: await runLoad(DOWNLOAD, download) });
    rows.push({ name: `push stocktake.scan → counts (${dialect}, 1 in flight)`, result: await runLoad(SCAN, scan) });
    rows.push({ name: `push stocktake.scan → counts (${dialect}, 4 devices)`, result: await runLoad(SCAN_PARALLEL, scan) });
    const notes = [
      `${dialect}: create with a ${created.counts.expected}-item snapshot ${createMs.toFixed(0)} ms; download payload ${(bytes / 1024).toFixed(0)} KB (${(bytes / ITEMS).toFixed(0)} B per item), ${(gzipped / 1024).toFixed(0)} KB gzip on the wire`,
    ];
    return { rows, notes };
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (dialect === 'postgres' && !(await postgresReachable())) {
      console.info(`PostgreSQL not reachable at ${BENCH_PG_URL.replace(/:[^:@/]*@/, ':***@')}; its rows are skipped`);
      continue;
    }
    const part = await scenarios(dialect);
    rows.push(...part.rows);
    notes.push(...part.notes);
  }
  console.info(formatTable(rows, rows[0]!.result.p50));
  for (const n of notes) console.info(`  ${n}`);
  for (const { name, result } of rows) {
    if (result.firstError) console.info(`  ${name}: ${result.errors} errors, first: ${result.firstError}`);
  }
}
