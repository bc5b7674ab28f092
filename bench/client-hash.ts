/**
 * The upload identifier's MD5 in the browser (issue 11): a BENCH_FILE_MB (default 1,024) MB file
 * chosen through a file input in Debian's Chromium, hashed by the app's hashing worker
 * (src/workers/file-hash-client.ts, hash-wasm in 10,240,000-byte slices), beside native `md5sum`
 * of the same bytes in the same run (goal ≥ 0.8× its speed), with the main thread's long tasks
 * while it runs (goal: none over 50 ms) and, as a second baseline, the same hash on the main
 * thread, and Chromium reading the file without hashing (the ceiling). The page is a production
 * Vite build of bench/lib/hash-page served with the server's Content-Security-Policy
 * ('wasm-unsafe-eval'). Prints; never asserts (docs/adr/0005).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { contentSecurityPolicy } from '../src/server/plugins/security-headers';
import { CHROMIUM_ARGS } from './lib/chromium';

const root = path.resolve(import.meta.dirname, '..');
const SIZE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const SPEED_GOAL = 0.8;
const LONG_TASK_MS = 50;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

interface Outcome { digest: string; ms: number; longTasks: number[]; progress: number; maxGap: number }

function writeFile(file: string, mb: number): void {
  const piece = Buffer.alloc(16 * 1_048_576);
  for (let i = 0; i < piece.length; i += 4) piece.writeUInt32LE(((Math.imul(i, 2654435761) ^ 0x9e3779b9) >>> 0), i);
  const fd = fs.openSync(file, 'w');
  for (let written = 0; written < mb * 1_048_576; written += piece.length) {
    piece.writeUInt32LE(written >>> 0, 0);
    fs.writeSync(fd, piece, 0, Math.min(piece.length, mb * 1_048_576 - written));
  }
  fs.closeSync(fd);
}

function md5sum(file: string): { digest: string; ms: number } {
  const started = performance.now();
  const out = execFileSync('md5sum', [file], { encoding: 'utf8' });
  return { digest: out.split(' ')[0]!, ms: performance.now() - started };
}

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const csp = Object.entries(contentSecurityPolicy).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    if (rel === 'favicon.ico') return void res.writeHead(204).end();
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': csp });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, close: () => server.close() })));
}

const mbps = (ms: number) => (SIZE_MB / (ms / 1000)).toFixed(0);
const line = (label: string, value: string, note = '') => console.info(`  ${label.padEnd(50)} ${value.padEnd(30)} ${note}`);
const tasks = (o: Outcome) => `${o.longTasks.length} long tasks${o.longTasks.length ? `, longest ${Math.max(...o.longTasks).toFixed(0)} ms` : ''} · worst timer gap ${o.maxGap.toFixed(0)} ms`;

export async function run(): Promise<void> {
  console.info(`node ${process.version} · ${os.cpus().length} cpus · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · file ${SIZE_MB} MB (BENCH_FILE_MB)`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-hash-'));
  const file = path.join(tmp, 'scan.bin');
  const out = path.join(tmp, 'page');
  let server: { url: string; close(): void } | null = null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    writeFile(file, SIZE_MB);
    await build({
      configFile: false, root: path.join(root, 'bench/lib/hash-page'), logLevel: 'error', base: './',
      resolve: { alias: { '@': path.join(root, 'src') } }, worker: { format: 'es' },
      build: { outDir: out, emptyOutDir: true, target: 'es2022' },
    });
    server = await serve(out);
    md5sum(file); // the same warm page cache for both
    const native = md5sum(file);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto(server.url);
    await page.setInputFiles('#f', file);
    const worker = await page.evaluate(() => (window as unknown as { bench(m: string): Promise<Outcome> }).bench('worker'));
    const main = await page.evaluate(() => (window as unknown as { bench(m: string): Promise<Outcome> }).bench('main'));
    const read = await page.evaluate(() => (window as unknown as { bench(m: string): Promise<Outcome> }).bench('read'));
    const ratio = native.ms / worker.ms;
    line('native md5sum (baseline)', `${native.ms.toFixed(0)} ms · ${mbps(native.ms)} MB/s`);
    line('hashing worker in Chromium (hash-wasm, 10,240,000 B reads)', `${worker.ms.toFixed(0)} ms · ${mbps(worker.ms)} MB/s`, `${ratio.toFixed(2)}× md5sum's speed · goal ≥ ${SPEED_GOAL}× ${ratio >= SPEED_GOAL ? 'met' : 'NOT met'}`);
    line('  main thread while the worker hashed', tasks(worker), `goal none over ${LONG_TASK_MS} ms ${worker.longTasks.length === 0 ? 'met' : 'NOT met'} · ${worker.progress} progress reports`);
    line('same hash on the main thread (second baseline)', `${main.ms.toFixed(0)} ms · ${mbps(main.ms)} MB/s`, tasks(main));
    line('Chromium reading the file alone, no hash (ceiling)', `${read.ms.toFixed(0)} ms · ${mbps(read.ms)} MB/s`, `the worker reached ${(read.ms / worker.ms).toFixed(2)}× of it`);
    const same = worker.digest === native.digest && main.digest === native.digest;
    line('digests agree with md5sum', same ? 'yes' : `NO: ${worker.digest} / ${main.digest} / ${native.digest}`);
    if (errors.length) console.info(`  page errors: ${errors.join(' | ')}`);
  } finally {
    await browser.close();
    server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
