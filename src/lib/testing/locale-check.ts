import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What every feature's locales test asks (tests only): the keys of a bundle, the client sources of a
 * folder (not tests, not the listed files), and code without its comments (so a Chinese comment is
 * not taken for a hard-coded string).
 */
export const localeKeys = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([k, v]) => (v && typeof v === 'object' ? localeKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

export function clientSources(dir: string, { except = [], deep = true }: { except?: readonly string[]; deep?: boolean } = {}): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return deep ? clientSources(full, { except, deep }) : [];
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !except.includes(f) ? [full] : [];
  });
}

export const readSources = (files: readonly string[]): string[] => files.map((f) => readFileSync(f, 'utf8'));

export const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * The three bundles of one area, as every locales test checks them first: zhtw and en hold exactly
 * zh's keys, and no string is empty. Answers the differences (empty when they agree), so the test's
 * own expect shows what is missing where.
 */
export function bundleProblems(zh: object, zhtw: object, en: object): string[] {
  const want = new Set(localeKeys(zh));
  const problems: string[] = [];
  for (const [name, bundle] of [['zhtw', zhtw], ['en', en]] as const) {
    const have = new Set(localeKeys(bundle));
    for (const k of want) if (!have.has(k)) problems.push(`${name} lacks ${k}`);
    for (const k of have) if (!want.has(k)) problems.push(`${name} has extra ${k}`);
  }
  for (const [name, bundle] of [['zh', zh], ['zhtw', zhtw], ['en', en]] as const) if (JSON.stringify(bundle).includes('""')) problems.push(`${name} has an empty string`);
  return problems;
}
