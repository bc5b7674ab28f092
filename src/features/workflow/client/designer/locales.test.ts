import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import { clientSources, localeKeys } from '@/lib/testing/locale-check';
import en from '../../../../../locales/workflow-designer/en.json';
import zh from '../../../../../locales/workflow-designer/zh.json';
import zhtw from '../../../../../locales/workflow-designer/zhtw.json';

// The list page (engine/) and the designer share the bundle.
const dirs = ['engine', 'designer'].map((d) => path.join(import.meta.dirname, '..', d));
for (const dir of dirs) describeLocaleBundle(`workflow-designer ${path.basename(dir)}`, { zh, zhtw, en }, dir);

describe('workflow-designer keys built at run time', () => {
  it('every key of the kinds, modes and operators the designer builds exists', () => {
    const known = new Set(localeKeys(zh));
    const sources = dirs.flatMap((dir) => clientSources(dir)).map((f) => readFileSync(f, 'utf8'));
    const dynamic = sources.flatMap((src) => [...src.matchAll(/t\(`([a-zA-Z.]+)\.\$\{/g)].map((m) => m[1]!));
    expect(dynamic.length).toBeGreaterThan(5);
    for (const prefix of dynamic) expect([...known].some((k) => k.startsWith(`${prefix}.`))).toBe(true);
  });
});
