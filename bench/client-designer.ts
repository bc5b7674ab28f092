/**
 * 表单设计器 at 200 fields (issue 15), in Debian's Chromium (headless, real layout): the designer
 * (src/features/visualdev/client/designer/FormDesigner) mounted over `makeLargeSchema(200)` — time to
 * its first render — and the time to re-render after editing one field's label in the property panel,
 * beside FormRenderer (src/features/visualdev/client/form) rendering the same 200 fields and
 * re-rendering with that one label changed, in the same page and run. The page is a production Vite
 * build of bench/lib/designer-page (zh strings, API calls answered empty in the page). "commit" is
 * React's render + commit + a forced layout, synchronously; "frame" runs on to the next frame after
 * it. BENCH_FIELDS to change the 200. Prints; never asserts (docs/adr/0005).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { summarise } from './lib/stats';
import { CHROMIUM_ARGS } from './lib/chromium';

const root = path.resolve(import.meta.dirname, '..');
const FIELDS = Number(process.env.BENCH_FIELDS ?? 200);
const MOUNTS = 12;
const EDITS = 40;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

interface Timing { commit: number; frame: number }
type Api = Record<'init' | 'designerMount' | 'formMount' | 'designerEdits' | 'formEdits', (...args: number[]) => Promise<unknown>>;

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, close: () => server.close() })));
}

const call = <T>(page: Page, name: keyof Api, ...args: number[]) =>
  page.evaluate(({ name, args }) => (window as unknown as { bench: Api }).bench[name]!(...args), { name, args }) as Promise<T>;

function line(name: string, times: Timing[], base?: Timing[]) {
  const c = summarise(times.map((t) => t.commit), 0);
  const f = summarise(times.map((t) => t.frame), 0);
  const ratio = base ? `${(c.p50 / summarise(base.map((t) => t.commit), 0).p50).toFixed(1)}×` : '1.0×';
  return [name, String(times.length), c.p50.toFixed(1), c.p95.toFixed(1), f.p50.toFixed(1), f.p95.toFixed(1), ratio];
}

function table(rows: string[][]) {
  const header = ['scenario', 'runs', 'commit p50', 'commit p95', 'frame p50', 'frame p95', '×base commit p50'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const pad = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [pad(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(pad)].join('\n');
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-designer-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let server: { url: string; close(): void } | undefined;
  try {
    await build({
      configFile: false, root: path.join(root, 'bench/lib/designer-page'), logLevel: 'error', base: './', plugins: [react()],
      resolve: { alias: { '@': path.join(root, 'src') } },
      build: { outDir: out, emptyOutDir: true, target: 'es2022' },
    });
    server = await serve(out);
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => 'bench' in window);
    await call(page, 'init');
    console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${await browser.version()} headless, 1600×1000 · ${FIELDS} fields`);

    const coldDesigner = await call<Timing>(page, 'designerMount', FIELDS);
    const coldForm = await call<Timing>(page, 'formMount', FIELDS);
    const designer: Timing[] = [];
    const form: Timing[] = [];
    for (let i = 0; i < MOUNTS; i++) {
      designer.push(await call<Timing>(page, 'designerMount', FIELDS));
      form.push(await call<Timing>(page, 'formMount', FIELDS));
    }
    const designerEdits = await call<Timing[]>(page, 'designerEdits', FIELDS, EDITS);
    const formEdits = await call<Timing[]>(page, 'formEdits', FIELDS, EDITS);

    console.info(`\nbaseline is FormRenderer over the same ${FIELDS} fields in this page and run (ms)`);
    console.info(table([
      line(`FormRenderer: first render, ${FIELDS} fields`, form),
      line(`FormDesigner: first render, ${FIELDS} fields`, designer, form),
      line(`FormRenderer: re-render, one label changed`, formEdits),
      line(`FormDesigner: re-render after editing one label`, designerEdits, formEdits),
    ]));
    console.info(`  cold (first mount in the page, before the ${MOUNTS} measured): designer commit ${coldDesigner.commit.toFixed(1)} ms / frame ${coldDesigner.frame.toFixed(1)} ms; FormRenderer commit ${coldForm.commit.toFixed(1)} ms / frame ${coldForm.frame.toFixed(1)} ms`);
    if (errors.length) console.info(`  page errors: ${errors.length}, first: ${errors[0]}`);
  } finally {
    server?.close();
    await browser.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
}
