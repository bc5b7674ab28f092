import { createHash } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { readGeneration, type GenerationName } from './generations';
import type { DB } from './schema';

const MAX_ENTRIES = 5000;
const caches = new WeakMap<Kysely<DB>, Map<string, number>>();

/**
 * List totals remembered per generation (ADR list-search): the pages of one search, and the same
 * search by others, reuse the count until a write to the list's tables raises the generation —
 * in any server process, since the generation lives in the database. `key` must name everything
 * the count depends on (filters, resolved scope, keyword).
 */
export async function cachedCount(db: Kysely<DB>, generation: GenerationName, key: string, count: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // Hashed: a key may carry a data scope's id lists; the cache should hold totals, not those.
  const full = `${generation}:${await readGeneration(db, generation)}:${createHash('sha1').update(key).digest('base64')}`;
  const hit = cache.get(full);
  if (hit !== undefined) {
    // Map keeps insertion order: re-inserting makes this the most recently used entry.
    cache.delete(full);
    cache.set(full, hit);
    return hit;
  }
  const total = await count();
  cache.set(full, total);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return total;
}

/**
 * The total of `query` (a select without its select list), cached under `generation` and keyed by
 * the compiled count itself — so by every filter, scope and keyword in it. `fromIndex` may answer
 * first (a count the keyword index gives without visiting rows); undefined falls back to counting.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, any alias: only compiled and counted
export function cachedTotal(db: Kysely<DB>, generation: GenerationName, query: SelectQueryBuilder<any, any, any>, fromIndex?: () => Promise<number | undefined>): Promise<number> {
  const counting = query.select((eb) => eb.fn.countAll<number>().as('n'));
  const { sql, parameters } = counting.compile();
  return cachedCount(db, generation, JSON.stringify([sql, parameters, fromIndex ? 'index' : '']), async () =>
    (await fromIndex?.()) ?? Number(((await counting.executeTakeFirstOrThrow()) as { n: number | string }).n));
}

/** The totals held for `db` (缓存管理): key → total. */
export function heldCounts(db: Kysely<DB>): ReadonlyMap<string, number> {
  return caches.get(db) ?? new Map();
}

export function clearCounts(db: Kysely<DB>): void {
  caches.get(db)?.clear();
}
