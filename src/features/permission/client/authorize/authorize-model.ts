import type { AuthorizeTreeNode, AuthorizeValues } from '@/features/permission/contract';

/** The five tabs of the authorise screen: menus, then the items that hang off a menu. */
export type AuthorizeTab = 'module' | 'button' | 'column' | 'form' | 'resource';
export type ItemKind = Exclude<AuthorizeTab, 'module'>;
const ITEMS_OF: Record<ItemKind, 'buttons' | 'columns' | 'forms' | 'schemes'> = { button: 'buttons', column: 'columns', form: 'forms', resource: 'schemes' };

/** A node of a checkbox tree: a menu (`m:` key on item tabs) or an item leaf. */
export interface CheckNode {
  key: string;
  label: string;
  /** The id saved for a leaf (or a menu on the menu tab); null for a menu branch on an item tab. */
  id: string | null;
  hint?: string;
  moduleId: string;
  /** The menu's type (1 directory, 2 page, …); data schemes belong to pages. */
  moduleType?: number;
  children: CheckNode[];
}

export interface ModuleIndex {
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  /** item id → its menu id, for every kind. */
  ownerOf: Map<string, string>;
  all: string[];
}

export function indexTree(tree: readonly AuthorizeTreeNode[]): ModuleIndex {
  const index: ModuleIndex = { parentOf: new Map(), childrenOf: new Map(), ownerOf: new Map(), all: [] };
  const walk = (nodes: readonly AuthorizeTreeNode[]) => {
    for (const n of nodes) {
      index.all.push(n.id);
      index.parentOf.set(n.id, n.parentId);
      index.childrenOf.set(n.id, n.children.map((c) => c.id));
      for (const item of [...n.buttons, ...n.columns, ...n.forms, ...n.schemes]) index.ownerOf.set(item.id, n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return index;
}

/** The tree a tab shows: the menus themselves, or menus holding items of the kind with those items as leaves. */
export function tabTree(tree: readonly AuthorizeTreeNode[], tab: AuthorizeTab, hint?: (item: { scopeType?: string; enCode: string }) => string): CheckNode[] {
  if (tab === 'module') {
    const build = (nodes: readonly AuthorizeTreeNode[]): CheckNode[] => nodes.map((n) => ({ key: n.id, id: n.id, label: n.fullName, moduleId: n.id, moduleType: n.type, children: build(n.children) }));
    return build(tree);
  }
  const field = ITEMS_OF[tab];
  const build = (nodes: readonly AuthorizeTreeNode[]): CheckNode[] =>
    nodes.flatMap((n) => {
      const leaves: CheckNode[] = n[field].map((item) => ({ key: item.id, id: item.id, label: item.fullName, hint: hint?.(item) ?? item.enCode, moduleId: n.id, children: [] }));
      const children = [...leaves, ...build(n.children)];
      // The data tab lists every page, so schemes can be made for a page that has none yet.
      const keep = children.length > 0 || (tab === 'resource' && n.type === 2);
      return keep ? [{ key: `m:${n.id}`, id: null, label: n.fullName, moduleId: n.id, moduleType: n.type, children }] : [];
    });
  return build(tree);
}

/** Ids a node stands for: itself on the menu tab, its leaves on an item tab. */
export function idsUnder(node: CheckNode): string[] {
  const own = node.id ? [node.id] : [];
  return [...own, ...node.children.flatMap(idsUnder)];
}

export function allKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.key, ...allKeys(n.children)] : []));
}

const ancestors = (index: ModuleIndex, id: string): string[] => {
  const out: string[] = [];
  for (let cur = index.parentOf.get(id); cur && cur !== '-1'; cur = index.parentOf.get(cur)) out.push(cur);
  return out;
};
const descendants = (index: ModuleIndex, id: string): string[] => (index.childrenOf.get(id) ?? []).flatMap((c) => [c, ...descendants(index, c)]);

/** Checks or unchecks ids of a tab, keeping the whole consistent the way the server will save it. */
export function setChecked(values: AuthorizeValues, index: ModuleIndex, tab: AuthorizeTab, ids: readonly string[], checked: boolean): AuthorizeValues {
  const next: AuthorizeValues = { module: [...values.module], button: [...values.button], column: [...values.column], form: [...values.form], resource: [...values.resource] };
  const modules = new Set(next.module);
  if (tab === 'module') {
    for (const id of ids) {
      const family = [id, ...descendants(index, id)];
      if (checked) [...family, ...ancestors(index, id)].forEach((m) => modules.add(m));
      else family.forEach((m) => modules.delete(m));
    }
    if (!checked) {
      // A directory left with nothing checked below it goes too (it was only there to reach its pages).
      for (const id of ids) for (const a of ancestors(index, id)) if (!(index.childrenOf.get(a) ?? []).some((c) => modules.has(c))) modules.delete(a);
    }
  } else {
    const items = new Set(next[tab]);
    for (const id of ids) {
      if (checked) {
        items.add(id);
        const owner = index.ownerOf.get(id);
        if (owner) [owner, ...ancestors(index, owner)].forEach((m) => modules.add(m));
      } else items.delete(id);
    }
    next[tab] = [...items];
  }
  next.module = index.all.filter((m) => modules.has(m));
  // Items of a menu no longer checked cannot be saved (the server refuses them).
  for (const kind of ['button', 'column', 'form', 'resource'] as const) next[kind] = next[kind].filter((id) => modules.has(index.ownerOf.get(id) ?? ''));
  return next;
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';
export function stateOf(node: CheckNode, chosen: ReadonlySet<string>): CheckState {
  const ids = idsUnder(node);
  if (ids.length === 0) return 'unchecked';
  const n = ids.filter((id) => chosen.has(id)).length;
  if (node.id && node.children.length > 0) return chosen.has(node.id) ? (n === ids.length ? 'checked' : 'indeterminate') : n > 0 ? 'indeterminate' : 'unchecked';
  return n === ids.length ? 'checked' : n > 0 ? 'indeterminate' : 'unchecked';
}

export const emptyValues = (): AuthorizeValues => ({ module: [], button: [], column: [], form: [], resource: [] });
