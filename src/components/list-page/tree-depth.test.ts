import { describe, expect, it } from 'vitest';
import { expandColumnWidth, shownDepth } from './tree-depth';

interface Node { id: string; children?: Node[] }
const tree: Node[] = [
  { id: 'a', children: [{ id: 'a1', children: [{ id: 'a1x' }] }] },
  { id: 'b', children: [{ id: 'b1' }] },
];
const kids = (n: Node) => n.children;
const id = (n: Node) => n.id;

describe('the depth a tree table shows', () => {
  it('counts only the levels that expanded rows open', () => {
    expect(shownDepth(tree, kids, {}, id)).toBe(0);
    expect(shownDepth(tree, kids, { b: true }, id)).toBe(1);
    expect(shownDepth(tree, kids, { a: true, a1: true }, id)).toBe(2);
    expect(shownDepth(tree, kids, { a1: true }, id)).toBe(0);
    expect(shownDepth(tree, kids, true, id)).toBe(2);
  });

  it('widens the expand column 16 px per level', () => {
    expect(expandColumnWidth(2) - expandColumnWidth(0)).toBe(32);
  });
});
