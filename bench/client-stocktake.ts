/**
 * A checker's device during a stocktake of 5,000 items, on the real client code (Dexie on
 * fake-indexeddb in Node — a browser's IndexedDB is another speed, as in client-sync.ts):
 * - 下载到本机: a 5,000-item download (JSON as the server sends it) parsed and put into the store by
 *   saveDownload, beside a bare bulkPut of the same rows into a plain table (this run's baseline);
 * - scan → count: recordScan (the local write + outbox entry) until the page's view (items, scans,
 *   counts; useLocalStocktake, kept change by change by live-stocktake.ts) shows the new count,
 *   beside the way before (a live query re-reading and counting the whole stocktake after every
 *   write) and a one-row write seen by a one-row live query (Dexie's own round trip, the baseline).
 *   Median and worst. Prints; never asserts.
 */
import 'fake-indexeddb/auto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Dexie, { liveQuery } from 'dexie';
import { newId } from '../src/contract/ids';
import type { StocktakeDownload, StocktakeItemRow } from '../src/features/stocktaking/contract';
import { loadLocalStocktake, toView } from '@/features/stocktaking/client/model/hooks';
import { liveStocktake } from '@/features/stocktaking/client/model/live-stocktake';
import { saveDownload } from '@/features/stocktaking/client/model/local-store';
import { recordScan } from '@/features/stocktaking/client/model/scan-actions';
import { installClientFeatures } from '@/app/features';
import { QingbanDb } from '@/sync/db';

// The device store's tables come from the feature modules, as in main.tsx.
installClientFeatures();

const ITEMS = 5000;
const SCANS = 200;
const MEDIAN_TARGET_MS = 16;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const line = (label: string, value: string, note = '') => console.info(`  ${label.padEnd(66)} ${value.padEnd(20)} ${note}`);

function payload(stocktakeId: string): string {
  const now = Date.now();
  const items: StocktakeItemRow[] = Array.from({ length: ITEMS }, (_, i) => ({
    id: newId(now + i), stocktakeId, itemId: newId(now + i), assetCode: `ZC20261121${String(i).padStart(4, '0')}`, itemName: `笔记本电脑 ThinkPad E14 第${i}台`,
    itemTypeName: '电子设备', expectedEntId: 'ec', expectedEntName: '华东分公司', expectedDeptId: 'ec02', expectedDeptName: '仓储部', expectedUserName: i % 3 ? '赵强' : null,
    expectedLocation: `EC-仓库${'ABCD'[i % 4]}`, thumbUrl: i % 10 === 0 ? `/api/file/Image/annexpic/${newId()}.jpg` : null,
    result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null,
  }));
  const download: StocktakeDownload = {
    stocktake: {
      id: stocktakeId, name: '华东仓储年度盘点', scopeType: 'dept', scopeId: 'ec02', scopeName: '仓储部', location: null, status: 'open', creatorId: 'a', creatorName: '王磊',
      createdAt: now, completedAt: null, appliedAt: null, checkers: [{ userId: 'u1', realName: '赵强', account: 'wh01' }],
      counts: { expected: ITEMS, found: 0, moved: 0, missing: ITEMS, unknown: 0 },
    },
    items, scans: [],
  };
  return JSON.stringify(download);
}

/** Resolves with the time from `act` until `observable` emits a value `done` accepts. */
function timeUntil<T>(query: () => Promise<T>, done: (v: T) => boolean, act: () => Promise<unknown>): Promise<{ total: number; act: number }> {
  return new Promise((resolve, reject) => {
    let started = 0;
    let acted = 0;
    let armed = false;
    const sub = liveQuery(query).subscribe({
      next: (value) => {
        if (!armed) {
          armed = true;
          started = performance.now();
          act().then(() => (acted = performance.now() - started), reject);
          return;
        }
        if (done(value)) {
          sub.unsubscribe();
          resolve({ total: performance.now() - started, act: acted });
        }
      },
      error: reject,
    });
  });
}

