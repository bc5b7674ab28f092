/**
 * First sync of 50,000 rows: the server holds 50,000 dictionary rows (plus the demo seed), and a
 * device with an empty store pulls the collection page by page into Dexie through the real engine
 * (src/sync/pull on fake-indexeddb in Node — a browser's IndexedDB is another speed). Beside it:
 * the same pages fetched raw (server and HTTP alone) and JSON.parse of that payload, as this run's
 * baselines; and the size of what the store holds. Prints; never asserts a time (docs/adr/0005).
 */
import 'fake-indexeddb/auto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { newId } from '../src/contract/ids';
import type { PullResult } from '../src/features/sync/contract';
import { installClientFeatures } from '@/app/features';
import { QingbanDb } from '@/sync/db';
import { createHttpTransport } from '@/sync/http-transport';
import { PULL_LIMIT, pullCollection } from '@/sync/pull';
import type { SyncTransport } from '@/sync/transport';
import { expectEnvelope } from './lib/http';
import { bootWithDictionary, type SyncServer } from './server-sync';

// The device store's tables come from the feature modules, as in main.tsx.
installClientFeatures();

const ROWS = 50_000;
const CHUNK = 500;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(s: SyncServer): Promise<number> {
  const started = performance.now();
  const now = Date.now();
  await s.database.db.transaction().execute(async (tx) => {
    for (let from = 0; from < ROWS; from += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, ROWS - from) }, (_, k) => {
        const i = from + k;
        return {
          id: newId(now + i), dictionaryTypeId: s.typeId, parentId: '0', fullName: `物品${i}`, enCode: `item${i}`, sortCode: i, enabledMark: 1,
          description: i % 3 === 0 ? `第${i}条说明` : null, styleJson: i % 5 === 0 ? '{"color":"#2f9e44"}' : null, creatorTime: now, lastModifyTime: null,
        };
      });
      await tx.insertInto('baseDictionaryData').values(rows).execute();
    }
  });
  return performance.now() - started;
}

/** Every page over plain HTTP, kept as text: what the server and the wire cost without a client. */
async function rawPages(s: SyncServer): Promise<{ ms: number; bodies: string[] }> {
  const bodies: string[] = [];
  let cursor: string | undefined;
  const started = performance.now();
  for (;;) {
    const query = `collections=dictionaryData&limit=${PULL_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await s.client.request('GET', `/api/sync/pull?${query}`, { headers: { authorization: `Bearer ${s.token}` } });
    bodies.push(answer.body);
    const page = expectEnvelope<PullResult>(answer);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, bodies };
}

export async function run(): Promise<void> {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.info(`node ${process.version} · ${os.cpus().length} cpus · load average ${load} · store: Dexie on fake-indexeddb (in memory), server: SQLite on 127.0.0.1, one process`);
  const s = await bootWithDictionary('sqlite');
  const db = new QingbanDb(`bench-first-sync-${newId()}`);
  try {
    const seedMs = await seed(s);
    const raw = await rawPages(s);
    const payload = raw.bodies.reduce((sum, b) => sum + Buffer.byteLength(b), 0);
    let started = performance.now();
    for (const body of raw.bodies) JSON.parse(body);
    const parseMs = performance.now() - started;

    await db.open();
    const http = createHttpTransport({ baseURL: s.baseUrl });
    let awaiting = 0;
    let pages = 0;
    const transport: SyncTransport = {
      push: http.push,
      async pull(params) {
        pages++;
        const t0 = performance.now();
        try {
          return await http.pull(params);
        } finally {
          awaiting += performance.now() - t0;
        }
      },
    };
    started = performance.now();
    const applied = await pullCollection({ db, transport }, 'dictionaryData');
    const syncMs = performance.now() - started;
    const stored = await db.dictionaryData.toArray();
    if (stored.length !== applied || stored.length < ROWS) throw new Error(`first sync stored ${stored.length} rows of ${applied}`);
    const storeBytes = stored.reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row)), 0);

    const line = (label: string, value: string) => console.info(`  ${label.padEnd(56)} ${value}`);
    line(`seed ${ROWS.toLocaleString('en')} rows on the server (one transaction)`, secs(seedMs));
    line(`first sync: ${stored.length.toLocaleString('en')} rows, ${pages} pages of ${PULL_LIMIT}, into Dexie`, `${secs(syncMs)} · ${((stored.length / syncMs) * 1000).toFixed(0)} rows/s`);
    line('  of which awaiting the server (HTTP + query)', `${secs(awaiting)} (${((awaiting / syncMs) * 100).toFixed(0)} %)`);
    line('  of which writing the store (transactions, rebase)', `${secs(syncMs - awaiting)}`);
    line(`baseline: the same ${raw.bodies.length} pages fetched raw over HTTP`, `${secs(raw.ms)} · payload ${mb(payload)}`);
    line('baseline: JSON.parse of that payload', secs(parseMs));
    line('store size (sum of the stored rows as JSON)', `${mb(storeBytes)} · ${(storeBytes / stored.length).toFixed(0)} B a row`);
  } finally {
    await db.delete().catch(() => undefined);
    await s.close();
  }
}
