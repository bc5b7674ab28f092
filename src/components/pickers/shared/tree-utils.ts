import type { ReactNode } from 'react';

/** A node as the picker tree shows it; `data` is the server node behind it. */
export interface TreeItem<N = unknown> {
  key: string;
  label: string;
  data: N;
  children?: TreeItem<N>[];
  /** Lazy trees: the node has children not loaded yet. */
  hasChildren?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
}

type Raw = { children?: Raw[] };

/** Maps a server tree to tree items, depth first. */
export function mapTree<N extends Raw>(nodes: N[], toItem: (node: N) => Omit<TreeItem<N>, 'children' | 'data'>): TreeItem<N>[] {
  return nodes.map((node) => {
    const children = node.children?.length ? mapTree(node.children as N[], toItem) : undefined;
    return { ...toItem(node), data: node, children, hasChildren: children ? true : undefined };
  });
}

/** Keeps the items whose label holds the keyword, with their ancestors (the search box of §2). */
export function filterTree<N>(items: TreeItem<N>[], keyword: string): TreeItem<N>[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return items;
  const out: TreeItem<N>[] = [];
  for (const item of items) {
    if (item.label.toLowerCase().includes(k)) {
      out.push(item);
      continue;
    }
    const children = filterTree(item.children ?? [], keyword);
    if (children.length) out.push({ ...item, children });
  }
  return out;
}

/** Every item, depth first. */
export function flattenTree<N>(items: TreeItem<N>[]): TreeItem<N>[] {
  return items.flatMap((item) => [item, ...flattenTree(item.children ?? [])]);
}

/** Keys of every item with children: a filtered tree opens fully. */
export function branchKeys<N>(items: TreeItem<N>[]): string[] {
  return flattenTree(items).filter((i) => i.children?.length).map((i) => i.key);
}
