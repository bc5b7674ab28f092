import { describe, expect, it } from 'vitest';
import { typeTreeOf } from './local-types';

const rows = [
  { id: 'sys', parentId: '0', fullName: '系统字典', enCode: 'system', isTree: 0, sortCode: 1, enabledMark: 1 },
  { id: 'it', parentId: 'sys', fullName: '物品类型', enCode: 'itemType', isTree: 0, sortCode: 1, enabledMark: 1 },
  { id: 'is', parentId: 'sys', fullName: '物品状态', enCode: 'itemStatus', isTree: 0, sortCode: 2, enabledMark: 1 },
  { id: 'ind', parentId: '0', fullName: '行业分类', enCode: 'industry', isTree: 1, sortCode: 2, enabledMark: 1 },
];

describe('the 字典分类 tree from the device store', () => {
  it('nests types under their parents in sort order', () => {
    const tree = typeTreeOf(rows, '');
    expect(tree.map((n) => n.enCode)).toEqual(['system', 'industry']);
    expect(tree[0]!.children?.map((n) => n.fullName)).toEqual(['物品类型', '物品状态']);
    expect(tree[0]!.hasChildren).toBe(true);
    expect(tree[1]).toMatchObject({ isTree: 1, hasChildren: false, children: undefined });
  });

  it('keeps matches by name or code with the branch that leads to them', () => {
    expect(typeTreeOf(rows, '状态')).toEqual([expect.objectContaining({ enCode: 'system', children: [expect.objectContaining({ enCode: 'itemStatus' })] })]);
    expect(typeTreeOf(rows, 'INDUSTRY').map((n) => n.fullName)).toEqual(['行业分类']);
    expect(typeTreeOf(rows, '不存在')).toEqual([]);
  });
});
