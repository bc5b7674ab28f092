import { MENU_ROOT, type MenuAdminNode } from '../../contract';
import type { MenuRepository, ModuleRow } from './menu-repository';

type Counts = Awaited<ReturnType<MenuRepository['counts']>>;
export interface Link {
  id: string;
  parentId: string;
}

export function toAdminNode(row: ModuleRow, counts: Counts, builtIn: boolean): MenuAdminNode {
  return {
    id: row.id, parentId: row.parentId, type: row.type, enCode: row.enCode, fullName: row.fullName,
    fullNameZhtw: row.fullNameZhtw, fullNameEn: row.fullNameEn, icon: row.icon, urlAddress: row.urlAddress,
    linkTarget: row.linkTarget, keepAlive: row.keepAlive, propertyJson: row.propertyJson, sortCode: row.sortCode,
    enabledMark: row.enabledMark, hidden: row.hidden, description: row.description,
    builtIn, customised: builtIn && row.customised === 1,
    counts: { button: counts.button.get(row.id) ?? 0, column: counts.column.get(row.id) ?? 0, form: counts.form.get(row.id) ?? 0, scheme: counts.scheme.get(row.id) ?? 0 },
    creatorTime: row.creatorTime, lastModifyTime: row.lastModifyTime, hasChildren: false, children: [],
  };
}

/**
 * Nodes into a tree by parentId, siblings by sortCode then enCode. An entry whose parent is gone
 * is shown at the top rather than lost.
 */
export function buildTree(nodes: MenuAdminNode[]): MenuAdminNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: MenuAdminNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId === MENU_ROOT ? undefined : byId.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const order = (list: MenuAdminNode[]) => {
    list.sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode));
    for (const n of list) {
      n.hasChildren = n.children.length > 0;
      order(n.children);
    }
  };
  order(roots);
  return roots;
}

/** Entries whose name, code or address holds the keyword, with the directories above them. */
export function filterTree(nodes: MenuAdminNode[], keyword: string): MenuAdminNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return nodes;
  const hit = (n: MenuAdminNode) => [n.fullName, n.enCode, n.urlAddress ?? '', n.fullNameEn ?? '', n.fullNameZhtw ?? ''].some((v) => v.toLowerCase().includes(k));
  return nodes.flatMap((n) => {
    if (hit(n)) return [n];
    const children = filterTree(n.children, keyword);
    return children.length ? [{ ...n, children, hasChildren: true }] : [];
  });
}

/** Every id below `id` (not itself). */
export function descendantsOf(links: readonly Link[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const l of links) children.set(l.parentId, [...(children.get(l.parentId) ?? []), l.id]);
  const out = new Set<string>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** Levels from the top (a top entry is 1); entries in a cycle count as too deep. */
export function depthOf(links: readonly Link[], id: string): number {
  const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
  let depth = 0;
  for (let at: string | undefined = id; at !== undefined && at !== MENU_ROOT; at = parentOf.get(at)) {
    if (++depth > links.length) return Number.POSITIVE_INFINITY;
  }
  return depth;
}

/** Whether parent links form a cycle anywhere (a move that would hang part of the tree in the air). */
export function hasCycle(links: readonly Link[]): boolean {
  return links.some((l) => depthOf(links, l.id) === Number.POSITIVE_INFINITY);
}
