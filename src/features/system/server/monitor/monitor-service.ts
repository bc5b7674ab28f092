import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import type { ServerContext } from '../../../../server/context';
import type { MonitorSnapshot } from '../../contract';
import { instanceRepository } from '../jobs/instance-repository';
import { databaseStats } from './database-stats';
import type { Sampler } from './sampler';

async function diskOf(dir: string): Promise<MonitorSnapshot['disk']> {
  const s = await fs.promises.statfs(dir).catch(() => null);
  if (!s || s.blocks === 0) return null;
  const total = s.blocks * s.bsize;
  const used = (s.blocks - s.bfree) * s.bsize;
  return { path: dir, total, free: s.bavail * s.bsize, used, usage: Math.min(1, used / total) };
}

/** 系统监控: figures of the process that answers, its machine, DATA_DIR's disk, the database, the live servers. */
export function monitorService(ctx: ServerContext, sampler: Sampler, appVersion: string) {
  const instances = instanceRepository(ctx.database.db);
  return {
    async snapshot(): Promise<MonitorSnapshot> {
      const { sample, history } = sampler.current();
      const mem = process.memoryUsage();
      const total = os.totalmem();
      const free = os.freemem();
      const cpus = os.cpus();
      const [disk, database, alive] = await Promise.all([diskOf(ctx.config.dataDir), databaseStats(ctx.database), instances.alive(Date.now())]);
      return {
        sampledAt: sample.at,
        server: { hostname: os.hostname(), platform: `${os.type()} ${os.release()}`, arch: os.arch(), nodeVersion: process.version, appVersion, pid: process.pid, uptime: Math.round(process.uptime()), osUptime: Math.round(os.uptime()) },
        cpu: { model: cpus[0]?.model.trim() ?? '', cores: cpus.length, usage: sample.cpu, processUsage: sample.processCpu, loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100) },
        memory: { total, free, used: total - free, usage: Math.min(1, (total - free) / total), rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, heapLimit: v8.getHeapStatistics().heap_size_limit, external: mem.external },
        eventLoop: sample.loop,
        disk,
        database,
        realtime: { sockets: ctx.realtime.count() },
        instances: alive,
        history,
      };
    },
  };
}
