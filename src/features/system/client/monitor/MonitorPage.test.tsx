import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonitorSnapshot } from '@/features/system/contract';
import { i18n, initI18n } from '@/lib/i18n';

/** /api/system/Monitor behind `fetch`: every answer is a new sample, one second later than the one before. */
function fakeMonitor() {
  let n = 0;
  const snapshot = (): MonitorSnapshot => {
    n++;
    const at = Date.UTC(2026, 10, 24, 8, 0, n);
    return {
      sampledAt: at,
      server: { hostname: 'web-1', platform: 'Linux 6.1', arch: 'x64', nodeVersion: 'v20.20.2', appVersion: '0.1.0', pid: 42, uptime: 3700 + n, osUptime: 90_000 },
      cpu: { model: 'Test CPU', cores: 2, usage: 0.1 * (n % 10), processUsage: 0.05, loadAvg: [0.5, 0.4, 0.3] },
      memory: { total: 8e9, free: 4e9, used: 4e9, usage: 0.5, rss: 2e8, heapUsed: 1e8 + n, heapTotal: 1.5e8, heapLimit: 4e9, external: 1e6 },
      eventLoop: { meanMs: 10.2, p50Ms: 10.1, p99Ms: 12.3, maxMs: 20.5, utilization: 0.02 },
      disk: { path: '/data', total: 1e11, free: 4e10, used: 6e10, usage: 0.6 },
      database: { dialect: 'sqlite', location: '/data/qingban.sqlite', sizeBytes: 5e7, dataBytes: 4.5e7, sqlite: { pageCount: 12_000, pageSize: 4096, freePages: 10, walBytes: 1e5 }, connections: { total: 1, active: 1, max: 1 }, version: 'SQLite 3.49.1' },
      realtime: { sockets: n },
      instances: [{ id: 'web-1:42:abc', host: 'web-1', pid: 42, version: '0.1.0', startedAt: at - 3_700_000, lastSeenAt: at }],
      history: [{ t: at - 2000, cpu: 0.1, heapUsed: 1e8, loopP99Ms: 12 }, { t: at, cpu: 0.2, heapUsed: 1.1e8, loopP99Ms: 12 }],
    };
  };
  const calls = { count: 0 };
  const fetch = async () => {
    calls.count++;
    return new Response(JSON.stringify({ code: 200, msg: 'Success', data: snapshot() }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

let server: ReturnType<typeof fakeMonitor>;
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./MonitorPage');
}, 30_000);
beforeEach(() => {
  server = fakeMonitor();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MonitorPage', { timeout: 20_000 }, () => {
  it('shows the figures and takes new ones by itself every few seconds; the switch stops it', async () => {
    const { default: MonitorPage } = await import('./MonitorPage');
    render(<MantineProvider><MonitorPage /></MantineProvider>);
    const sampled = await screen.findByTestId('monitor-sampled-at', undefined, { timeout: 5000 });
    expect(screen.getByTestId('monitor-node').textContent).toBe('v20.20.2');
    expect(screen.getByTestId('monitor-uptime').textContent).toBe('1 小时 1 分钟');
    expect(screen.getByTestId('monitor-cpu-usage').textContent).toBe('10%');
    expect(screen.getByTestId('monitor-loop-delay').textContent).toBe('10.1 ms / 12.3 ms / 20.5 ms');
    expect(screen.getByRole('progressbar', { name: '磁盘使用率' }).getAttribute('aria-valuetext')).toBe('60%');
    const first = sampled.textContent;
    await waitFor(() => expect(screen.getByTestId('monitor-sampled-at').textContent).not.toBe(first), { timeout: 6000 });
    expect(screen.getByTestId('monitor-sockets').textContent).toBe('2');

    fireEvent.click(screen.getByRole('switch', { name: /自动刷新/ }));
    const calls = server.calls.count;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(server.calls.count).toBe(calls);
  });
});
