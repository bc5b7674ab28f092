import type { OrgNode, PickerNode, PositionRow } from '@/features/permission/contract/organize';
import type { GroupWithMembers, SelectableUser, UserTreeNode } from '@/features/permission/contract/user';
import type { ListPage } from '@/contract/envelope';
import { http } from '@/lib/http/client';
import { localGroups, localOrgTree, localUserLevel, localUsers, withOffline } from './offline';

/**
 * The server calls of the pickers (SPEC §7). Trees a closed picker needs to show names are cached
 * per session; opening a picker always loads afresh (`fresh`).
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit && !fresh) return hit;
  const next = load();
  cache.set(key, next);
  next.catch(() => cache.delete(key));
  return next;
}

/** Drops cached trees (after an edit of organisations, or between tests). */
export function clearPickerCache(): void {
  cache.clear();
}

const P = '/api/permission';
type Listed<T> = { list: T[] };
const listOf = <T>(url: string, query?: Record<string, unknown>) => http.get<Listed<T>>(url, query).then((d) => d.list);

export type OrgTreeKind = 'department' | 'unit' | 'organize';
/** Department and organisation trees hold companies and departments; the unit tree companies only. */
export function loadOrgTree(kind: OrgTreeKind, auth = false, companyOnly = false, fresh = false): Promise<OrgNode[]> {
  const url = kind === 'unit'
    ? (auth ? `${P}/Organize/SelectorByAuth/0` : `${P}/Organize/Selector/0`)
    : auth ? `${P}/Organize${kind === 'department' ? '/Department' : ''}/SelectorByAuth/0` : `${P}/Organize/Department/Selector/0`;
  const query = auth && (kind === 'unit' || companyOnly) ? { category: 'company' } : undefined;
  // Auth mode needs the server (it knows what the caller may see); the plain trees work offline too.
  const local = () => (auth ? Promise.resolve(null) : localOrgTree(kind === 'unit'));
  return cached(`${url}?${query ? 'company' : ''}`, () => withOffline(() => listOf<OrgNode>(url, query), local), fresh);
}

export const loadPositionTree = (fresh = false) => cached(`${P}/Position/Selector`, () => listOf<PickerNode>(`${P}/Position/Selector`), fresh);
export const loadRoleTree = (fresh = false) => cached(`${P}/Role/Selector`, () => listOf<PickerNode>(`${P}/Role/Selector`), fresh);
export const loadGroups = (fresh = false) => cached(`${P}/Group/Selector`, () => withOffline(() => listOf<PickerNode>(`${P}/Group/Selector`), localGroups), fresh);

/** Positions of the custom mode: inside departIds (with sub-organisations) or among positionIds. */
export const loadPositionCondition = (body: { keyword?: string; departIds?: string[]; positionIds?: string[] }) =>
  http.post<Listed<PositionRow>>(`${P}/Position/PositionCondition`, body).then((d) => d.list);

/** Lazy 'all data' level: child organisations then direct users; with a keyword, matching users flat. */
export const loadUserLevel = (orgId: string, keyword = '') =>
  withOffline(() => http.post<UserTreeNode[]>(`${P}/Users/GetListByAuthorize/${encodeURIComponent(orgId)}`, { keyword }), () => (keyword ? Promise.resolve(null) : localUserLevel(orgId)));
export const loadSubordinates = (keyword = '') => http.post<SelectableUser[]>(`${P}/Users/getSubordinates`, { keyword });
/** 我的分组: the groups the signed-in user belongs to, with their members (membership is not on the device). */
export const loadMyGroups = () => http.get<GroupWithMembers[]>(`${P}/Users/Current/Groups`);
export const loadUsersByIds = (ids: string[]): Promise<SelectableUser[]> =>
  ids.length ? withOffline(() => http.post<SelectableUser[]>(`${P}/Users/getUserList`, { userId: ids }), () => localUsers(ids)) : Promise.resolve([]);

export interface UserConditionQuery {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}
export const loadUserCondition = (q: UserConditionQuery) => http.post<ListPage<SelectableUser>>(`${P}/Users/UserCondition`, q);
