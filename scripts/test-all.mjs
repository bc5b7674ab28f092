#!/usr/bin/env node
// `npm test`: every test of the project, in order, each stage reported; one closing line
// "N passed, N failed" summing the test runners. Exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.vitest-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
let skipped = 0;
const stages = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(name, projects, file, env = {}) {
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const ok = run(name, bin('vitest'), args, env);
  countVitest(file);
  if (!ok && !fs.existsSync(file)) failed += 1;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

if (!run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) failed++;
if (!run('lint', bin('eslint'), ['--max-warnings', '0', '.'])) failed++;
vitest('unit and client tests', ['unit', 'client'], path.join(out, 'unit.json'));
vitest('API tests on SQLite', ['api', 'api-isolated'], path.join(out, 'api-sqlite.json'), { TEST_DB: 'sqlite' });
if (run('chaos test, short (150 writes; npm run test:chaos runs 1,000)', bin('tsx'), ['tests/chaos/run.ts'], { CHAOS_WRITES: '150', CHAOS_SEED: process.env.CHAOS_SEED ?? '1121' })) passed++; else failed++;

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
const pgUp = await reachable(pg.hostname, Number(pg.port || 5432));
if (pgUp) {
  vitest('API tests on PostgreSQL', ['api', 'api-isolated'], path.join(out, 'api-postgres.json'), { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl });
} else {
  console.info(`\n▷ API tests on PostgreSQL skipped: nothing listens at ${pg.hostname}:${pg.port || 5432}`);
  stages.push({ name: 'API tests on PostgreSQL (no server)', ok: true, seconds: '0.0' });
}

// Two real server processes sharing PostgreSQL and Redis (socket fan-out, ADR 0022): needs both.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new URL(redisUrl);
const redisUp = await reachable(redis.hostname, Number(redis.port || 6379));
if (pgUp && redisUp) {
  vitest('cluster test: two server processes on PostgreSQL + Redis', ['cluster'], path.join(out, 'cluster.json'), { TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl });
} else {
  const missing = [!pgUp && `PostgreSQL at ${pg.hostname}:${pg.port || 5432}`, !redisUp && `Redis at ${redis.hostname}:${redis.port || 6379}`].filter(Boolean).join(' and ');
  console.info(`\n▷ cluster test skipped: nothing listens for ${missing}`);
  stages.push({ name: 'cluster test (PostgreSQL or Redis missing)', ok: true, seconds: '0.0' });
}

if (run('build the client', bin('vite'), ['build', '--logLevel', 'warn'])) {
  const report = path.join(out, 'e2e.json');
  const ok = run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (fs.existsSync(report)) {
    const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats ?? {};
    // A flaky test passed on its retry; it counts as passed and Playwright lists it by name.
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  } else if (!ok) failed++;
} else failed++;

console.info('\nStages:');
for (const s of stages) console.info(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds}s)`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || stages.some((s) => !s.ok) ? 1 : 0);
