import os from 'node:os';
import { sql } from 'kysely';
import { shellCaches } from '../../../../server/cache/shell-caches';
import type { ServerCache } from '../../../../server/cache/server-cache';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import { CACHE_MSG, type CacheList } from '../../contract';

/** Each cache's clear counter lives in base_generation under this prefix (names stay under its 50 characters). */
const PREFIX = 'cache:';
const WATCH_MS = 5_000;

/**
 * 缓存管理 (ADR 0021). A clear raises the cache's counter and the generations it is keyed by, in
 * one transaction, then drops this process's entries; every other process sees the generations at
 * its next use and drops its own entries when its watcher sees the counter rise.
 */
export function cacheService(ctx: ServerContext) {
  const db = ctx.database.db;
  const caches: ServerCache[] = [...shellCaches, ...ctx.features.caches.values()];
  const byName = new Map(caches.map((c) => [c.name, c]));
  /** The counters this process has acted on. */
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  async function counters(): Promise<Map<string, number>> {
    const rows = await db.selectFrom('baseGeneration').select(['name', 'value']).where('name', 'like', `${PREFIX}%`).execute();
    return new Map(rows.map((r) => [r.name.slice(PREFIX.length), Number(r.value)]));
  }

  async function clear(names: string[]) {
    const targets = names.map((name) => byName.get(name)!);
    const generations = [...new Set(targets.flatMap((c) => c.generations ?? []))];
    await db.transaction().execute(async (tx) => {
      for (const c of targets) {
        await tx.insertInto('baseGeneration').values({ name: `${PREFIX}${c.name}`, value: 1 })
          .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`base_generation.value + 1` }))
          .execute();
      }
      if (generations.length) await tx.updateTable('baseGeneration').set((eb) => ({ value: eb('value', '+', 1) })).where('name', 'in', generations).execute();
    });
    const now = await counters();
    for (const c of targets) {
      await c.clearLocal(ctx);
      seen.set(c.name, now.get(c.name) ?? 0);
    }
  }

  /** Drops this process's entries of every cache whose counter another process raised. */
  async function watch() {
    const now = await counters();
    for (const [name, value] of now) {
      const before = seen.get(name);
      seen.set(name, value);
      if (before !== undefined && value > before) await byName.get(name)?.clearLocal(ctx);
    }
    for (const c of caches) if (!now.has(c.name)) seen.set(c.name, 0);
  }

  return {
    async list(): Promise<CacheList> {
      const cleared = await counters();
      const list = [];
      for (const c of caches) {
        const { entries, bytes } = await c.stats(ctx);
        list.push({ name: c.name, fullName: c.fullName, names: c.names, description: c.description, entries, bytes, clears: cleared.get(c.name) ?? 0 });
      }
      return { list, process: { host: os.hostname(), pid: process.pid }, sampledAt: Date.now() };
    },

    async clearOne(name: string) {
      if (!byName.has(name)) throw fail.notFound(CACHE_MSG.notFound);
      await clear([name]);
    },

    clearAll: () => clear([...byName.keys()]),

    /** Starts watching the counters (with the server). */
    async start() {
      await watch();
      timer = setInterval(() => void watch().catch((error: unknown) => ctx.log.warn({ err: error }, 'cache watch failed')), WATCH_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
    /** One look at the counters (tests stand for a second process with it). */
    watch,
  };
}
export type CacheService = ReturnType<typeof cacheService>;
