import type { DictTypeNode } from '@/features/dictionary/contract';
import { buildTree, type TreeNode } from '@/sync/tree';
import type { LocalRow } from '@/sync/types';

const toNode = (n: TreeNode): DictTypeNode => ({
  id: n.id, parentId: String(n.parentId ?? '0'), fullName: String(n.fullName ?? ''), enCode: String(n.enCode ?? ''),
  isTree: Number(n.isTree ?? 0), sortCode: Number(n.sortCode ?? 0), enabledMark: Number(n.enabledMark ?? 1),
  hasChildren: n.children.length > 0, children: n.children.length ? n.children.map(toNode) : undefined,
});

/** Keeps a node whose name or code contains the keyword, or that has such a descendant. */
function prune(nodes: DictTypeNode[], keyword: string): DictTypeNode[] {
  return nodes.flatMap((n) => {
    const children = prune(n.children ?? [], keyword);
    const hit = n.fullName.includes(keyword) || n.enCode.toLowerCase().includes(keyword.toLowerCase());
    return hit || children.length ? [{ ...n, children: children.length ? children : undefined, hasChildren: children.length > 0 }] : [];
  });
}

/** The 字典分类 tree from the device's `dictionaries` rows, filtered like the server's keyword search. */
export function typeTreeOf(rows: readonly LocalRow[], keyword: string): DictTypeNode[] {
  const tree = buildTree(rows).map(toNode);
  const k = keyword.trim();
  return k ? prune(tree, k) : tree;
}
