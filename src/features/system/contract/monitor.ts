import { z } from 'zod';

/** 系统监控 (ADR 0021): the answering process, its machine and the database, sampled live. */
export const MONITOR_MODULE = 'system.monitor';
export const MONITOR_API = '/api/system/Monitor';
/** How often the page asks again. */
export const MONITOR_REFRESH_MS = 3000;

const ratio = z.number().min(0).max(1);

export const monitorPoint = z.object({ t: z.number(), cpu: ratio.nullable(), heapUsed: z.number(), loopP99Ms: z.number().nullable() });
export type MonitorPoint = z.infer<typeof monitorPoint>;

export const monitorSnapshot = z.object({
  sampledAt: z.number(),
  server: z.object({
    hostname: z.string(),
    platform: z.string(),
    arch: z.string(),
    nodeVersion: z.string(),
    appVersion: z.string(),
    pid: z.number(),
    /** Seconds this process has run. */
    uptime: z.number(),
    osUptime: z.number(),
  }),
  cpu: z.object({
    model: z.string(),
    cores: z.number(),
    /** Share of all cores busy over the last sampling interval; null before the second sample. */
    usage: ratio.nullable(),
    /** This process's share of all cores over the same interval. */
    processUsage: ratio.nullable(),
    loadAvg: z.array(z.number()),
  }),
  memory: z.object({
    total: z.number(),
    free: z.number(),
    used: z.number(),
    usage: ratio,
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    heapLimit: z.number(),
    external: z.number(),
  }),
  eventLoop: z.object({
    /** Delay percentiles over the last sampling interval, milliseconds. */
    meanMs: z.number().nullable(),
    p50Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
    maxMs: z.number().nullable(),
    /** Share of time the loop was busy over the last interval. */
    utilization: ratio.nullable(),
  }),
  disk: z.object({ path: z.string(), total: z.number(), free: z.number(), used: z.number(), usage: ratio }).nullable(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    location: z.string(),
    /** The whole database (PostgreSQL: pg_database_size; SQLite: file plus write-ahead log). */
    sizeBytes: z.number(),
    /** PostgreSQL: the tables of this server's schema; SQLite: pages in use × page size. */
    dataBytes: z.number(),
    sqlite: z.object({ pageCount: z.number(), pageSize: z.number(), freePages: z.number(), walBytes: z.number() }).nullable(),
    /** PostgreSQL connections to this database (pg_stat_activity); SQLite: this process's one connection. */
    connections: z.object({ total: z.number(), active: z.number(), max: z.number().nullable() }),
    version: z.string(),
  }),
  realtime: z.object({ sockets: z.number() }),
  /** Server processes seen by the scheduler heartbeat in the last minute. */
  instances: z.array(z.object({ id: z.string(), host: z.string(), pid: z.number(), version: z.string(), startedAt: z.number(), lastSeenAt: z.number() })),
  history: z.array(monitorPoint),
});
export type MonitorSnapshot = z.infer<typeof monitorSnapshot>;
