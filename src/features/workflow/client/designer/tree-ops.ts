import type { Branch, FlowNode } from '@/features/workflow/contract';

/** What the "+" inserter adds. */
export const INSERT_KINDS = ['approver', 'cc', 'condition', 'parallel', 'subflow', 'timer'] as const;
export type InsertKind = (typeof INSERT_KINDS)[number];

/** A node or a branch: both carry a chain in `childNode`, and ids unique across both. */
type Owner = FlowNode | Branch;

/** A fresh id with the kind as prefix (`approver_k3x9a2`), unique against the ids the tree has. */
export function newId(prefix: string, taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const id = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.has(id)) return id;
  }
}

/** Every node and branch id of the tree. */
export function idsOf(root: FlowNode): Set<string> {
  const ids = new Set<string>();
  eachOwner(root, (o) => { ids.add(o.id); });
  return ids;
}

function eachOwner(node: FlowNode | null | undefined, visit: (o: Owner, parent: Owner | null) => void, parent: Owner | null = null): void {
  let prev = parent;
  for (let n = node; n; n = n.childNode) {
    visit(n, prev);
    if (n.type === 'condition' || n.type === 'parallel')
      for (const b of n.branches) { visit(b, n); eachOwner(b.childNode, visit, b); }
    prev = n;
  }
}

/** The node or branch with the id, and the owner whose `childNode` it is (branches: their group). */
function locate(root: FlowNode, id: string): { owner: Owner; parent: Owner | null } | null {
  let found: { owner: Owner; parent: Owner | null } | null = null;
  eachOwner(root, (owner, parent) => { if (!found && owner.id === id) found = { owner, parent }; });
  return found;
}

/** Names of new nodes and branches, in the designer's language. */
export interface NewNames { node(kind: InsertKind): string; branch(kind: 'condition' | 'parallel', n: number): string; otherwise: string }

const branchOf = (id: string, name: string, isDefault = false): Branch => ({ id, name, conditions: [], isDefault, childNode: null });

/** A node of the kind with the contract's defaults; groups come with two branches (a condition's second is the default). */
export function makeNode(kind: InsertKind, names: NewNames, taken: ReadonlySet<string>): FlowNode {
  const ids = new Set(taken);
  const fresh = (p: string) => { const id = newId(p, ids); ids.add(id); return id; };
  const base = { id: fresh(kind), name: names.node(kind), childNode: null };
  const people = { kind: 'users' as const, ids: [], levels: 1, field: '' };
  switch (kind) {
    case 'approver':
      return { ...base, type: 'approver', assignee: people, mode: 'sequential', ratio: 50, emptyRule: 'admin', timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: {} };
    case 'cc':
      return { ...base, type: 'cc', assignee: people, formRights: {} };
    case 'condition':
      return { ...base, type: 'condition', branches: [branchOf(fresh('branch'), names.branch('condition', 1)), branchOf(fresh('branch'), names.otherwise, true)] };
    case 'parallel':
      return { ...base, type: 'parallel', branches: [branchOf(fresh('branch'), names.branch('parallel', 1)), branchOf(fresh('branch'), names.branch('parallel', 2))] };
    case 'subflow':
      return { ...base, type: 'subflow', flowCode: '', wait: true };
    case 'timer':
      return { ...base, type: 'timer', minutes: 60 };
  }
}

/** Puts `node` right after the node or at the top of the branch `afterId`; what followed now follows it. */
export function insertAfter<T extends FlowNode>(root: T, afterId: string, node: FlowNode): T {
  const next = structuredClone(root);
  const at = locate(next, afterId);
  if (!at) return root;
  node.childNode = at.owner.childNode ?? null;
  at.owner.childNode = node;
  return next;
}

const lastOf = (node: FlowNode): FlowNode => { let n = node; while (n.childNode) n = n.childNode; return n; };

/** Removes a node (not the start); a group goes with its branches, what followed its join stays. */
export function removeNode<T extends FlowNode>(root: T, id: string): T {
  const next = structuredClone(root);
  const at = locate(next, id);
  if (!at || !at.parent || !('type' in at.owner) || at.owner.type === 'start') return root;
  at.parent.childNode = at.owner.childNode ?? null;
  return next;
}

/** Removes a branch; with two branches left the group dissolves and the other branch's chain takes its place. */
export function removeBranch<T extends FlowNode>(root: T, branchId: string): T {
  const next = structuredClone(root);
  const at = locate(next, branchId);
  const group = at?.parent;
  if (!group || !('type' in group) || (group.type !== 'condition' && group.type !== 'parallel')) return root;
  group.branches = group.branches.filter((b) => b.id !== branchId);
  if (group.branches.length >= 2) return next;
  const holder = locate(next, group.id)!.parent!;
  const kept = group.branches[0]?.childNode ?? null;
  if (kept) lastOf(kept).childNode = group.childNode ?? null;
  holder.childNode = kept ?? group.childNode ?? null;
  return next;
}

/** Adds a branch to a group; a condition group keeps its default branch last. */
export function addBranch<T extends FlowNode>(root: T, groupId: string, names: NewNames): T {
  const next = structuredClone(root);
  const group = locate(next, groupId)?.owner;
  if (!group || !('type' in group) || (group.type !== 'condition' && group.type !== 'parallel')) return root;
  const branch = branchOf(newId('branch', idsOf(next)), names.branch(group.type, group.branches.length));
  const at = group.type === 'condition' && group.branches.at(-1)?.isDefault ? group.branches.length - 1 : group.branches.length;
  group.branches.splice(at, 0, branch);
  return next;
}

/** Replaces a node's or branch's settings (not its chain). */
export function updateOwner<T extends FlowNode>(root: T, id: string, patch: Partial<FlowNode> | Partial<Branch>): T {
  const next = structuredClone(root);
  const at = locate(next, id);
  if (!at) return root;
  const { childNode: _c, ...rest } = patch as Partial<Branch>;
  Object.assign(at.owner, rest);
  return next;
}

/** The node or branch with the id, as it is in the tree. */
export function ownerById(root: FlowNode, id: string): Owner | null {
  return locate(root, id)?.owner ?? null;
}

export const isBranch = (o: Owner): o is Branch => !('type' in o);

/** The kind of group a branch belongs to (null for a node or an unknown id). */
export function groupKindOf(root: FlowNode, branchId: string): 'condition' | 'parallel' | null {
  const at = locate(root, branchId);
  if (!at || !isBranch(at.owner) || !at.parent || isBranch(at.parent)) return null;
  return at.parent.type === 'condition' || at.parent.type === 'parallel' ? at.parent.type : null;
}
