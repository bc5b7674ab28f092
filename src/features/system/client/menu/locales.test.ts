import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleProblems, clientSources, localeKeys, withoutComments } from '@/lib/testing/locale-check';
import { MENU_TYPES, MODULE_ITEM_KINDS } from '@/features/system/contract';
import { SCOPE_TYPES } from '@/contract/data-scope';
import { ICON_CATEGORIES } from '@/contract/icons';
import en from '../../../../../locales/system-menu/en.json';
import zh from '../../../../../locales/system-menu/zh.json';
import zhtw from '../../../../../locales/system-menu/zhtw.json';
import iconsEn from '../../../../../locales/icons/en.json';
import iconsZh from '../../../../../locales/icons/zh.json';
import iconsZhtw from '../../../../../locales/icons/zhtw.json';

const root = path.resolve(import.meta.dirname, '..');
const files = [...clientSources(path.join(root, 'menu')), ...clientSources(path.join(root, 'icons')), ...clientSources(path.join(root, 'language'))];

describe('system-menu and icons locales (菜单管理, 图标管理, 翻译管理)', () => {
  it('zhtw and en hold every key zh has, and nothing more; none is empty', () => {
    expect(bundleProblems(zh, zhtw, en)).toEqual([]);
    expect(bundleProblems(iconsZh, iconsZhtw, iconsEn)).toEqual([]);
  });

  it('every key the pages ask for exists, and the pages hold no Chinese text of their own', () => {
    const known = new Set(localeKeys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1]!)).filter((k) => !k.startsWith('categories.') && !['search', 'all', 'count', 'empty'].includes(k));
    const dynamic = [
      ...MENU_TYPES.map((n) => `types.${n}`), ...MODULE_ITEM_KINDS.map((k) => `items.kinds.${k}`), 'items.kinds.scheme', ...SCOPE_TYPES.map((s) => `schemes.scopes.${s}`),
      'language.langs.zh', 'language.langs.zhtw', 'language.langs.en', 'tree.expand', 'tree.fold',
    ];
    expect(used.length).toBeGreaterThan(60);
    expect([...used, ...dynamic].filter((k) => !known.has(k))).toEqual([]);
    expect(ICON_CATEGORIES.map((c) => c.key).filter((k) => !(k in iconsZh.categories))).toEqual([]);
    expect(files.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
