import { describe, expect, it } from 'vitest';
import { checkFlowTree, engineBody, newFlowTree, walkNodes, type ConditionNode, type FlowNode } from '@/features/workflow/contract';
import { addBranch, idsOf, insertAfter, makeNode, removeBranch, removeNode, updateOwner, type NewNames } from './tree-ops';

const names: NewNames = { node: (k) => k, branch: (k, n) => `${k}${n}`, otherwise: 'otherwise' };
const types = (root: FlowNode) => { const out: string[] = []; walkNodes(root, (n) => out.push(n.id)); return out; };
const chainTypes = (n: FlowNode | null | undefined): string[] => (n ? [n.type, ...chainTypes(n.childNode)] : []);

function withGroup() {
  const tree = newFlowTree();
  const group = makeNode('condition', names, idsOf(tree)) as ConditionNode;
  const withIt = insertAfter(tree, 'approver1', group);
  const cc = makeNode('cc', names, idsOf(withIt));
  return { tree: insertAfter(withIt, group.branches[0]!.id, cc), group, cc };
}

describe('flow tree edits', () => {
  it('inserts after a node or at the top of a branch, keeping what followed, and never reuses an id', () => {
    const { tree, group, cc } = withGroup();
    expect(chainTypes(tree)).toEqual(['start', 'approver', 'condition']);
    const after = insertAfter(tree, 'start', makeNode('timer', names, idsOf(tree)));
    expect(chainTypes(after)).toEqual(['start', 'timer', 'approver', 'condition']);
    expect(types(tree)).toContain(cc.id);
    expect(group.branches.map((b) => b.isDefault)).toEqual([false, true]);
    expect(cc.id).toMatch(/^cc_[a-z0-9]{6}$/);
    expect(makeNode('cc', names, idsOf(tree)).id).not.toBe(cc.id);
    expect(types(newFlowTree())).toEqual(['start', 'approver1']);
  });

  it('adds a condition before the default branch, and removing a group keeps what follows its join', () => {
    const { tree, group } = withGroup();
    const more = addBranch(tree, group.id, names);
    const g = more.childNode!.childNode as ConditionNode;
    expect(g.branches.map((b) => [b.name, b.isDefault])).toEqual([['condition1', false], ['condition2', false], ['otherwise', true]]);
    const timer = makeNode('timer', names, idsOf(more));
    const joined = insertAfter(more, group.id, timer);
    expect(chainTypes(removeNode(joined, group.id))).toEqual(['start', 'approver', 'timer']);
    expect(removeNode(joined, 'start')).toBe(joined);
  });

  it('removing one of two branches dissolves the group into the other branch chain', () => {
    const { tree, group, cc } = withGroup();
    const timer = makeNode('timer', names, idsOf(tree));
    const joined = insertAfter(tree, group.id, timer);
    const left = removeBranch(joined, group.branches[1]!.id);
    expect(chainTypes(left)).toEqual(['start', 'approver', 'cc', 'timer']);
    expect(types(left)).toContain(cc.id);
    const right = removeBranch(joined, group.branches[0]!.id);
    expect(chainTypes(right)).toEqual(['start', 'approver', 'timer']);
  });

  it('a condition group with a rule on a form field and a default branch passes the contract\'s publish checks', () => {
    const group = makeNode('condition', names, idsOf(newFlowTree())) as ConditionNode;
    const tree = insertAfter(newFlowTree(), 'approver1', group);
    const ruled = updateOwner(tree, group.branches[0]!.id, { conditions: [{ subject: 'field', field: 'days', op: 'gt', value: 3 }] });
    expect(checkFlowTree(ruled, new Set(['days']))).toEqual([]);
    expect(engineBody.safeParse({ fullName: '请假', enCode: 'leave', flowTree: ruled }).success).toBe(true);
    const noDefault = updateOwner(ruled, group.branches[1]!.id, { isDefault: false, conditions: [{ subject: 'field', field: 'days', op: 'lt', value: 2 }] });
    expect(checkFlowTree(noDefault, new Set(['days'])).map((p) => p.nodeId)).toContain(group.id);
  });
});
