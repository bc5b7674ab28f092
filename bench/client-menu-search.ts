/**
 * Menu search per keystroke over 5,000 entries, as the menu-search worker runs it
 * (src/workers/menu-search-core.ts: narrowing postings, a shortlist scored as Fuse scores, Fuse
 * over the shortlist), beside the same run's baseline: Fuse over every entry, as the worker did
 * before. Both in Node without the worker's message hop; the typed keystrokes are searched over
 * several rounds after a warm-up. Also checks that both give the same results. Prints; never asserts.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fuse from 'fuse.js';
import { createMenuSearch, FUSE_OPTIONS, spell } from '../src/workers/menu-search-core';
import { menuCorpus, TYPED_QUERIES } from '../src/workers/testing/menu-corpus';
import { percentile } from './lib/stats';

const ENTRIES = 5000;
const ROUNDS = 8;
const P95_TARGET_MS = 8;

function timeKeystrokes(search: (query: string) => string[]): { times: number[]; results: Map<string, string[]> } {
  const results = new Map<string, string[]>();
  for (const query of TYPED_QUERIES) results.set(query, search(query));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of TYPED_QUERIES) {
      const started = performance.now();
      search(query);
      times.push(performance.now() - started);
    }
  }
  return { times, results };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (label: string, value: string, note = '') => console.info(`  ${label.padEnd(52)} ${value.padEnd(34)} ${note}`);

export async function run(): Promise<void> {
  console.info(`node ${process.version} · ${os.cpus().length} cpus · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const list = menuCorpus(ENTRIES);

  let started = performance.now();
  const fuse = new Fuse(list.map((e) => ({ ...e, ...spell(e.title) })), FUSE_OPTIONS);
  const baselineBuild = performance.now() - started;
  started = performance.now();
  const indexed = createMenuSearch(list);
  const indexedBuild = performance.now() - started;

  const baseline = timeKeystrokes((q) => fuse.search(q.trim().toLowerCase(), { limit: 20 }).map((r) => r.item.path));
  const ours = timeKeystrokes((q) => indexed.search(q).map((e) => e.path));
  const same = TYPED_QUERIES.filter((q) => JSON.stringify(baseline.results.get(q)) === JSON.stringify(ours.results.get(q))).length;

  const b = summary(baseline.times);
  const o = summary(ours.times);
  const samples = `${TYPED_QUERIES.length} keystrokes × ${ROUNDS} rounds`;
  line(`build over ${ENTRIES.toLocaleString('en')} entries (pinyin, initials, Fuse index)`, ms(indexedBuild), `baseline (Fuse alone, pinyin included) ${ms(baselineBuild)}`);
  line(`baseline: Fuse over every entry, per keystroke`, `p50 ${ms(b.p50)} · p95 ${ms(b.p95)} · worst ${ms(b.max)}`, samples);
  line(`narrowed search, per keystroke`, `p50 ${ms(o.p50)} · p95 ${ms(o.p95)} · worst ${ms(o.max)}`, `target p95 ≤ ${P95_TARGET_MS} ms ${o.p95 <= P95_TARGET_MS ? 'met' : 'NOT met'} · p95 ${(o.p95 / b.p95).toFixed(2)} × baseline`);
  line('same results in the same order as the baseline', `${same} of ${TYPED_QUERIES.length} queries`);
}
