import type { ServerContext } from '../context';
import type { GenerationName } from '../db/generations';

export interface CacheStats {
  /** Entries held in this process. */
  entries: number;
  /** Rough heap bytes of those entries (see roughBytes). */
  bytes: number;
}

/**
 * Something the server keeps in memory to answer faster, declared so the 缓存管理 page can show and
 * clear it (registry field `caches`, ADR 0021). Clearing is seen by every server process: the
 * page's clear raises the cache's own clear counter, which each process polls, and the
 * `generations` it is keyed by, so every process rebuilds at its next use.
 */
export interface ServerCache {
  /** Stable key: `<area>.<what>`. */
  name: string;
  fullName: string;
  names: { zhtw: string; en: string };
  /** What it holds and what clearing it costs, in Chinese. */
  description: string;
  stats(ctx: ServerContext): CacheStats | Promise<CacheStats>;
  /** Drops this process's entries. */
  clearLocal(ctx: ServerContext): void | Promise<void>;
  /** Generation counters it is keyed by: raising them makes every process rebuild at once. */
  generations?: readonly GenerationName[];
}

const SAMPLE = 200;

/**
 * Approximate heap size of a value: strings at two bytes a character, numbers eight, plus a small
 * overhead per object, map entry and array slot. Large maps, sets and arrays are sampled (the
 * first 200 items, scaled), so sizing a cache of 100,000 entries stays cheap. An estimate for
 * comparing caches, not an exact figure.
 */
export function roughBytes(value: unknown, seen = new WeakSet<object>()): number {
  if (value === null || value === undefined) return 8;
  switch (typeof value) {
    case 'string': return 16 + value.length * 2;
    case 'number': case 'boolean': return 8;
    case 'bigint': return 16;
    case 'function': case 'symbol': return 0;
  }
  const object = value as object;
  if (seen.has(object)) return 0;
  seen.add(object);
  if (object instanceof Map) return 32 + sampled([...take(object.entries())], object.size, ([k, v]) => 16 + roughBytes(k, seen) + roughBytes(v, seen));
  if (object instanceof Set) return 32 + sampled([...take(object.values())], object.size, (v) => 8 + roughBytes(v, seen));
  if (Array.isArray(object)) return 16 + sampled(object.slice(0, SAMPLE), object.length, (v) => 8 + roughBytes(v, seen));
  if (ArrayBuffer.isView(object)) return 16 + object.byteLength;
  if (object instanceof Promise) return 16;
  const entries = Object.entries(object);
  return 32 + sampled(entries.slice(0, SAMPLE), entries.length, ([k, v]) => 8 + k.length * 2 + roughBytes(v, seen));
}

function* take<T>(items: Iterable<T>): Generator<T> {
  let n = 0;
  for (const item of items) {
    if (n++ >= SAMPLE) return;
    yield item;
  }
}

function sampled<T>(sample: T[], total: number, size: (item: T) => number): number {
  if (sample.length === 0) return 0;
  const sum = sample.reduce((acc, item) => acc + size(item), 0);
  return Math.round((sum / sample.length) * total);
}
