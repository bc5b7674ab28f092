import { expect } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { CurrentUser, MenuNode } from '../../src/features/auth/contract';
import type { MenuAdminNode, MenuExport, MenuImportResult, ModuleItemKind, ModuleItemRow } from '../../src/features/system/contract';
import { MODULE_ITEM_ROUTES } from '../../src/features/system/contract';
import { call, type TestApp } from '../helpers/test-app';

export const flattenMenus = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flattenMenus(n.children)]);

/** The menu administration's calls, each answering the envelope. */
export function menuApi(t: TestApp) {
  return {
    tree: (token: string, keyword?: string) => call<{ list: MenuAdminNode[] }>(t, 'GET', '/api/system/Menu', { token, query: keyword ? { keyword } : undefined }),
    async node(token: string, enCode: string): Promise<MenuAdminNode> {
      const res = await call<{ list: MenuAdminNode[] }>(t, 'GET', '/api/system/Menu', { token });
      expect(res.body.code).toBe(Code.OK);
      const node = flattenMenus(res.body.data.list).find((n) => n.enCode === enCode);
      if (!node) throw new Error(`menu ${enCode} not in the tree`);
      return node;
    },
    info: (token: string, id: string) => call<MenuAdminNode>(t, 'GET', `/api/system/Menu/${id}`, { token }),
    create: (token: string, body: Record<string, unknown>) => call<{ id: string }>(t, 'POST', '/api/system/Menu', { token, body }),
    update: (token: string, id: string, body: Record<string, unknown>) => call<null>(t, 'PUT', `/api/system/Menu/${id}`, { token, body }),
    remove: (token: string, id: string) => call<null>(t, 'DELETE', `/api/system/Menu/${id}`, { token }),
    toggle: (token: string, id: string, action: 'State' | 'Hidden' | 'Reset') => call<null>(t, 'PUT', `/api/system/Menu/${id}/Actions/${action}`, { token }),
    sort: (token: string, list: { id: string; parentId: string; sortCode: number }[]) => call<null>(t, 'PUT', '/api/system/Menu/Actions/Sort', { token, body: { list } }),
    exportTree: (token: string, id: string) => call<MenuExport>(t, 'GET', `/api/system/Menu/${id}/Action/Export`, { token }),
    importTree: (token: string, body: Record<string, unknown>) => call<MenuImportResult>(t, 'POST', '/api/system/Menu/Action/Import', { token, body }),
    items: (token: string, kind: ModuleItemKind, moduleId: string) => call<{ list: ModuleItemRow[] }>(t, 'GET', `/api/system/${MODULE_ITEM_ROUTES[kind]}/${moduleId}/List`, { token }),
    addItem: (token: string, kind: ModuleItemKind, body: Record<string, unknown>) => call<{ id: string }>(t, 'POST', `/api/system/${MODULE_ITEM_ROUTES[kind]}`, { token, body }),
    editItem: (token: string, kind: ModuleItemKind, id: string, body: Record<string, unknown>) => call<null>(t, 'PUT', `/api/system/${MODULE_ITEM_ROUTES[kind]}/${id}`, { token, body }),
    removeItem: (token: string, kind: ModuleItemKind, id: string) => call<null>(t, 'DELETE', `/api/system/${MODULE_ITEM_ROUTES[kind]}/${id}`, { token }),
    async current(token: string): Promise<CurrentUser> {
      const res = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token });
      expect(res.body.code).toBe(Code.OK);
      return res.body.data;
    },
    async menuOf(token: string, enCode: string): Promise<MenuNode | undefined> {
      const res = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token });
      return flattenMenus(res.body.data.menuList).find((m) => m.enCode === enCode);
    },
  };
}
export type MenuApi = ReturnType<typeof menuApi>;

/** Created ids, asserting success. */
export async function created(res: Promise<{ body: { code: number; msg: string; data: { id: string } } }>): Promise<string> {
  const { body } = await res;
  expect(body, body.msg).toMatchObject({ code: Code.OK });
  return body.data.id;
}
