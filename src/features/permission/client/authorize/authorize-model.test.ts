import { describe, expect, it } from 'vitest';
import type { AuthorizeTreeNode } from '@/features/permission/contract';
import { emptyValues, idsUnder, indexTree, setChecked, stateOf, tabTree } from './authorize-model';

const node = (id: string, parentId: string, type: number, extra: Partial<AuthorizeTreeNode> = {}): AuthorizeTreeNode => ({
  id, parentId, enCode: id, fullName: id, type, icon: null, buttons: [], columns: [], forms: [], schemes: [], children: [], ...extra,
});
const tree: AuthorizeTreeNode[] = [
  node('system', '-1', 1, {
    children: [
      node('log', 'system', 2, {
        buttons: [{ id: 'b-export', enCode: 'btn_export', fullName: '导出' }, { id: 'b-remove', enCode: 'btn_remove', fullName: '删除' }],
        columns: [{ id: 'c-ip', enCode: 'ip', fullName: 'IP' }],
      }),
      node('cache', 'system', 2),
    ],
  }),
  node('perm', '-1', 1, { children: [node('user', 'perm', 2, { schemes: [{ id: 's-mine', enCode: 'mine', fullName: '仅本人', scopeType: 'self' }] })] }),
];
const index = indexTree(tree);

describe('authorise screen rules', () => {
  it('checking a page brings its directory; checking a directory brings every page below it', () => {
    expect(setChecked(emptyValues(), index, 'module', ['log'], true).module).toEqual(['system', 'log']);
    expect(setChecked(emptyValues(), index, 'module', ['system'], true).module).toEqual(['system', 'log', 'cache']);
  });

  it('checking a button checks its menu and the directories above it', () => {
    const v = setChecked(emptyValues(), index, 'button', ['b-export'], true);
    expect(v.button).toEqual(['b-export']);
    expect(v.module).toEqual(['system', 'log']);
  });

  it('unchecking a menu drops its buttons, columns and schemes, and a directory left empty', () => {
    let v = setChecked(emptyValues(), index, 'button', ['b-export', 'b-remove'], true);
    v = setChecked(v, index, 'column', ['c-ip'], true);
    v = setChecked(v, index, 'module', ['log'], false);
    expect(v).toEqual(emptyValues());
  });

  it('an item tab lists only menus that hold such items, with the items as leaves', () => {
    const buttons = tabTree(tree, 'button');
    expect(buttons.map((n) => n.label)).toEqual(['system']);
    expect(buttons[0]!.children.map((n) => n.label)).toEqual(['log']);
    expect(idsUnder(buttons[0]!)).toEqual(['b-export', 'b-remove']);
    // The data tab keeps every page, so schemes can be made for it.
    expect(tabTree(tree, 'resource').flatMap((n) => n.children.map((c) => c.label))).toEqual(['log', 'cache', 'user']);
  });

  it('a branch is indeterminate while only some leaves are chosen', () => {
    const [system] = tabTree(tree, 'button');
    expect(stateOf(system!, new Set(['b-export']))).toBe('indeterminate');
    expect(stateOf(system!, new Set(['b-export', 'b-remove']))).toBe('checked');
    expect(stateOf(system!, new Set())).toBe('unchecked');
  });

  it('check all then deselect all on the menu tab leaves nothing', () => {
    const all = tabTree(tree, 'module').flatMap(idsUnder);
    const v = setChecked(emptyValues(), index, 'module', all, true);
    expect(v.module).toEqual(['system', 'log', 'cache', 'perm', 'user']);
    expect(setChecked(v, index, 'module', all, false).module).toEqual([]);
  });
});
