import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type {
  GroupBody, GroupRow, MemberRow, OrgBody, OrgInfo, OrgNode, PickerNode, PositionBody, PositionRow, RoleBody, RoleRow, SelectableUser,
} from '@/features/permission/contract';
import { http } from '@/lib/http/client';

const BASE = '/api/permission';
export type MemberObjectType = 'Role' | 'Position' | 'Group';

/** Organisations, positions, roles, groups and their members (§7 Organize/Position/Role/Group). */
export const organizeApi = {
  list: (query: ListRequest & { category?: string; enabledMark?: number }) => http.get<ListPage<OrgNode>>(`${BASE}/Organize`, { ...query }),
  tree: () => http.get<{ list: OrgNode[] }>(`${BASE}/Organize/Tree`).then((d) => d.list),
  /** Companies and departments the caller may see; `exclude` leaves out that node's subtree. */
  selector: (exclude = '0') => http.get<{ list: OrgNode[] }>(`${BASE}/Organize/Department/Selector/${encodeURIComponent(exclude)}`).then((d) => d.list),
  info: (id: string) => http.get<OrgInfo>(`${BASE}/Organize/${id}`),
  create: (body: OrgBody) => http.action('POST', `${BASE}/Organize`, body),
  update: (id: string, body: OrgBody) => http.action('PUT', `${BASE}/Organize/${id}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/Organize/${id}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/Organize/${id}/Actions/State`),
};

export const positionApi = {
  page: (query: ListRequest & { organizeId?: string }) => http.get<ListPage<PositionRow>>(`${BASE}/Position`, { ...query }),
  selector: () => http.get<{ list: PickerNode[] }>(`${BASE}/Position/Selector`).then((d) => d.list),
  byOrgIds: (organizeIds: string[]) => http.post<{ list: PositionRow[] }>(`${BASE}/Position/getListByOrgIds`, { organizeIds }).then((d) => d.list),
  info: (id: string) => http.get<PositionRow>(`${BASE}/Position/${id}`),
  create: (body: PositionBody) => http.action('POST', `${BASE}/Position`, body),
  update: (id: string, body: PositionBody) => http.action('PUT', `${BASE}/Position/${id}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/Position/${id}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/Position/${id}/Actions/State`),
};

export const roleApi = {
  page: (query: ListRequest & { organizeId?: string; globalMark?: number }) => http.get<ListPage<RoleRow>>(`${BASE}/Role`, { ...query }),
  selector: () => http.get<{ list: PickerNode[] }>(`${BASE}/Role/Selector`).then((d) => d.list),
  info: (id: string) => http.get<RoleRow>(`${BASE}/Role/${id}`),
  create: (body: RoleBody) => http.action('POST', `${BASE}/Role`, body),
  update: (id: string, body: RoleBody) => http.action('PUT', `${BASE}/Role/${id}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/Role/${id}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/Role/${id}/Actions/State`),
};

export const groupApi = {
  page: (query: ListRequest) => http.get<ListPage<GroupRow>>(`${BASE}/Group`, { ...query }),
  info: (id: string) => http.get<GroupRow>(`${BASE}/Group/${id}`),
  create: (body: GroupBody) => http.action('POST', `${BASE}/Group`, body),
  update: (id: string, body: GroupBody) => http.action('PUT', `${BASE}/Group/${id}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/Group/${id}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/Group/${id}/Actions/State`),
};

export const memberApi = {
  list: (objectId: string, query: Partial<ListRequest> = {}) =>
    http.post<ListPage<MemberRow>>(`${BASE}/UserRelation/${objectId}/list`, { currentPage: 1, pageSize: 10_000, ...query }),
  set: (objectType: MemberObjectType, objectId: string, userIds: string[]) => http.action('PUT', `${BASE}/UserRelation/${objectType}/${objectId}`, { userIds }),
  /** Enabled users the caller may see (the candidates of a member list). */
  candidates: (keyword?: string) => http.get<SelectableUser[]>(`${BASE}/Users/All`, { keyword: keyword || undefined }),
};
