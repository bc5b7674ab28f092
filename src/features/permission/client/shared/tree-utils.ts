/** Small helpers over the `children` trees the permission endpoints answer. */
export interface TreeLike<T> {
  id: string;
  children?: T[];
}

/** Depth-first list of every node (parents before children). */
export function flattenTree<T extends TreeLike<T>>(nodes: readonly T[] | undefined): T[] {
  const out: T[] = [];
  const walk = (list: readonly T[] | undefined) => {
    for (const node of list ?? []) {
      out.push(node);
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** Ids of the node and everything below it. */
export function subtreeIds<T extends TreeLike<T>>(nodes: readonly T[], id: string): Set<string> {
  const found = flattenTree(nodes).find((n) => n.id === id);
  return new Set(found ? flattenTree([found]).map((n) => n.id) : []);
}

/** Unique leaves of a picker tree of the given type (a role under several organisations appears once). */
export function uniqueLeaves<T extends TreeLike<T> & { type: string }>(nodes: readonly T[], type: string): T[] {
  const seen = new Map<string, T>();
  for (const node of flattenTree(nodes)) if (node.type === type && !seen.has(node.id)) seen.set(node.id, node);
  return [...seen.values()];
}

/** Keeps the nodes matching `keep` together with their ancestors (for tree search boxes). */
export function filterTree<T extends TreeLike<T>>(nodes: readonly T[], keep: (node: T) => boolean): T[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keep);
    return keep(node) || children.length ? [{ ...node, children }] : [];
  });
}