/** Times `scans` scans, each until the page's live view counts it. */
async function scanToLiveView(db: QingbanDb, id: string, codes: string[], scans: number, offset: number): Promise<number[]> {
  const live = liveStocktake(db, id);
  let waiter: { want: number; done: () => void } | null = null;
  const seen = () => {
    const c = live.get()?.counts;
    if (waiter && c && c.found + c.moved >= waiter.want) waiter.done();
  };
  const stop = live.subscribe(seen);
  try {
    await live.settled();
    const base = live.get()!.counts.found + live.get()!.counts.moved;
    const times: number[] = [];
    for (let n = 0; n < scans; n++) {
      const started = performance.now();
      const shown = new Promise<void>((resolve) => (waiter = { want: base + n + 1, done: resolve }));
      await recordScan(db, { stocktakeId: id, code: codes[((offset + n) * 37) % ITEMS]!, location: '', byName: '赵强' });
      seen();
      await shown;
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    stop();
  }
}

export async function run(): Promise<void> {
  console.info(`node ${process.version} · ${os.cpus().length} cpus · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · Dexie on fake-indexeddb (in memory)`);
  const db = new QingbanDb(`bench-stocktake-${newId()}`);
  const bare = new Dexie(`bench-bare-${newId()}`);
  bare.version(1).stores({ rows: 'id, stocktakeId, assetCode, itemId', one: 'id' });
  try {
    await Promise.all([db.open(), bare.open()]);
    const id = newId();
    const json = payload(id);

    let started = performance.now();
    const data = JSON.parse(json) as StocktakeDownload;
    const parseMs = performance.now() - started;
    started = performance.now();
    await saveDownload(db, data);
    const saveMs = performance.now() - started;
    started = performance.now();
    await bare.table('rows').bulkPut(data.items);
    const bareMs = performance.now() - started;
    if ((await db.stocktakeItems.count()) !== ITEMS) throw new Error('the download did not land');

    line(`download of ${ITEMS.toLocaleString('en')} items (${(json.length / 1024).toFixed(0)} KB JSON): saveDownload into Dexie`, ms(saveMs));
    line('baseline: JSON.parse of that download', ms(parseMs));
    line('baseline: bare bulkPut of the same rows into a plain indexed table', ms(bareMs));

    // Before: a live query re-reading and counting the whole stocktake sees the new found count.
    const codes = data.items.map((i) => i.assetCode);
    const scanTimes: number[] = [];
    const writeTimes: number[] = [];
    for (let n = 0; n < SCANS; n++) {
      const code = codes[(n * 37) % ITEMS]!;
      const { total, act } = await timeUntil(
        () => loadLocalStocktake(db, id).then(toView),
        (v) => v.counts.found + v.counts.moved === n + 1,
        () => recordScan(db, { stocktakeId: id, code, location: '', byName: '赵强' }),
      );
      scanTimes.push(total);
      writeTimes.push(act);
    }
    const oneRow: number[] = [];
    for (let n = 0; n < SCANS; n++) {
      const { total } = await timeUntil(() => bare.table('one').get('x'), (v) => (v as { n?: number } | undefined)?.n === n, () => bare.table('one').put({ id: 'x', n }));
      oneRow.push(total);
    }
    // The same with the page's view kept change by change (useLocalStocktake now).
    const kept = await scanToLiveView(db, id, codes, SCANS, SCANS);

    line(`scan → live count, ${SCANS} scans over ${ITEMS.toLocaleString('en')} items: median / worst`, `${ms(median(kept))} / ${ms(Math.max(...kept))}`, `target median ≤ ${MEDIAN_TARGET_MS} ms ${median(kept) <= MEDIAN_TARGET_MS ? 'met' : 'NOT met'} · ${(median(kept) / median(scanTimes)).toFixed(2)} × before`);
    line('before: the whole stocktake re-read and counted after every scan', `${ms(median(scanTimes))} / ${ms(Math.max(...scanTimes))}`);
    line('  of which recordScan (local write + outbox entry): median / worst', `${ms(median(writeTimes))} / ${ms(Math.max(...writeTimes))}`);
    line('baseline: one-row put seen by a one-row live query: median / worst', `${ms(median(oneRow))} / ${ms(Math.max(...oneRow))}`);
    line('outbox entries written', String(await db.outbox.count()));
  } finally {
    db.close();
    bare.close();
    await Promise.all([Dexie.delete(db.name), Dexie.delete(bare.name)]).catch(() => undefined);
  }
}
