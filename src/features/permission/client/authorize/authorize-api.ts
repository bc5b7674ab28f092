import type { AuthorizeObjectType, AuthorizeTreeNode, AuthorizeValues, DataSchemeBody, PickerNode, SelectableUser } from '@/features/permission/contract';
import type { ScopeRule, ScopeType } from '@/contract/data-scope';
import { http } from '@/lib/http/client';

export interface DataSchemeRow {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  scopeType: ScopeType;
  rules: ScopeRule[];
  description: string | null;
  creatorTime: number;
}

const AUTH = '/api/permission/Authority';
const SCHEME = '/api/system/ModuleDataAuthorizeScheme';

/** Authorisation (§6): the item tree, what a role/position/user holds, data-permission schemes. */
export const authorizeApi = {
  tree: () => http.get<AuthorizeTreeNode[]>(`${AUTH}/Tree`, undefined, { timeout: 100_000 }),
  values: (type: AuthorizeObjectType, id: string) => http.get<AuthorizeValues>(`${AUTH}/${type}/${encodeURIComponent(id)}`),
  save: (type: AuthorizeObjectType, id: string, values: AuthorizeValues) => http.action('PUT', `${AUTH}/${type}/${encodeURIComponent(id)}`, values),
  holders: (moduleId: string) => http.get<Array<{ objectType: AuthorizeObjectType; objectId: string; fullName: string }>>(`${AUTH}/Module/${encodeURIComponent(moduleId)}/Objects`),
  setHolders: (moduleId: string, objects: Array<{ objectType: AuthorizeObjectType; objectId: string }>) =>
    http.action('PUT', `${AUTH}/Module/${encodeURIComponent(moduleId)}/Objects`, { objects }),
  roles: () => http.get<{ list: PickerNode[] }>('/api/permission/Role/Selector').then((d) => d.list),
  positions: () => http.get<{ list: PickerNode[] }>('/api/permission/Position/Selector').then((d) => d.list),
  users: () => http.get<SelectableUser[]>('/api/permission/Users/All'),
  schemes: (moduleId: string) => http.get<DataSchemeRow[]>(`${SCHEME}/${encodeURIComponent(moduleId)}/List`),
  createScheme: (body: DataSchemeBody) => http.action('POST', SCHEME, body),
  updateScheme: (id: string, body: DataSchemeBody) => http.action('PUT', `${SCHEME}/${id}`, body),
  removeScheme: (id: string) => http.action('DELETE', `${SCHEME}/${id}`),
};
