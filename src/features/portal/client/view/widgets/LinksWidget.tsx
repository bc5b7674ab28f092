import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { MenuCards } from '@/app/menu/MenuCards';
import { MenuIcon } from '@/app/menu/MenuIcon';
import { useMenuTree, type MenuItem } from '@/app/menu/menu-tree';
import { useMenuLink } from '@/app/menu/open-menu';
import type { PortalLink } from '@/features/portal/contract';

const pages = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children.length ? pages(i.children) : [i]));

/**
 * 快捷入口: keyboard-reachable cards. A path of the user's menus opens like the menu (tags bar and all);
 * another path of the product navigates; an http(s) address opens a new window. Without links of its
 * own, the widget lists the user's menu pages (the home page's shortcut cards).
 */
export function LinksWidget({ links }: { links: readonly PortalLink[] }) {
  const { items } = useMenuTree();
  const link = useMenuLink();
  const navigate = useNavigate();
  const all = pages(items);
  if (!links.length) return <MenuCards items={all} />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="portal-links">
      {links.map((l) => {
        const item = all.find((i) => i.route.path === l.url);
        const external = /^https?:/i.test(l.url);
        const props = item
          ? link(item.route)
          : external
            ? { href: l.url, target: '_blank', rel: 'noopener noreferrer' }
            : { href: l.url, onClick: (e: React.MouseEvent) => { e.preventDefault(); void navigate({ to: l.url }); } };
        return (
          <Card key={`${l.title}${l.url}`} withBorder padding="sm" radius="md" component="a" className="qb-menu-card" data-menu-path={external ? undefined : l.url} {...props}>
            <ThemeIcon size={36} radius="md" variant="light" mx="auto">
              <MenuIcon name={l.icon || item?.route.meta.icon || ''} isDirectory={false} size={20} />
            </ThemeIcon>
            <Text mt={6} size="sm" fw={500} ta="center" lineClamp={1}>{l.title}</Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
