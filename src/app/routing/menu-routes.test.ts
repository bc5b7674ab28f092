import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/features/auth/contract';
import { isPageRoute, menusToRoutes } from './menu-routes';

const ctx = { token: 'tok', userId: 'u1', dataVHost: 'https://dv.example' };

function node(over: Partial<MenuNode>): MenuNode {
  return { id: 'id', parentId: '-1', enCode: 'x', fullName: '名称', fullNameZhtw: null, fullNameEn: null, type: 2, urlAddress: null, icon: null, keepAlive: 0, linkTarget: null, propertyJson: null, sortCode: 0, hasChildren: false, children: [], ...over };
}

describe('menus become routes (SPEC §2)', () => {
  it('type 1 directory: / plus enCode; type 2 page: / plus urlAddress without query', () => {
    const routes = menusToRoutes([node({ id: 'd', enCode: 'system', type: 1, children: [node({ id: 'p', enCode: 'system.log', urlAddress: 'system/log?tab=1', keepAlive: 1 })] })], ctx);
    expect(routes.map((r) => r.path)).toEqual(['/system', '/system/log']);
    const page = routes[1]!;
    expect(page.name).toBe('system-log');
    expect(page.parentPath).toBe('/system');
    expect(page.meta).toMatchObject({ title: '名称', zhTitle: '名称', modelId: 'p', keepAlive: true });
    expect(isPageRoute(page)).toBe(true);
    expect(isPageRoute(routes[0]!)).toBe(false);
  });

  it.each([3, 4, 5, 8])('type %i carries moduleId and isTree from propertyJson', (type) => {
    const [route] = menusToRoutes([node({ type, enCode: 'm.x', urlAddress: '/model/x', propertyJson: JSON.stringify({ moduleId: 'mod-1', isTree: 1 }) })], ctx);
    expect(route).toMatchObject({ path: '/model/x', meta: { moduleId: 'mod-1', isTree: true } });
  });

  it('unreadable propertyJson leaves moduleId empty instead of failing', () => {
    const [route] = menusToRoutes([node({ type: 3, urlAddress: 'a', propertyJson: '{oops' })], ctx);
    expect(route?.meta.moduleId).toBeUndefined();
  });

  it('type 6 opens a new window with the token in the query', () => {
    const [route] = menusToRoutes([node({ type: 6, enCode: 'screen', urlAddress: 'https://dv.example/view?id=3' })], ctx);
    expect(route).toMatchObject({ opensWindow: true, externalUrl: 'https://dv.example/view?id=3&token=tok' });
    expect(isPageRoute(route!)).toBe(false);
  });

  it('type 7 _self shows inside the app on a route named by enCode, placeholders replaced', () => {
    const [route] = menusToRoutes([node({ type: 7, enCode: 'ext.board', linkTarget: '_self', urlAddress: '${dataV}/board?t=${jnpfToken}' })], ctx);
    expect(route).toMatchObject({ path: '/ext.board', name: 'ext-board', opensWindow: false, externalUrl: 'https://dv.example/board?t=tok' });
  });

  it('type 7 elsewhere opens directly with the user id appended', () => {
    const [route] = menusToRoutes([node({ type: 7, enCode: 'ext', linkTarget: '_blank', urlAddress: 'https://example.com/x' })], ctx);
    expect(route).toMatchObject({ opensWindow: true, externalUrl: 'https://example.com/x?userId=u1' });
  });
});
