import type { DataSchemeBody } from '@/features/permission/contract';
import {
  MODULE_ITEM_ROUTES,
  type MenuAdminNode, type MenuBody, type MenuExport, type MenuImportResult, type ModuleItemBody, type ModuleItemKind, type ModuleItemRow,
} from '@/features/system/contract';
import type { ScopeRule, ScopeType } from '@/contract/data-scope';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';

const BASE = '/api/system/Menu';
const SCHEME = '/api/system/ModuleDataAuthorizeScheme';
const seg = (id: string) => encodeURIComponent(id);

export interface SchemeRow {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  scopeType: ScopeType;
  rules: ScopeRule[];
  description: string | null;
}

/** 菜单管理's calls: the tree, one menu, its items and schemes, drag order, export and import. */
export const menuApi = {
  tree: () => http.get<{ list: MenuAdminNode[] }>(BASE).then((d) => d.list),
  info: (id: string) => http.get<MenuAdminNode>(`${BASE}/${seg(id)}`),
  create: (body: MenuBody) => http.action('POST', BASE, body),
  update: (id: string, body: MenuBody) => http.action('PUT', `${BASE}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${seg(id)}`),
  action: (id: string, action: 'State' | 'Hidden' | 'Reset') => http.action('PUT', `${BASE}/${seg(id)}/Actions/${action}`),
  sort: (list: { id: string; parentId: string; sortCode: number }[]) => http.action('PUT', `${BASE}/Actions/Sort`, { list }),
  exportTree: (id: string) => http.get<MenuExport>(`${BASE}/${seg(id)}/Action/Export`),
  importTree: (body: { parentId: string; onClash: 'refuse' | 'rename'; data: unknown }) => http.post<MenuImportResult>(`${BASE}/Action/Import`, body),

  items: (kind: ModuleItemKind, moduleId: string) => http.get<{ list: ModuleItemRow[] }>(`/api/system/${MODULE_ITEM_ROUTES[kind]}/${seg(moduleId)}/List`).then((d) => d.list),
  addItem: (kind: ModuleItemKind, body: ModuleItemBody) => http.action('POST', `/api/system/${MODULE_ITEM_ROUTES[kind]}`, body),
  editItem: (kind: ModuleItemKind, id: string, body: ModuleItemBody) => http.action('PUT', `/api/system/${MODULE_ITEM_ROUTES[kind]}/${seg(id)}`, body),
  removeItem: (kind: ModuleItemKind, id: string) => http.action('DELETE', `/api/system/${MODULE_ITEM_ROUTES[kind]}/${seg(id)}`),

  schemes: (moduleId: string) => http.get<SchemeRow[]>(`${SCHEME}/${seg(moduleId)}/List`),
  addScheme: (body: DataSchemeBody) => http.action('POST', SCHEME, body),
  editScheme: (id: string, body: DataSchemeBody) => http.action('PUT', `${SCHEME}/${seg(id)}`, body),
  removeScheme: (id: string) => http.action('DELETE', `${SCHEME}/${seg(id)}`),
};

/** Runs a write and shows the server's message; false when it failed (the http client showed why). */
export async function act(action: () => Promise<string>): Promise<boolean> {
  try {
    notify('success', await action());
    return true;
  } catch {
    return false;
  }
}
