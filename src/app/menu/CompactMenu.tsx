import { Menu, Tooltip } from '@mantine/core';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useOpenMenu } from './open-menu';

function pagesBelow(item: MenuItem): MenuItem[] {
  return item.children.flatMap((child) => (child.children.length ? pagesBelow(child) : [child]));
}

/** Icon-only sidebar (plain layout, or the collapsed classic one): submenus fly out on hover. */
export function CompactMenu({ items, chain }: { items: MenuItem[]; chain: string[] }) {
  const title = useMenuTitle();
  const open = useOpenMenu();
  return (
    <nav className="qb-menu" aria-label="menu">
      {items.map((item) => {
        const active = chain[0] === item.id || undefined;
        const button = (
          <button type="button" className="qb-compact-item" data-active={active} aria-label={title(item.route)} onClick={item.children.length ? undefined : () => open(item.route)}>
            <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} size={20} />
          </button>
        );
        if (!item.children.length) return <Tooltip key={item.id} label={title(item.route)} position="right">{button}</Tooltip>;
        return (
          <Menu key={item.id} trigger="hover" position="right-start" offset={4} withinPortal>
            <Menu.Target>{button}</Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{title(item.route)}</Menu.Label>
              {pagesBelow(item).map((page) => (
                <Menu.Item key={page.id} leftSection={<MenuIcon name={page.route.meta.icon} size={16} />} onClick={() => open(page.route)}>
                  {title(page.route)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
