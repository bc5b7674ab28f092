import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * One worker by default. With E2E_WORKERS=N, N workers run side by side, each against a server of its
 * own (port PORT + its index, a data dir of its own), so no test sees another's writes (ADR 0041).
 * This file is read again in every worker, where TEST_PARALLEL_INDEX tells which server is its own.
 * On 2 cores two workers starve each other's first sync, so CI keeps one.
 */
const WORKERS = process.env.E2E_EXTERNAL_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1);
const ownPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** Point the suite at a server you already run (development only); CI always starts its own. */
const external = process.env.E2E_EXTERNAL_URL;
/** A client build of your own (vite build --outDir …), so a concurrent rebuild of dist/ cannot pull files from under the run. */
const clientDir = process.env.E2E_CLIENT_DIR ? ` CLIENT_DIR=${process.env.E2E_CLIENT_DIR}` : '';
// A fresh database per run: the server seeds the demo organisation into an empty data dir.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qb-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: WORKERS,
  fullyParallel: false,
  // One retry: a test that passes only on its second try is listed as "flaky" in the report (a signal
  // to chase, see ADR 0035), while a load spike on a shared CI machine does not refuse a whole landing.
  retries: 1,
  // Generous limits: a loaded machine is slow, and tests never fail for being slow.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: external ?? `http://127.0.0.1:${ownPort}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 820 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: external ? undefined : Array.from({ length: WORKERS }, (_, i) => ({
    command: `PORT=${PORT + i} DATA_DIR=${path.join(dataDir, `server-${i}`)}${clientDir} npm start`,
    url: `http://127.0.0.1:${PORT + i}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
