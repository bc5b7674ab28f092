import { MENU_DIRECTORY, MENU_ROOT, type MenuAdminNode } from '@/features/system/contract';

/** One visible row of the menu tree, in display order. */
export interface FlatMenu {
  id: string;
  parentId: string;
  depth: number;
  node: MenuAdminNode;
}

/** The rows a user sees: children of collapsed entries (and of `hide`, the entry being dragged) left out. */
export function flattenTree(nodes: readonly MenuAdminNode[], collapsed: ReadonlySet<string>, hide?: string, depth = 0): FlatMenu[] {
  return nodes.flatMap((node) => {
    const row: FlatMenu = { id: node.id, parentId: node.parentId, depth, node };
    if (collapsed.has(node.id) || node.id === hide) return [row];
    return [row, ...flattenTree(node.children, collapsed, hide, depth + 1)];
  });
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export interface Projection {
  depth: number;
  parentId: string;
}

/**
 * Where a dragged row lands (the dnd-kit tree pattern): over which row, and how far right it was
 * pulled (`offsetX`, one level per `indent` pixels). It may go one level under the row above only
 * when that row is a directory (only directories hold entries), and no shallower than the row below.
 */
export function projectDrop(rows: readonly FlatMenu[], activeId: string, overId: string, offsetX: number, indent: number): Projection | null {
  const activeIndex = rows.findIndex((r) => r.id === activeId);
  const overIndex = rows.findIndex((r) => r.id === overId);
  if (activeIndex < 0 || overIndex < 0) return null;
  const moved = moveItem(rows, activeIndex, overIndex);
  const active = rows[activeIndex]!;
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const maxDepth = previous ? previous.depth + (previous.node.type === MENU_DIRECTORY ? 1 : 0) : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  let parentId = MENU_ROOT;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else parentId = moved.slice(0, overIndex).reverse().find((r) => r.depth === depth)?.parentId ?? MENU_ROOT;
  }
  return { depth, parentId };
}

export interface SortEntry {
  id: string;
  parentId: string;
  sortCode: number;
}

/**
 * The order the server is sent after a drop: the entries of the target parent in their new order,
 * numbered from 0, only those whose parent or number changed. Empty when nothing moved.
 */
export function sortAfterDrop(rows: readonly FlatMenu[], activeId: string, overId: string, projection: Projection): SortEntry[] {
  const activeIndex = rows.findIndex((r) => r.id === activeId);
  const overIndex = rows.findIndex((r) => r.id === overId);
  if (activeIndex < 0 || overIndex < 0) return [];
  const moved = moveItem(rows, activeIndex, overIndex).map((r) => (r.id === activeId ? { ...r, parentId: projection.parentId } : r));
  const siblings = moved.filter((r) => r.parentId === projection.parentId);
  return siblings.flatMap((r, sortCode) => (r.node.parentId === projection.parentId && r.node.sortCode === sortCode ? [] : [{ id: r.id, parentId: projection.parentId, sortCode }]));
}

/** Ids of every entry that has children (to expand or fold all). */
export const parentsOf = (nodes: readonly MenuAdminNode[]): string[] => nodes.flatMap((n) => (n.children.length ? [n.id, ...parentsOf(n.children)] : []));

/** Directories a menu may be put under, as (id, label with its path) for a select; never the menu itself or below it. */
export function directoryOptions(nodes: readonly MenuAdminNode[], exceptId?: string, prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((n) => {
    if (n.id === exceptId || n.type !== MENU_DIRECTORY) return [];
    const label = prefix ? `${prefix} / ${n.fullName}` : n.fullName;
    return [{ value: n.id, label }, ...directoryOptions(n.children, exceptId, label)];
  });
}

/** Other page entries at the same address: one of them shadows the other for a user holding both. */
export function sameAddress(nodes: readonly MenuAdminNode[], urlAddress: string | null | undefined, exceptId?: string): MenuAdminNode[] {
  const key = (urlAddress ?? '').split('?')[0]!.replace(/^\/+|\/+$/g, '');
  if (!key) return [];
  const all = (list: readonly MenuAdminNode[]): MenuAdminNode[] => list.flatMap((n) => [n, ...all(n.children)]);
  return all(nodes).filter((n) => n.id !== exceptId && n.type !== MENU_DIRECTORY && n.type !== 7 && (n.urlAddress ?? '').split('?')[0]!.replace(/^\/+|\/+$/g, '') === key);
}

/** Entries whose name, code or address holds the keyword, with the directories above them (as the server filters). */
export function filterMenus(nodes: readonly MenuAdminNode[], keyword: string): MenuAdminNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const hit = (n: MenuAdminNode) => [n.fullName, n.enCode, n.urlAddress ?? '', n.fullNameEn ?? '', n.fullNameZhtw ?? ''].some((v) => v.toLowerCase().includes(k));
  return nodes.flatMap((n) => {
    if (hit(n)) return [n];
    const children = filterMenus(n.children, keyword);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** The entry with this id anywhere in the tree. */
export function findMenu(nodes: readonly MenuAdminNode[], id: string | null): MenuAdminNode | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findMenu(n.children, id);
    if (below) return below;
  }
  return undefined;
}
