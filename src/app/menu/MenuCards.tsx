import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useMenuLink } from './open-menu';

/** Menu entries as a grid of cards (directory pages, the virtual More menu): each card is a link. */
export function MenuCards({ items }: { items: MenuItem[] }) {
  const title = useMenuTitle();
  const link = useMenuLink();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {items.map((item) => (
        <Card key={item.id} withBorder padding="lg" radius="md" component="a" {...link(item.route)} className="qb-menu-card" data-menu-path={item.route.path}>
          <ThemeIcon size={44} radius="md" variant="light" mx="auto">
            <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} size={24} />
          </ThemeIcon>
          <Text mt="sm" size="sm" fw={500}>{title(item.route)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
