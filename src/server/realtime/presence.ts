import type { Redis } from 'ioredis';

/**
 * Which users hold a socket on which server process (ADR 0022). Each process owns one Redis set,
 * `<prefix>presence:<instance>`, with a TTL of three refresh periods: it adds and removes users as
 * their first socket opens and last one closes, and rewrites the whole set every refresh. A process
 * that dies stops refreshing and its set expires. Every process keeps a mirror of the others' sets
 * in memory (so `hub.has` stays synchronous): rebuilt from Redis on every refresh and on reconnect,
 * and kept current between refreshes by the presence events other processes publish.
 */
export function presenceMirror(options: { redis: Redis; prefix: string; instance: string; refreshMs: number }) {
  const { redis, prefix, instance, refreshMs } = options;
  const ttlSeconds = Math.ceil((3 * refreshMs) / 1000);
  const keyOf = (id: string) => `${prefix}presence:${id}`;
  const ownKey = keyOf(instance);
  const others = new Map<string, Set<string>>();
  let heardAt = 0;

  return {
    ownKey,
    /** From another process's event: `userId` opened its first socket there (on) or closed its last (off). */
    heard(from: string, userId: string, on: boolean) {
      let users = others.get(from);
      if (on) {
        if (!users) others.set(from, (users = new Set()));
        users.add(userId);
      } else users?.delete(userId);
    },
    /** Another process stopped (its goodbye): forget it now rather than at the next refresh. */
    gone(from: string) {
      others.delete(from);
    },
    /** Held elsewhere, by the mirror. A mirror older than the TTL (Redis unreachable) says no. */
    elsewhere(userId: string) {
      if (Date.now() - heardAt > ttlSeconds * 1000) return false;
      for (const users of others.values()) if (users.has(userId)) return true;
      return false;
    },
    async add(userId: string) {
      await redis.multi().sadd(ownKey, userId).expire(ownKey, ttlSeconds).exec();
    },
    async remove(userId: string) {
      await redis.srem(ownKey, userId);
    },
    /** Rewrites this process's set (Redis may have restarted empty) and re-reads every other one. */
    async refresh(localUsers: Iterable<string>) {
      const users = [...localUsers];
      const write = redis.multi().del(ownKey);
      if (users.length) write.sadd(ownKey, ...users).expire(ownKey, ttlSeconds);
      await write.exec();

      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${keyOf('*')}`, 'COUNT', 500);
        cursor = next;
        keys.push(...batch.filter((k) => k !== ownKey));
      } while (cursor !== '0');
      const read = redis.pipeline();
      for (const key of keys) read.smembers(key);
      const replies = keys.length ? ((await read.exec()) ?? []) : [];
      others.clear();
      keys.forEach((key, i) => {
        const [error, members] = replies[i] ?? [null, []];
        if (!error) others.set(key.slice(keyOf('').length), new Set(members as string[]));
      });
      heardAt = Date.now();
    },
    async withdraw() {
      await redis.del(ownKey);
    },
  };
}
export type PresenceMirror = ReturnType<typeof presenceMirror>;
