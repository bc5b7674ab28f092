import { DICT_ROOT } from '../contract';

type Node<T> = T & { hasChildren: boolean; children?: Node<T>[] };

/** Nests rows under their parents (in the order given); a row whose parent is absent becomes a root. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[]): Node<T>[] {
  const nodes = new Map<string, Node<T>>(rows.map((r) => [r.id, { ...r, hasChildren: false }]));
  const roots: Node<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === DICT_ROOT ? undefined : nodes.get(node.parentId);
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.hasChildren = true;
    (parent.children ??= []).push(node);
  }
  return roots;
}

/** Ids of `id` and everything below it. */
export function subtreeIds(rows: { id: string; parentId: string }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) if (out.has(r.parentId) && !out.has(r.id)) { out.add(r.id); grew = true; }
  }
  return out;
}

/** Rows matching `match`, plus their ancestors so the tree still hangs together. */
export function withAncestors<T extends { id: string; parentId: string }>(rows: T[], match: (r: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!match(r)) continue;
    for (let at: T | undefined = r; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  return rows.filter((r) => keep.has(r.id));
}
