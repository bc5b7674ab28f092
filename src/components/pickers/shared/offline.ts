import type { OrgNode, PickerNode } from '@/features/permission/contract/organize';
import type { SelectableUser } from '@/features/permission/contract/user';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { currentDb } from '@/sync/db';
import { buildTree, type TreeNode } from '@/sync/tree';
import type { LocalRow } from '@/sync/types';

/**
 * Offline: when the server cannot be reached, the pickers fall back to what the sync engine keeps
 * on the device (organizes, groups, users). An answer of the server (an envelope error) is final.
 */
export async function withOffline<T>(online: () => Promise<T>, local: () => Promise<T | null>): Promise<T> {
  try {
    return await online();
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    const fallback = await local().catch(() => null);
    if (fallback === null) throw error;
    return fallback;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const enabled = (r: LocalRow) => r.enabledMark === undefined || r.enabledMark === 1;

async function rows(name: 'organizes' | 'groups'): Promise<LocalRow[] | null> {
  const db = currentDb();
  if (!db) return null;
  const list = await db.collection(name).toArray();
  return list.length ? list.filter(enabled) : null;
}

/** Id path → names, from the organisations on the device. */
function pathOf(byId: Map<string, LocalRow>, row: LocalRow): { ids: string[]; names: string[] } {
  const ids = str(row.organizeIdTree).split(',').filter(Boolean);
  const path = ids.length ? ids : [row.id];
  return { ids: path, names: path.map((id) => str(byId.get(id)?.fullName) || id) };
}

/** The organisation tree of the device, as the selectors answer it. */
export async function localOrgTree(companyOnly: boolean): Promise<OrgNode[] | null> {
  const all = await rows('organizes');
  if (!all) return null;
  const byId = new Map(all.map((r) => [r.id, r]));
  const toNode = (n: TreeNode): OrgNode => {
    const { ids, names } = pathOf(byId, n);
    const category = n.category === 'company' ? 'company' : 'department';
    const children = n.children.filter((c) => !companyOnly || c.category === 'company').map(toNode);
    return {
      id: n.id, parentId: str(n.parentId), fullName: str(n.fullName), enCode: str(n.enCode), organize: names.join('/'), organizeIds: ids, type: category, category,
      icon: '', hasChildren: children.length > 0, isLeaf: children.length === 0, lastFullName: str(n.fullName), disabled: false, enabledMark: 1,
      sortCode: typeof n.sortCode === 'number' ? n.sortCode : 0, description: null, creatorTime: 0, children,
    };
  };
  return buildTree(all).filter((n) => !companyOnly || n.category === 'company').map(toNode);
}

export async function localGroups(): Promise<PickerNode[] | null> {
  const all = await rows('groups');
  return all?.map((g) => ({
    id: g.id, onlyId: g.id, parentId: '0', fullName: str(g.fullName), enCode: str(g.enCode), type: 'group', organize: str(g.type), organizeIds: [],
    icon: '', hasChildren: false, isLeaf: true, disabled: false,
  })) ?? null;
}

/** Names of users by id from the device's user directory. */
export async function localUsers(ids: string[]): Promise<SelectableUser[] | null> {
  const db = currentDb();
  if (!db) return null;
  const found = (await db.users.bulkGet(ids)).filter((u): u is LocalRow => u !== undefined);
  if (!found.length) return null;
  const orgs = new Map((await db.collection('organizes').toArray()).map((r) => [r.id, r]));
  return found.map((u) => {
    const org = orgs.get(str(u.organizeId));
    return {
      id: u.id, fullName: `${str(u.realName)}/${str(u.account)}`, account: str(u.account), realName: str(u.realName), headIcon: str(u.headIcon),
      organize: org ? pathOf(orgs, org).names.join('/') : '', type: 'user' as const,
    };
  });
}
