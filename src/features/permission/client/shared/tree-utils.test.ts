import { describe, expect, it } from 'vitest';
import { filterTree, flattenTree, subtreeIds, uniqueLeaves } from './tree-utils';

type N = { id: string; type: string; name: string; children?: N[] };
const tree: N[] = [
  { id: 'g', type: 'global', name: '全局', children: [{ id: 'r1', type: 'role', name: '管理员' }] },
  { id: 'c', type: 'company', name: '公司', children: [{ id: 'd', type: 'department', name: '仓储部', children: [{ id: 'r1', type: 'role', name: '管理员' }, { id: 'r2', type: 'role', name: '员工' }] }] },
];

describe('tree helpers', () => {
  it('flattens parents before children', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['g', 'r1', 'c', 'd', 'r1', 'r2']);
  });
  it('a role under several organisations is listed once', () => {
    expect(uniqueLeaves(tree, 'role').map((n) => n.id)).toEqual(['r1', 'r2']);
  });
  it('a subtree holds the node and everything below it', () => {
    expect([...subtreeIds(tree, 'c')]).toEqual(['c', 'd', 'r1', 'r2']);
  });
  it('a filtered tree keeps the ancestors of every match', () => {
    const found = filterTree(tree, (n) => n.name === '员工');
    expect(found.map((n) => n.id)).toEqual(['c']);
    expect(flattenTree(found).map((n) => n.id)).toEqual(['c', 'd', 'r2']);
  });
});
