import { describe, expect, it } from 'vitest';
import { createMenuSearch, FUSE_OPTIONS, spell } from './menu-search-core';

const entries = [
  { path: '/permission/user', title: '用户管理' },
  { path: '/permission/role', title: '角色管理' },
  { path: '/system/log', title: '系统日志' },
  { path: '/system/area', title: '行政区划' },
];

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
