import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
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
