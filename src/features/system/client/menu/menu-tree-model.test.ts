import { describe, expect, it } from 'vitest';
import type { MenuAdminNode } from '@/features/system/contract';
import { directoryOptions, flattenTree, parentsOf, projectDrop, sameAddress, sortAfterDrop } from './menu-tree-model';

let order = 0;
function node(id: string, type: number, children: MenuAdminNode[] = [], parentId = '-1', urlAddress: string | null = null): MenuAdminNode {
  const sortCode = order++;
  const kids = children.map((c, i) => ({ ...c, parentId: id, sortCode: i }));
  return {
    id, parentId, type, enCode: id, fullName: id.toUpperCase(), fullNameZhtw: null, fullNameEn: null, icon: null, urlAddress, linkTarget: null, keepAlive: 1,
    propertyJson: null, sortCode, enabledMark: 1, hidden: 0, description: null, builtIn: false, customised: false,
    counts: { button: 0, column: 0, form: 0, scheme: 0 }, creatorTime: 0, lastModifyTime: null, hasChildren: kids.length > 0, children: kids,
  };
}
/**
 * sys (dir)        depth 0
 *   log (page)     depth 1
 *   area (page)    depth 1
 *   sub (dir)      depth 1
 *     x (page)     depth 2
 * home (page)      depth 0
 */
const tree = (): MenuAdminNode[] => {
  const roots = [node('sys', 1, [node('log', 2, [], 'sys', 'system/log'), node('area', 2, [], 'sys', 'system/area'), node('sub', 1, [node('x', 2, [], 'sub', 'x/page')])]), node('home', 2, [], '-1', 'home')];
  return roots.map((r, i) => ({ ...r, sortCode: i }));
};
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('the menu tree as rows, and where a drag lands', () => {
  it('flattens in display order with depths, leaving out the children of folded entries and of the dragged one', () => {
    const rows = flattenTree(tree(), new Set());
    expect(rows.map((r) => [r.id, r.depth])).toEqual([['sys', 0], ['log', 1], ['area', 1], ['sub', 1], ['x', 2], ['home', 0]]);
    expect(ids(flattenTree(tree(), new Set(['sub'])))).toEqual(['sys', 'log', 'area', 'sub', 'home']);
    expect(ids(flattenTree(tree(), new Set(), 'sys'))).toEqual(['sys', 'home']);
    expect(parentsOf(tree())).toEqual(['sys', 'sub']);
  });

  it('reorders among siblings when dropped straight over a sibling', () => {
    const rows = flattenTree(tree(), new Set());
    const p = projectDrop(rows, 'area', 'log', 0, 24)!;
    expect(p).toEqual({ depth: 1, parentId: 'sys' });
    expect(sortAfterDrop(rows, 'area', 'log', p)).toEqual([{ id: 'area', parentId: 'sys', sortCode: 0 }, { id: 'log', parentId: 'sys', sortCode: 1 }]);
    expect(sortAfterDrop(rows, 'log', 'log', projectDrop(rows, 'log', 'log', 0, 24)!)).toEqual([]);
  });

  it('goes into a directory when pulled right under it, never under a page', () => {
    const rows = flattenTree(tree(), new Set());
    // home dragged up over x lands between sub and x: under sub (a directory) at x's depth.
    const intoSub = projectDrop(rows, 'home', 'x', 200, 24)!;
    expect(intoSub).toEqual({ depth: 2, parentId: 'sub' });
    expect(sortAfterDrop(rows, 'home', 'x', intoSub)).toEqual([{ id: 'home', parentId: 'sub', sortCode: 0 }, { id: 'x', parentId: 'sub', sortCode: 1 }]);
    // Over area, the row above is log (a page): however far right it is pulled, it stays log's sibling.
    expect(projectDrop(rows, 'home', 'area', 200, 24)).toEqual({ depth: 1, parentId: 'sys' });
    // A folded directory takes a row dropped just under it and pulled one level right.
    const folded = flattenTree(tree(), new Set(['sub']));
    expect(projectDrop(folded, 'log', 'sub', 24, 24)).toEqual({ depth: 2, parentId: 'sub' });
    expect(projectDrop(folded, 'log', 'sub', 0, 24)).toEqual({ depth: 1, parentId: 'sys' });
  });

  it('comes out to the top when pulled left, but no shallower than the row below it', () => {
    const rows = flattenTree(tree(), new Set());
    const out = projectDrop(rows, 'x', 'home', -100, 24)!;
    expect(out).toEqual({ depth: 0, parentId: '-1' });
    expect(sortAfterDrop(rows, 'x', 'home', out)).toEqual([{ id: 'x', parentId: '-1', sortCode: 2 }]);
    // log pulled left over area: area still below at depth 1, so log stays in sys.
    expect(projectDrop(rows, 'log', 'area', -100, 24)).toEqual({ depth: 1, parentId: 'sys' });
  });

  it('offers only directories outside the entry as parents, and finds pages sharing an address', () => {
    expect(directoryOptions(tree())).toEqual([{ value: 'sys', label: 'SYS' }, { value: 'sub', label: 'SYS / SUB' }]);
    expect(directoryOptions(tree(), 'sys')).toEqual([]);
    expect(sameAddress(tree(), '/system/log?x=1').map((n) => n.id)).toEqual(['log']);
    expect(sameAddress(tree(), 'system/log', 'log')).toEqual([]);
    expect(sameAddress(tree(), '')).toEqual([]);
  });
});
