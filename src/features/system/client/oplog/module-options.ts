import type { MenuNode } from '@/features/auth/contract';

const AREAS = ['permission', 'system', 'sync', 'file', 'message', 'oauth', 'business'] as const;

/** What the module filter offers: the pages of the user's menus by name, then the API areas of writes outside any menu. */
export function moduleOptions(menus: readonly MenuNode[] | null, title: (m: MenuNode) => string, area: (code: string) => string) {
  const pages: { value: string; label: string }[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const m of nodes) {
      if (m.type !== 1) pages.push({ value: m.enCode, label: title(m) });
      walk(m.children ?? []);
    }
  };
  walk(menus ?? []);
  const taken = new Set(pages.map((p) => p.value));
  return [...pages, ...AREAS.filter((a) => !taken.has(a)).map((a) => ({ value: a, label: area(a) }))];
}
