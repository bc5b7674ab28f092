import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server configuration from the environment', () => {
  it('keeps sockets on this process without REDIS_URL and takes a redis:// or rediss:// address', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: 'qingban:' });
    expect(readConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/2', REDIS_PREFIX: 'prod-a:' })).toMatchObject({ redisUrl: 'rediss://user:pw@cache.internal:6380/2', redisPrefix: 'prod-a:' });
  });

  it('stops the start on an address that is not Redis, or a prefix that would match other keys', () => {
    for (const bad of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://', 'not a url']) {
      expect(() => readConfig({ REDIS_URL: bad }), bad).toThrow('REDIS_URL must look like redis://host:6379');
    }
    for (const bad of ['qingban*', 'a b', '', 'x'.repeat(65)]) expect(() => readConfig({ REDIS_PREFIX: bad }), bad).toThrow('REDIS_PREFIX');
  });
});
