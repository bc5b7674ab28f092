import { GLOBAL_ROLE_BRANCH, type OrgCategory, type OrgNode, type PickerNode, type PositionRow } from '@/features/permission/contract/organize';
import type { SelectableUser, UserTreeNode } from '@/features/permission/contract/user';
import { byName } from '@/sync/tree';
import type { LocalRow } from '@/sync/types';

/**
 * The device store's rows (src/sync collections organizes, positions, roles, groups, users) in the
 * shapes the selector endpoints answer (SPEC §3 picker nodes), so a picker renders either alike.
 * Each function mirrors the server's selector it stands in for.
 */

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
export const isEnabled = (r: LocalRow): boolean => r.enabledMark === undefined || r.enabledMark === 1;
const categoryOf = (r: LocalRow): OrgCategory => (r.category === 'company' ? 'company' : 'department');

/** All organisations of the device: id paths and name paths (organizeIdTree), subtrees. */
export class LocalOrgIndex {
  readonly byId: Map<string, LocalRow>;
  private readonly kids = new Map<string, LocalRow[]>();

  constructor(readonly rows: readonly LocalRow[]) {
    const sorted = [...rows].sort(byName);
    this.byId = new Map(sorted.map((r) => [r.id, r]));
    for (const r of sorted) {
      const parent = str(r.parentId);
      this.kids.set(parent, [...(this.kids.get(parent) ?? []), r]);
    }
  }

  children(id: string): LocalRow[] {
    return this.kids.get(id) ?? [];
  }

  /** Ancestor ids from the top, the node included. */
  ids(id: string): string[] {
    const tree = str(this.byId.get(id)?.organizeIdTree).split(',').filter(Boolean);
    return tree.length ? tree : [id];
  }

  /** Names from the top down to the node, '/'-joined. */
  path(id: string): string {
    return this.byId.has(id) ? this.ids(id).map((a) => str(this.byId.get(a)?.fullName)).join('/') : '';
  }

  /** A row with no parent among the organisations is a top-level one. */
  isRoot(r: LocalRow): boolean {
    return !this.byId.has(str(r.parentId)) || r.parentId === r.id;
  }

  subtreeIds(id: string): Set<string> {
    const out = new Set<string>();
    const walk = (at: string) => {
      if (out.has(at)) return;
      out.add(at);
      for (const c of this.children(at)) walk(c.id);
    };
    if (this.byId.has(id)) walk(id);
    return out;
  }

  /** Nearest company above or at the node, for 'lastFullName'. */
  lastFullName(id: string): string {
    const chain = this.ids(id).map((a) => this.byId.get(a)).filter((r): r is LocalRow => r !== undefined);
    let start = 0;
    chain.forEach((r, i) => {
      if (r.category === 'company') start = i;
    });
    return chain.slice(start).map((r) => str(r.fullName)).join('/');
  }
}

/** Organize/Department/Selector (companies and departments) or Organize/Selector (companyOnly): disabled nodes flagged, kept. */
export function orgSelectorTree(index: LocalOrgIndex, companyOnly: boolean): OrgNode[] {
  const keep = (r: LocalRow) => !companyOnly || r.category === 'company';
  const build = (r: LocalRow): OrgNode => {
    const children = index.children(r.id).filter(keep).map(build);
    return {
      id: r.id, parentId: str(r.parentId), fullName: str(r.fullName), enCode: str(r.enCode), organize: index.path(r.id), organizeIds: index.ids(r.id),
      type: categoryOf(r), category: categoryOf(r), icon: '', hasChildren: children.length > 0, isLeaf: children.length === 0,
      lastFullName: index.lastFullName(r.id), disabled: !isEnabled(r), enabledMark: isEnabled(r) ? 1 : 0, sortCode: num(r.sortCode),
      description: null, creatorTime: 0, children,
    };
  };
  // A kept row whose parent is not kept (a company under a department) becomes a root, as on the server.
  return index.rows.filter(keep).filter((r) => index.isRoot(r) || !keep(index.byId.get(str(r.parentId))!)).sort(byName).map(build);
}

function orgBranch(index: LocalOrgIndex, r: LocalRow, children: PickerNode[]): PickerNode {
  return {
    id: r.id, onlyId: r.id, parentId: str(r.parentId), fullName: str(r.fullName), enCode: str(r.enCode), type: categoryOf(r), organize: index.path(r.id),
    organizeIds: index.ids(r.id), icon: '', hasChildren: true, isLeaf: false, disabled: !isEnabled(r), children,
  };
}

/** Organisations as branches with leaves hung under them; branches without leaves are pruned (the server's pickerTree). */
export function orgPickerTree(index: LocalOrgIndex, leaves: Map<string, PickerNode[]>): PickerNode[] {
  const build = (r: LocalRow): PickerNode | null => {
    const children = [...index.children(r.id).map(build).filter((n): n is PickerNode => n !== null), ...(leaves.get(r.id) ?? [])];
    return children.length ? orgBranch(index, r, children) : null;
  };
  return index.rows.filter((r) => index.isRoot(r)).sort(byName).map(build).filter((n): n is PickerNode => n !== null);
}

