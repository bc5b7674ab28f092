/**
 * 数据大屏's frame rate (issue 18): a screen of 20 chart widgets (bar, line, pie and gauge over an
 * SQL interface of the demo's assets whose values change at every call) in Debian's Chromium at 1920×1080, against the real server and a
 * production build of the client, measured with requestAnimationFrame over a fixed window:
 * - baseline, the same screen with no widget refreshing (what drawing it costs at rest);
 * - every widget refreshing its data every second (20 data answers a second, each redrawn).
 * Prints frames per second, frame-time p50/p95/max, frames over 50 ms, and the data answers the page
 * got in the window. BENCH_SCREEN_SECONDS (default 10). Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { openAppInBrowser, type AppInBrowser } from './lib/app-in-browser';
import { percentile } from './lib/stats';

const SECONDS = Number(process.env.BENCH_SCREEN_SECONDS ?? 10);
const WIDGETS = 20;
const KINDS = ['bar', 'line', 'pie', 'gauge'] as const;

interface FrameFigures { frames: number; fps: number; p50: number; p95: number; max: number; long: number }

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function apiOf(app: AppInBrowser, token: string): Api {
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = (await (await fetch(`${app.server.baseUrl}${path}`, {
      method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    })).json()) as { code: number; msg: string; data: T };
    if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
    return answer.data;
  };
}

/** 20 charts on a 5×4 grid of the 1920×1080 canvas, each refreshing every `refreshSeconds`. */
function screenOf(interfaceId: string, refreshSeconds: number) {
  const w = 1920 / 5;
  const h = 1080 / 4;
  return {
    background: { color: '#061a3a' },
    widgets: Array.from({ length: WIDGETS }, (_, i) => {
      const type = KINDS[i % KINDS.length]!;
      return {
        id: `c${i}`, type: 'chart', title: `图表${i + 1}`, x: (i % 5) * w, y: Math.floor(i / 5) * h, w: w - 10, h: h - 10, z: 1, border: 'line', refreshSeconds,
        options: {
          interfaceId, values: {},
          chart: { id: `c${i}`, type, title: '', categoryField: type === 'gauge' ? null : 'itemTypeName', valueFields: [type === 'pie' ? 'itemCount' : 'totalValue'], aggregate: 'sum', format: 'integer', max: type === 'gauge' ? 100_000_000 : null },
        },
      };
    }),
  };
}

/**
 * Frame intervals over the window, from the page's own requestAnimationFrame. A string, not a
 * function: tsx names inner functions with a helper the page does not have.
 */
const frameTimes = (page: Page, seconds: number) =>
  page.evaluate(`new Promise((resolve) => {
    const times = [];
    const end = performance.now() + ${seconds * 1000};
    let last = 0;
    const tick = (now) => {
      if (last) times.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(times);
    };
    requestAnimationFrame(tick);
  })`) as Promise<number[]>;

function figures(times: number[]): FrameFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((s, t) => s + t, 0);
  return { frames: times.length, fps: (times.length / total) * 1000, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0, long: times.filter((t) => t > 50).length };
}

async function measure(app: AppInBrowser, code: string): Promise<FrameFigures & { answers: number }> {
  const context = await app.signedContext('admin', { width: 1920, height: 1080 });
  try {
    const page = await context.newPage();
    await page.goto(`/datascreen/${code}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="screen-widget"] canvas').length >= n, WIDGETS, { timeout: 120_000 });
    await page.waitForTimeout(2000);
    let answers = 0;
    page.on('response', (r) => { if (/\/api\/visualdev\/DataScreen\/[^/]+\/Data(\?|$)/.test(r.url())) answers++; });
    const times = await frameTimes(page, SECONDS);
    return { ...figures(times), answers };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<void> {
  const app = await openAppInBrowser();
  try {
    const cpus = os.cpus();
    console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${await app.browser.version()} headless, 1920×1080 · ${WIDGETS} chart widgets · ${SECONDS} s a scenario`);
    const api = apiOf(app, await app.token('admin'));
    const stamp = Date.now().toString(36);
    // The demo's asset values, scaled by a random factor at every call: each answer changes every chart.
    await api('POST', '/api/system/DataInterface', {
      fullName: `大屏基准${stamp}`, enCode: `bench.screen${stamp}`, type: 'sql', dataSourceId: '0', params: [],
      query: `select i.item_type_name as "itemTypeName", count(*) as "itemCount",
  sum(cast(i.unit_price as decimal(18, 2))) * (1 + (abs(random()) % 1000) / 1000.0) as "totalValue"
from fa_item i group by i.item_type_name`,
    });
    const list = await api<{ list: { id: string; enCode: string }[] }>('GET', `/api/system/DataInterface?keyword=bench.screen${stamp}`);
    const interfaceId = list.list.find((i) => i.enCode === `bench.screen${stamp}`)?.id;
    if (!interfaceId) throw new Error('the bench interface was not created');
    for (const [code, refresh] of [[`bench.still${stamp}`, 0], [`bench.live${stamp}`, 1]] as const) {
      await api('POST', '/api/visualdev/DataScreen', { fullName: code, enCode: code, screen: screenOf(interfaceId, refresh) });
    }
    const still = await measure(app, `bench.still${stamp}`);
    const live = await measure(app, `bench.live${stamp}`);
    const row = (name: string, f: FrameFigures & { answers: number }) =>
      [name, f.fps.toFixed(1), f.p50.toFixed(1), f.p95.toFixed(1), f.max.toFixed(0), String(f.long), `${(f.answers / SECONDS).toFixed(1)}/s`];
    const rows = [row('baseline: 20 charts, no refresh', still), row('20 charts, each refreshed every 1 s', live)];
    const header = ['scenario', 'fps', 'frame p50 ms', 'frame p95 ms', 'max ms', 'frames > 50 ms', 'data answers'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const pad = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.info(['', pad(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(pad)].join('\n'));
  } finally {
    await app.close();
  }
}
