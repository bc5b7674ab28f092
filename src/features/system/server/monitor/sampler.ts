import os from 'node:os';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { MonitorPoint } from '../../contract';

export interface Sample {
  at: number;
  cpu: number | null;
  processCpu: number | null;
  loop: { meanMs: number | null; p50Ms: number | null; p99Ms: number | null; maxMs: number | null; utilization: number | null };
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const ms = (ns: number) => (Number.isFinite(ns) && ns > 0 ? Math.round(ns / 1e4) / 100 : null);

function busyAndTotal(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * CPU and event-loop figures need two instants: this takes a sample every `everyMs` while someone
 * watches (each monitor request keeps it going for `watchMs`), so an idle server does no work for
 * the monitor. Event-loop delay comes from perf_hooks' histogram, reset at every sample.
 */
export function createSampler(everyMs = 2000, keep = 150, watchMs = 120_000) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpuBefore = busyAndTotal();
  let processBefore = process.cpuUsage();
  let eluBefore: EventLoopUtilization = performance.eventLoopUtilization();
  let before = Date.now();
  let latest: Sample | undefined;
  const history: MonitorPoint[] = [];
  let timer: NodeJS.Timeout | undefined;
  let watchedUntil = 0;

  function take(): Sample {
    const now = Date.now();
    const cpu = busyAndTotal();
    const proc = process.cpuUsage();
    const elu = performance.eventLoopUtilization(eluBefore);
    const elapsedUs = (now - before) * 1000;
    const cpuTotal = cpu.total - cpuBefore.total;
    const sample: Sample = {
      at: now,
      cpu: cpuTotal > 0 ? clamp01((cpu.busy - cpuBefore.busy) / cpuTotal) : null,
      processCpu: elapsedUs > 0 ? clamp01((proc.user - processBefore.user + proc.system - processBefore.system) / (elapsedUs * os.cpus().length)) : null,
      loop: delay.count > 0
        ? { meanMs: ms(delay.mean), p50Ms: ms(delay.percentile(50)), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max), utilization: clamp01(elu.utilization) }
        : { meanMs: null, p50Ms: null, p99Ms: null, maxMs: null, utilization: clamp01(elu.utilization) },
    };
    delay.reset();
    cpuBefore = cpu;
    processBefore = proc;
    eluBefore = performance.eventLoopUtilization();
    before = now;
    latest = sample;
    history.push({ t: now, cpu: sample.cpu, heapUsed: process.memoryUsage().heapUsed, loopP99Ms: sample.loop.p99Ms });
    if (history.length > keep) history.shift();
    return sample;
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
    delay.disable();
  }

  return {
    /** The latest sample (taking one if none is recent), and keeps sampling while watched. */
    current(): { sample: Sample; history: MonitorPoint[] } {
      watchedUntil = Date.now() + watchMs;
      if (!timer) {
        delay.enable();
        timer = setInterval(() => (Date.now() > watchedUntil ? stop() : take()), everyMs);
        timer.unref();
      }
      const sample = latest && Date.now() - latest.at < everyMs * 2 ? latest : take();
      return { sample, history: [...history] };
    },
    stop,
  };
}
export type Sampler = ReturnType<typeof createSampler>;
