import type { OrgNode, PickerNode } from '@/features/permission/contract/organize';
import type { SelectableUser, UserTreeNode } from '@/features/permission/contract/user';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { currentDb } from '@/sync/db';
import type { LocalRow } from '@/sync/types';
import { groupNodes, LocalOrgIndex, organisationRoles, orgSelectorTree, selectableUser, userLevel } from './local-nodes';

/**
 * Where the store has not finished its first sync the pickers ask the server; when the server
 * cannot be reached they fall back to what the device holds so far. An answer of the server (an
 * envelope error) is final.
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

async function rows(name: 'organizes' | 'groups' | 'roles'): Promise<LocalRow[] | null> {
  const db = currentDb();
  if (!db) return null;
  const list = await db.collection(name).toArray();
  return list.length ? list : null;
}

/** The organisation tree of the device, as the selectors answer it. */
export async function localOrgTree(companyOnly: boolean): Promise<OrgNode[] | null> {
  const all = await rows('organizes');
  return all && orgSelectorTree(new LocalOrgIndex(all), companyOnly);
}

export async function localGroups(): Promise<PickerNode[] | null> {
  const all = await rows('groups');
  return all && groupNodes(all);
}

/** The organisation roles on the device, flat (which organisations hold them is not synced). */
export async function localOrganisationRoles(): Promise<PickerNode[] | null> {
  const all = await rows('roles');
  return all && organisationRoles(all);
}

/** Names of users by id from the device's user directory. */
export async function localUsers(ids: string[]): Promise<SelectableUser[] | null> {
  const db = currentDb();
  if (!db) return null;
  const found = (await db.users.bulkGet(ids)).filter((u): u is LocalRow => u !== undefined);
  if (!found.length) return null;
  const index = new LocalOrgIndex(await db.organizes.toArray());
  return found.map((u) => selectableUser(u, index));
}

/** One level of the user selector's lazy tree from the device (child organisations, then their users). */
export async function localUserLevel(orgId: string): Promise<UserTreeNode[] | null> {
  const db = currentDb();
  if (!db) return null;
  const index = new LocalOrgIndex(await db.organizes.toArray());
  const top = orgId === '0' || orgId === '-1' || orgId === '';
  return userLevel(index, orgId, top ? [] : await db.users.where('organizeId').equals(orgId).toArray());
}
