import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };
const apiFiles = ['tests/api/**/*.test.ts', 'src/features/*/server/**/*.api.test.ts'];
const isolatedApiFiles = 'src/features/*/server/**/*.isolated.api.test.ts';
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/** PostgreSQL tests wait on the database more than on the CPU, so they run more files at once. */
const apiWorkers = Number(process.env.API_TEST_WORKERS ?? (process.env.TEST_DB === 'postgres' ? 3 : 2));
const clientDirs = ['src/app', 'src/components', 'src/lib', 'src/sync', 'src/workers', 'src/features/*/client'];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on 2 cores is one worker; the client tests are CPU-bound and use both.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/contract/**/*.test.ts', 'src/features/*/contract/**/*.test.ts', 'src/server/**/*.test.ts', 'src/features/*/server/**/*.test.ts'],
          exclude: ['**/*.api.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: clientDirs.flatMap((d) => [`${d}/**/*.test.ts`, `${d}/**/*.test.tsx`]),
          setupFiles: ['tests/helpers/client-setup.ts'],
          // Whole pages render in happy-dom; on a loaded 2-core machine a few take more than the
          // default 5 s. Tests never fail for being slow.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: apiFiles,
          exclude: [isolatedApiFiles],
          ...apiTimeouts,
          // Each file gets its own database (SQLite file or PostgreSQL schema), so files run in parallel.
          pool: 'forks',
          // Importing the whole server takes ~5 s a file; without isolation a worker imports it once and
          // each file builds its own app on its own database (ADR 0041). A file that mocks a module
          // is named *.isolated.api.test.ts and runs in the project below.
          isolate: false,
          maxWorkers: apiWorkers,
          // Vitest runs projects of one group with one worker count; this one has its own.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: { name: 'api-isolated', environment: 'node', include: [isolatedApiFiles], ...apiTimeouts, pool: 'forks', sequence: { groupOrder: 2 } },
      },
      {
        resolve: { alias },
        test: {
          // Real server processes on PostgreSQL + Redis (`npm run test:cluster`); skipped when either is missing.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
