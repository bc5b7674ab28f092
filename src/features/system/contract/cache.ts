import { z } from 'zod';

/** 缓存管理 (ADR 0021): what the server keeps in memory, by registered cache. */
export const CACHE_MODULE = 'system.cacheManage';
export const CACHE_API = '/api/system/CacheManage';

export const CACHE_MSG = {
  notFound: '缓存不存在',
  cleared: '缓存已清除',
  allCleared: '已清除全部缓存',
} as const;

export const cacheNameParams = z.object({ name: z.string().min(1).max(100).regex(/^[A-Za-z0-9._-]+$/, { error: CACHE_MSG.notFound }) });

export const cacheRow = z.object({
  name: z.string(),
  fullName: z.string(),
  names: z.object({ zhtw: z.string(), en: z.string() }),
  description: z.string(),
  /** Entries in the process that answered. */
  entries: z.number(),
  /** Approximate heap bytes of those entries. */
  bytes: z.number(),
  /** How many times it was cleared from this page, by any process. */
  clears: z.number(),
});
export type CacheRow = z.infer<typeof cacheRow>;

export const cacheList = z.object({
  list: z.array(cacheRow),
  /** The process whose memory the figures describe (with several servers each holds its own). */
  process: z.object({ host: z.string(), pid: z.number() }),
  sampledAt: z.number(),
});
export type CacheList = z.infer<typeof cacheList>;
