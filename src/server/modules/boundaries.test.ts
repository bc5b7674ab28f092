import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import qingban from '../../../eslint/boundaries.js';

const root = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { qingban }, rules: { 'qingban/boundaries': 'error' as const } }];

/** The messages the rule gives `code` written in the file at `file` (relative to the project). */
const lint = (file: string, code: string) => linter.verify(code, config, { filename: path.join(root, file) }).map((m) => m.message);

describe('import boundaries (ADR 0010)', () => {
  it('lets a feature use its own code, the shell and other features\' contracts', () => {
    expect(lint('src/features/assets/server/x.ts', "import { a } from './item-service';\nimport { b } from '../../../server/sync/collections';\nimport { c } from '../../stocktaking/contract';")).toEqual([]);
    expect(lint('src/features/assets/client/x.ts', "import { a } from '@/features/files/contract';\nimport { b } from '@/sync/db';")).toEqual([]);
  });

  it('refuses a feature reaching into another feature\'s server or client code, the sync server included', () => {
    expect(lint('src/features/stocktaking/server/x.ts', "import { a } from '../../assets/server/visibility';")).toEqual([expect.stringContaining('only through its contract')]);
    expect(lint('src/features/assets/server/x.ts', "import { a } from '../../../features/sync/server/routes';")).toEqual([expect.stringContaining('only through its contract')]);
    expect(lint('src/features/assets/client/x.tsx', "const p = () => import('@/features/stocktaking/client/StocktakePage');")).toEqual([expect.stringContaining('only through its contract')]);
  });

  it('refuses a feature importing the module lists (the circle the registry removed)', () => {
    expect(lint('src/features/sync/server/x.ts', "import { featureRegistry } from '../../../server/features';")).toEqual([expect.stringContaining('never imports the module list')]);
    expect(lint('src/features/sync/client/x.ts', "import { clientFeatures } from '@/app/features';")).toEqual([expect.stringContaining('never imports the module list')]);
  });

  it('lets only the lists import a feature\'s module, and the shells nothing else of a feature', () => {
    expect(lint('src/server/features.ts', "import { assetsModule } from '../features/assets/server/module';")).toEqual([]);
    expect(lint('src/app/features.ts', "import { assetsModule } from '@/features/assets/client/module';")).toEqual([]);
    expect(lint('src/server/app.ts', "import { registerAssetRoutes } from '../features/assets/server/routes';")).toEqual([expect.stringContaining('src/server/features.ts')]);
    expect(lint('src/app/layout/X.tsx', "import { SyncPage } from '@/features/sync/client/SyncPage';")).toEqual([expect.stringContaining('src/app/features.ts')]);
  });

  it('keeps client and server apart', () => {
    expect(lint('src/sync/x.ts', "import { a } from '@/server/db/schema';")).toEqual([expect.stringContaining('Client code must not import server code')]);
    expect(lint('src/server/x.ts', "import { a } from '../lib/format';")).toEqual([expect.stringContaining('Server code must not import client code')]);
    expect(lint('src/features/assets/server/x.ts', "import { a } from '../client/plan/PlanPage';")).toEqual([expect.stringContaining('Server code must not import client code')]);
  });
});
