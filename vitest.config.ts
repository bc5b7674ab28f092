import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };
const clientDirs = ['src/app', 'src/components', 'src/lib', 'src/sync', 'src/workers', 'src/features/*/client'];

export default defineConfig({
  resolve: { alias },
  test: {
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
          include: ['tests/api/**/*.test.ts', 'src/features/*/server/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database (SQLite file or PostgreSQL schema), so files run in parallel.
          pool: 'forks',
        },
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
