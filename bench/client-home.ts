/**
 * Time to the first chart on /home (issue 18): the demo administrator's portal (管理员门户) draws a bar
 * chart over the data interface 资产价值统计 beside its todo, notices and calendar. In Debian's Chromium
 * against the real server and a production build of the client:
 * - cold: a fresh browser context (empty HTTP cache, no service worker, nothing on the device) opens
 *   /home with a session, as the first visit after signing in on a new machine;
 * - warm: the same context reloads /home once the service worker has taken over (precached chunks,
 *   the portal's last answer kept on the device).
 * Times are the page's own clock (performance.now() from navigation start) at the first animation
 * frame showing the shell's sidebar, and then the chart's ECharts canvas. Baselines measured in the
 * same run: the shell itself, and GET /api/visualdev/Portal/Home timed from Node (the server's part).
 * BENCH_HOME_RUNS (default 5). Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { openAppInBrowser } from './lib/app-in-browser';
import { percentile } from './lib/stats';

const RUNS = Number(process.env.BENCH_HOME_RUNS ?? 5);
const ACCOUNT = 'admin';
const CHART = '[data-testid="portal-widget-chart"] canvas';

interface Timing { shell: number; chart: number }

const firstFrameWith = (page: Page, selector: string) =>
  page.waitForFunction((s) => (document.querySelector(s) ? performance.now() : 0), selector, { polling: 'raf', timeout: 120_000 }).then((h) => h.jsonValue());

async function openHome(page: Page, how: 'goto' | 'reload'): Promise<Timing> {
  const shell = firstFrameWith(page, '[data-testid="sidebar"]');
  const chart = firstFrameWith(page, CHART);
  // The waits poll in the new document once it commits; both start before it does.
  await (how === 'goto' ? page.goto('/home', { waitUntil: 'commit' }) : page.reload({ waitUntil: 'commit' }));
  const [s, c] = await Promise.all([shell, chart]);
  return { shell: s, chart: c };
}

const fmt = (values: number[], p: number) => percentile([...values].sort((a, b) => a - b), p).toFixed(0);

function row(name: string, times: Timing[]) {
  return [name, String(times.length), fmt(times.map((t) => t.shell), 50), fmt(times.map((t) => t.chart), 50), fmt(times.map((t) => t.chart), 95), fmt(times.map((t) => t.chart - t.shell), 50)];
}

function table(rows: string[][]) {
  const header = ['scenario', 'runs', 'shell p50', 'chart p50', 'chart p95', 'chart − shell p50'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const pad = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [pad(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(pad)].join('\n');
}

export async function run(): Promise<void> {
  const app = await openAppInBrowser();
  try {
    const cpus = os.cpus();
    console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${await app.browser.version()} headless, 1440×900 · ${ACCOUNT}'s /home (管理员门户)`);

    const token = await app.token(ACCOUNT);
    const api: number[] = [];
    for (let i = 0; i < RUNS * 4; i++) {
      const started = performance.now();
      const answer = (await (await fetch(`${app.server.baseUrl}/api/visualdev/Portal/Home`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { code: number };
      if (answer.code !== 200) throw new Error(`Portal/Home answered ${answer.code}`);
      api.push(performance.now() - started);
    }

    const cold: Timing[] = [];
    const warm: Timing[] = [];
    const errors: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await app.signedContext(ACCOUNT);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      cold.push(await openHome(page, 'goto'));
      if (i === RUNS - 1) {
        // A returning user: the service worker controls the page and the first sync is over.
        await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
        await page.waitForTimeout(3000);
        for (let j = 0; j < RUNS; j++) warm.push(await openHome(page, 'reload'));
      }
      await context.close();
    }

    console.info(`\nms from navigation start, in the page; baseline: the shell in the same navigation, and GET Portal/Home from Node p50 ${fmt(api, 50)} ms / p95 ${fmt(api, 95)} ms (${api.length} calls)`);
    console.info(table([row('cold: new context, first visit', cold), row('warm: reload, service worker and device cache', warm)]));
    console.info(`  chart ms, run by run: cold ${cold.map((t) => t.chart.toFixed(0)).join(' ')} · warm ${warm.map((t) => t.chart.toFixed(0)).join(' ')}`);
    if (errors.length) console.info(`  page errors: ${errors.length}, first: ${errors[0]}`);
  } finally {
    await app.close();
  }
}
