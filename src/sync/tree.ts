import type { LocalRow } from './types';

export interface TreeNode extends LocalRow {
  children: TreeNode[];
  hasChildren: boolean;
  isLeaf: boolean;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number.MAX_SAFE_INTEGER);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Sort code first, then name (Chinese collation). */
export function byName(a: LocalRow, b: LocalRow): number {
  return num(a.sortCode) - num(b.sortCode) || text(a.fullName ?? a.realName).localeCompare(text(b.fullName ?? b.realName), 'zh-CN');
}

/** Rows with `parentId` into a forest; a row whose parent is absent (or '-1', '0') is a root. */
export function buildTree(rows: readonly LocalRow[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const row of [...rows].sort(byName)) nodes.set(row.id, { ...row, children: [], hasChildren: false, isLeaf: true });
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = typeof node.parentId === 'string' ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) {
      parent.children.push(node);
      parent.hasChildren = true;
      parent.isLeaf = false;
    } else roots.push(node);
  }
  return roots;
}