/** Position/Selector: positions as leaves (type position) under their organisation. */
export function positionTree(index: LocalOrgIndex, positions: readonly LocalRow[]): PickerNode[] {
  const leaves = new Map<string, PickerNode[]>();
  for (const p of [...positions].sort(byName)) {
    const orgId = str(p.organizeId);
    if (!index.byId.has(orgId)) continue;
    leaves.set(orgId, [...(leaves.get(orgId) ?? []), {
      id: p.id, onlyId: p.id, parentId: orgId, fullName: str(p.fullName), enCode: str(p.enCode), type: 'position', organize: index.path(orgId),
      organizeIds: index.ids(orgId), icon: '', hasChildren: false, isLeaf: true, disabled: !isEnabled(p),
    }]);
  }
  return orgPickerTree(index, leaves);
}

/** Position/PositionCondition: positions in departIds' subtrees or among positionIds (either); neither given means all. */
export function positionCondition(index: LocalOrgIndex, positions: readonly LocalRow[], departIds: readonly string[], positionIds: readonly string[]): PositionRow[] {
  const orgs = new Set(departIds.flatMap((d) => [...index.subtreeIds(d)]));
  const ids = new Set(positionIds);
  const all = departIds.length === 0 && positionIds.length === 0;
  return [...positions]
    .filter((p) => all || orgs.has(str(p.organizeId)) || ids.has(p.id))
    .sort(byName)
    .map((p) => ({
      id: p.id, fullName: str(p.fullName), enCode: str(p.enCode), type: typeof p.type === 'string' ? p.type : null, organizeId: str(p.organizeId),
      organizeName: index.path(str(p.organizeId)), sortCode: num(p.sortCode), enabledMark: isEnabled(p) ? 1 : 0, description: null, creatorTime: 0,
    }));
}

const roleLeaf = (r: LocalRow, parentId: string, organize: string): PickerNode => ({
  id: r.id, onlyId: `${parentId}_${r.id}`, parentId, fullName: str(r.fullName), enCode: str(r.enCode), type: 'role', organize, organizeIds: [],
  icon: '', hasChildren: false, isLeaf: true, disabled: !isEnabled(r),
});

/** The global roles (globalMark 1): the children of Role/Selector's branch '1'. */
export const globalRoles = (roles: readonly LocalRow[], globalLabel: string): PickerNode[] =>
  [...roles].filter((r) => r.globalMark === 1).sort(byName).map((r) => roleLeaf(r, GLOBAL_ROLE_BRANCH, globalLabel));

/**
 * The organisation roles as a flat list: the device knows a role is not global but not which
 * organisations hold it, so offline the 组织 tab offers them without their branches.
 */
export const organisationRoles = (roles: readonly LocalRow[]): PickerNode[] =>
  [...roles].filter((r) => r.globalMark !== 1).sort(byName).map((r) => roleLeaf(r, 'local', ''));

/** Group/Selector: groups as leaves, their type as the hint. */
export const groupNodes = (groups: readonly LocalRow[]): PickerNode[] =>
  [...groups].sort(byName).map((g) => ({
    id: g.id, onlyId: g.id, parentId: '0', fullName: str(g.fullName), enCode: str(g.enCode), type: 'group', organize: str(g.type), organizeIds: [],
    icon: '', hasChildren: false, isLeaf: true, disabled: !isEnabled(g),
  }));

/** A directory row as the user selector lists it (name/account, the path of their organisation). */
export function selectableUser(u: LocalRow, index: LocalOrgIndex): SelectableUser {
  const account = str(u.account);
  const realName = str(u.realName) || str(u.fullName);
  return { id: u.id, fullName: `${realName}/${account}`, account, realName, headIcon: str(u.headIcon), organize: index.path(str(u.organizeId)), type: 'user' };
}

const orgUserNode = (r: LocalRow): UserTreeNode => ({
  id: r.id, parentId: str(r.parentId), fullName: str(r.fullName), type: categoryOf(r), icon: '', headIcon: '', organize: '', hasChildren: true, isLeaf: false,
});

/** Enabled child organisations of a level ('0': the top), as GetListByAuthorize lists them. */
export function childOrgNodes(index: LocalOrgIndex, orgId: string): UserTreeNode[] {
  const top = orgId === '0' || orgId === '-1' || orgId === '';
  const rows = top ? index.rows.filter((r) => index.isRoot(r)) : index.children(orgId);
  return [...rows].filter(isEnabled).sort(byName).map(orgUserNode);
}

/** A level of the lazy 'all data' tree: child organisations, then the enabled users whose organisation it is. */
export function userLevel(index: LocalOrgIndex, orgId: string, users: readonly LocalRow[]): UserTreeNode[] {
  const people = [...users].filter((u) => isEnabled(u) && str(u.organizeId) === orgId).sort(byName);
  return [
    ...childOrgNodes(index, orgId),
    ...people.map((u): UserTreeNode => {
      const s = selectableUser(u, index);
      return { id: s.id, parentId: orgId, fullName: s.fullName, type: 'user', icon: '', headIcon: s.headIcon, organize: s.organize, hasChildren: false, isLeaf: true };
    }),
  ];
}
