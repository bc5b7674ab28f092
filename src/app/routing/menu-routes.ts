import type { MenuNode } from '@/features/auth/contract';

export const MenuType = { directory: 1, page: 2, model: 3, dictionary: 4, report: 5, dataV: 6, link: 7, portal: 8 } as const;

export interface RouteMeta {
  title: string;
  zhTitle: string;
  /** The menu's name in zhtw and en from the server (null: show title). */
  titles?: { zhtw: string | null; en: string | null };
  icon: string | null;
  /** The menu entry id: the key of this page's permissions. */
  modelId: string;
  keepAlive: boolean;
  moduleId?: string;
  isTree?: boolean;
  /** Reachable by its path, never listed in menus or the menu search. */
  hidden?: boolean;
}

export interface MenuRoute {
  path: string;
  /** enCode with dots turned into dashes (SPEC §2). */
  name: string;
  enCode: string;
  type: number;
  urlAddress: string;
  meta: RouteMeta;
  parentPath: string | null;
  /** Types 6 and 7 (not _self): where the entry really goes. */
  externalUrl?: string;
  /** Sidebar opens a new window instead of navigating. */
  opensWindow: boolean;
}

export interface RouteContext {
  token: string;
  userId: string;
  /** Host of the external data-visualisation service; the app's own origin when none is configured. */
  dataVHost: string;
}

const trimSlashes = (s: string) => s.replace(/^\/+/, '');
const withoutQuery = (s: string) => s.split('?')[0] ?? '';

function parseProperty(json: string | null): { moduleId?: string; isTree?: boolean } {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as { moduleId?: unknown; isTree?: unknown };
    return {
      moduleId: typeof value.moduleId === 'string' ? value.moduleId : undefined,
      isTree: value.isTree === undefined ? undefined : value.isTree === 1 || value.isTree === true,
    };
  } catch {
    return {};
  }
}

export function appendQuery(url: string, key: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

/** Type 7 placeholders: the visualisation host and the token. */
export function replaceLinkPlaceholders(url: string, ctx: RouteContext): string {
  return url.replaceAll('${dataV}', ctx.dataVHost).replaceAll('${jnpfToken}', ctx.token).replaceAll('${token}', ctx.token);
}

function toRoute(node: MenuNode, parentPath: string | null, ctx: RouteContext): MenuRoute {
  const url = (node.urlAddress ?? '').trim();
  const base = {
    name: node.enCode.replaceAll('.', '-'),
    enCode: node.enCode,
    type: node.type,
    urlAddress: url,
    parentPath,
    opensWindow: false,
    meta: { title: node.fullName, zhTitle: node.fullName, titles: { zhtw: node.fullNameZhtw ?? null, en: node.fullNameEn ?? null }, icon: node.icon, modelId: node.id, keepAlive: node.keepAlive === 1, ...(node.hidden ? { hidden: true } : {}) },
  };
  switch (node.type) {
    case MenuType.directory:
      return { ...base, path: `/${node.enCode}` };
    case MenuType.page:
      return { ...base, path: `/${trimSlashes(withoutQuery(url))}` };
    case MenuType.dataV:
      return { ...base, path: `/${trimSlashes(withoutQuery(url)) || node.enCode}`, externalUrl: appendQuery(url, 'token', ctx.token), opensWindow: true };
    case MenuType.link: {
      const target = replaceLinkPlaceholders(url, ctx);
      if (node.linkTarget === '_self') return { ...base, path: `/${node.enCode}`, externalUrl: target };
      return { ...base, path: `/${node.enCode}`, externalUrl: appendQuery(target, 'userId', ctx.userId), opensWindow: true };
    }
    default:
      // 3 model, 4 dictionary, 5 report, 8 portal: the route carries moduleId and isTree.
      return { ...base, path: `/${trimSlashes(withoutQuery(url))}`, meta: { ...base.meta, ...parseProperty(node.propertyJson) } };
  }
}

/** Every menu entry, depth first, as a route record. */
export function menusToRoutes(menus: readonly MenuNode[], ctx: RouteContext, parentPath: string | null = null): MenuRoute[] {
  return menus.flatMap((node) => {
    const route = toRoute(node, parentPath, ctx);
    return [route, ...menusToRoutes(node.children ?? [], ctx, route.path)];
  });
}

/** Routes a user can land on (directories and new-window entries are not pages). */
export const isPageRoute = (route: MenuRoute): boolean => route.type !== MenuType.directory && !route.opensWindow;
