import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createMenuSearch, FUSE_OPTIONS, spell, type SearchEntry } from './menu-search-core';
import { menuCorpus, TYPED_QUERIES } from './testing/menu-corpus';

const entries = [
  { path: '/permission/user', title: '用户管理' },
  { path: '/permission/role', title: '角色管理' },
  { path: '/system/log', title: '系统日志' },
  { path: '/system/area', title: '行政区划' },
];

/** The search as it was before the narrowing index: Fuse over every entry. */
function fuseOverAll(list: readonly SearchEntry[]) {
  const fuse = new Fuse(list.map((e) => ({ ...e, ...spell(e.title) })), FUSE_OPTIONS);
  return (query: string, limit = 20) => {
    const text = query.trim().toLowerCase();
    return text ? fuse.search(text, { limit }).map(({ item }) => item.path) : [];
  };
}

function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

describe('menu search', () => {
  it('uses the weights of SPEC §5', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.keys).toEqual(expect.arrayContaining([{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }]));
  });

  it('spells titles in pinyin and initials', () => {
    expect(spell('用户管理')).toEqual({ spelled: 'yonghuguanli', initials: 'yhgl' });
  });

  it.each([
    ['系统日志', '/system/log'],
    ['xtrz', '/system/log'],
    ['yhgl', '/permission/user'],
    ['yonghu', '/permission/user'],
    ['area', '/system/area'],
  ])('%s finds %s first', (query, path) => {
    expect(createMenuSearch(entries).search(query)[0]?.path).toBe(path);
  });

  it('an empty query finds nothing; nonsense finds nothing', () => {
    const search = createMenuSearch(entries);
    expect(search.search('  ')).toEqual([]);
    expect(search.search('qqqqzzzz')).toEqual([]);
  });
});

describe('menu search with its narrowing index gives what Fuse over every entry gives', () => {
  const list = menuCorpus(1000);
  const indexed = createMenuSearch(list);
  const plain = fuseOverAll(list);
  const paths = (query: string, limit?: number) => indexed.search(query, limit).map((e) => e.path);

  it('for the typed keystrokes of the bench, same results in the same order', () => {
    for (const query of TYPED_QUERIES) expect(paths(query), query).toEqual(plain(query));
  });

  it('for prefixes, pinyin, initials, typos, paths, case and spaces of real titles', () => {
    const next = random(7);
    const queries = new Set<string>(['ZiChan', ' 用户 ', 'm12', '/m1', '999', 'guanli', 'gl', 'jh', 'caigou  jihua', '系統', 'xtrzgl', 'q']);
    // A whole title or path: Fuse scores a field equal to the query apart (0, not 0.001).
    for (const i of [1, 12, 123]) queries.add(list[i]!.title).add(list[i]!.path).add(spell(list[i]!.title).spelled);
    for (let n = 0; n < 40; n++) {
      const entry = list[Math.floor(next() * list.length)]!;
      const { spelled, initials } = spell(entry.title);
      const source = [entry.title, spelled, initials, entry.path][n % 4]!;
      const cut = source.slice(0, 1 + Math.floor(next() * source.length));
      queries.add(cut);
      // One typo: a character dropped, doubled or replaced.
      const at = Math.floor(next() * cut.length);
      queries.add([cut.slice(0, at) + cut.slice(at + 1), cut.slice(0, at) + cut[at] + cut.slice(at), cut.slice(0, at) + 'q' + cut.slice(at + 1)][n % 3]!);
    }
    for (const query of queries) expect(paths(query), JSON.stringify(query)).toEqual(plain(query));
  }, 30_000);

  it('puts a title equal to the query before an earlier one that only contains it, as Fuse does', () => {
    const menu = [{ path: '/a', title: '用户管理员' }, { path: '/b', title: '用户管理' }, { path: '/c', title: '用户管理员审核' }];
    const search = createMenuSearch(menu);
    expect(search.search('用户管理').map((e) => e.path)).toEqual(fuseOverAll(menu)('用户管理'));
    // With a limit the shortlist alone decides who is in: it must score the equal title as Fuse does.
    expect(search.search('用户管理', 1).map((e) => e.path)).toEqual(['/b']);
  });

  it('with other limits, and for a query longer than 32 characters (searched in full)', () => {
    expect(paths('xt', 5)).toEqual(plain('xt', 5));
    expect(paths('yhg', 200)).toEqual(plain('yhg', 200));
    const long = 'yonghu guanli xitong rizhi caigou jihua';
    expect(long.length).toBeGreaterThan(32);
    expect(paths(long)).toEqual(plain(long));
  });
});
