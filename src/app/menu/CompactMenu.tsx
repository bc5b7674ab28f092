import { Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useMenuLink } from './open-menu';

function pagesBelow(item: MenuItem): MenuItem[] {
  return item.children.flatMap((child) => (child.children.length ? pagesBelow(child) : [child]));
}

/**
 * Icon-only sidebar (plain layout, or the collapsed classic one): a page is a link; a submenu
 * flies out on hover, or on Enter/Space/arrow keys when focused (Mantine's menu keyboard).
 */
export function CompactMenu({ items, chain }: { items: MenuItem[]; chain: string[] }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const link = useMenuLink();
  return (
    <nav className="qb-menu" aria-label={t('menu.label')}>
      {items.map((item) => {
        const active = chain[0] === item.id || undefined;
        const icon = <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} size={20} />;
        if (!item.children.length) {
          return (
            <Tooltip key={item.id} label={title(item.route)} position="right">
              <a className="qb-compact-item" data-active={active} aria-current={active ? 'page' : undefined} aria-label={title(item.route)} data-menu-path={item.route.path} {...link(item.route)}>
                {icon}
              </a>
            </Tooltip>
          );
        }
        return (
          <Menu key={item.id} trigger="click-hover" position="right-start" offset={4} withinPortal>
            <Menu.Target>
              <button type="button" className="qb-compact-item" data-active={active} aria-label={title(item.route)} data-menu-path={item.route.path}>
                {icon}
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{title(item.route)}</Menu.Label>
              {pagesBelow(item).map((page) => (
                <Menu.Item key={page.id} component="a" {...link(page.route)} leftSection={<MenuIcon name={page.route.meta.icon} size={16} />}>
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
