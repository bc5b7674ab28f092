import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const clientOnly = ['**/src/app/**', '**/src/components/**', '**/src/lib/**', '**/src/sync/**', '**/src/workers/**', '**/features/*/client/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**', '.tmp-*', '.vitest-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The house rules of ARCHITECTURE.md: client code never reaches into the server, and back.
    files: clientOnly.map((g) => `${g}/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/server', '@/server/*', '**/features/*/server/**'], message: 'Client code must not import server code; use the feature contract.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/features/*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?:(?:\\.\\./)+|@/)(?:app|components|lib|sync|workers)(?:/|$)|(?:^|/)client(?:/|$)', message: 'Server code must not import client code.' }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.ts', 'src/server/start.ts', 'src/server/cli/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
