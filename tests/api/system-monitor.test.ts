import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { MonitorSnapshot } from '../../src/features/system/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const API = '/api/system/Monitor';

describe(`系统监控 monitor (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const snapshot = async (token = admin) => (await call<MonitorSnapshot>(t, 'GET', API, { token })).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('sysadmin');
  });
  afterAll(() => t.close());

  it('answers every figure, each within its sane range', async () => {
    const body = await snapshot();
    expect(body.code).toBe(Code.OK);
    const m = body.data;
    expect(m.server).toMatchObject({ nodeVersion: process.version, pid: process.pid, appVersion: '0.1.0' });
    expect(m.server.uptime).toBeGreaterThanOrEqual(0);
    expect(m.server.osUptime).toBeGreaterThan(0);
    expect(m.cpu.cores).toBeGreaterThan(0);
    expect(m.cpu.usage).not.toBeNull();
    expect(m.cpu.usage!).toBeGreaterThanOrEqual(0);
    expect(m.cpu.usage!).toBeLessThanOrEqual(1);
    expect(m.cpu.loadAvg).toHaveLength(3);
    expect(m.memory.total).toBeGreaterThan(m.memory.free);
    expect(m.memory.used).toBe(m.memory.total - m.memory.free);
    expect(m.memory.heapUsed).toBeGreaterThan(1_000_000);
    expect(m.memory.heapUsed).toBeLessThanOrEqual(m.memory.heapTotal);
    expect(m.memory.heapLimit).toBeGreaterThan(m.memory.heapTotal);
    expect(m.memory.rss).toBeGreaterThan(m.memory.heapUsed);
    expect(m.eventLoop.utilization).not.toBeNull();
    expect(m.disk).not.toBeNull();
    expect(m.disk!.total).toBeGreaterThan(m.disk!.free);
    expect(m.disk!.usage).toBeGreaterThan(0);
    expect(m.database.dialect).toBe(testDialect);
    expect(m.database.sizeBytes).toBeGreaterThan(100_000);
    expect(m.database.dataBytes).toBeGreaterThan(100_000);
    expect(m.database.dataBytes).toBeLessThanOrEqual(m.database.sizeBytes);
    if (testDialect === 'sqlite') {
      expect(m.database.sqlite!.pageCount * m.database.sqlite!.pageSize).toBeGreaterThan(0);
      expect(m.database.connections).toEqual({ total: 1, active: 1, max: 1 });
      expect(m.database.version).toMatch(/^SQLite 3\./);
    } else {
      expect(m.database.connections.total).toBeGreaterThanOrEqual(1);
      expect(m.database.connections.active).toBeGreaterThanOrEqual(1);
      expect(m.database.connections.max).toBeGreaterThan(m.database.connections.total - 1);
      expect(m.database.version).toMatch(/^PostgreSQL \d+/);
    }
    expect(m.realtime.sockets).toBe(0);
    expect(m.history.length).toBeGreaterThanOrEqual(1);
    expect(m.sampledAt).toBeLessThanOrEqual(Date.now());
  });

  it('samples again as time passes: a later answer carries a later sample and event-loop figures', async () => {
    const first = (await snapshot()).data;
    // Block the loop a little so the delay histogram records something.
    const end = Date.now() + 30;
    while (Date.now() < end) { /* busy */ }
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const later = (await snapshot()).data;
    expect(later.sampledAt).toBeGreaterThan(first.sampledAt);
    expect(later.history.length).toBeGreaterThan(first.history.length);
    expect(later.eventLoop.p99Ms).not.toBeNull();
    expect(later.eventLoop.maxMs!).toBeGreaterThanOrEqual(later.eventLoop.p50Ms!);
  });

  it('refuses without the menu', async () => {
    expect((await snapshot(await t.login('wh01'))).code).toBe(Code.FORBIDDEN);
  });
});
