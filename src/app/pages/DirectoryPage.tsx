import { Title } from '@mantine/core';
import { MenuCards } from '@/app/menu/MenuCards';
import { useMenuTree, type MenuItem } from '@/app/menu/menu-tree';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { useMenuTitle } from '@/app/routing/menu-title';

function findItem(items: MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const below = findItem(item.children, id);
    if (below) return below;
  }
  return undefined;
}

/** A type-1 directory opened as a page: its entries as cards. */
export default function DirectoryPage({ route }: { route: MenuRoute }) {
  const title = useMenuTitle();
  const { items } = useMenuTree();
  const item = findItem(items, route.meta.modelId);
  return (
    <div className="qb-page-card">
      <Title order={2} size="h4" mb="md">{title(route)}</Title>
      <MenuCards items={item?.children ?? []} />
    </div>
  );
}
