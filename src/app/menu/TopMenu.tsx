import { Menu } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MENU_ENTRY_WIDTH } from '@/contract/limits';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useMenuLink } from './open-menu';

/** How many entries fit, keeping one slot for 'More …' when some do not (SPEC §2, ~116 px each). */
export function visibleEntryCount(width: number, total: number, entryWidth = MENU_ENTRY_WIDTH): number {
  const capacity = Math.max(1, Math.floor(width / entryWidth));
  return total <= capacity ? total : Math.max(0, capacity - 1);
}

export function pagesBelow(item: MenuItem): MenuItem[] {
  return item.children.flatMap((child) => (child.children.length ? pagesBelow(child) : [child]));
}

interface Props {
  items: MenuItem[];
  activeTopId: string | undefined;
  /** blend: a directory selects the sub-menu shown on the left; functional: it drops down. */
  mode: 'blend' | 'functional';
  onSelectTop(item: MenuItem): void;
}

export function TopMenu({ items, activeTopId, mode, onSelectTop }: Props) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const link = useMenuLink();
  const { ref, width } = useElementSize();
  const count = width ? visibleEntryCount(width, items.length) : items.length;
  const visible = items.slice(0, count);
  const overflow = items.slice(count);

  const entry = (item: MenuItem) => {
    const active = item.id === activeTopId || undefined;
    const content = (
      <>
        <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} size={16} />
        <span>{title(item.route)}</span>
      </>
    );
    if (!item.children.length) {
      return <a key={item.id} className="qb-top-entry" data-active={active} aria-current={active ? 'page' : undefined} title={title(item.route)} {...link(item.route)}>{content}</a>;
    }
    const button = (
      <button key={item.id} type="button" className="qb-top-entry" data-active={active} onClick={() => onSelectTop(item)} title={title(item.route)}>
        {content}
      </button>
    );
    if (mode === 'blend') return button;
    // Click (or Enter, Space, arrow down) opens the list as well as hover, so the keyboard reaches it.
    return (
      <Menu key={item.id} trigger="click-hover" position="bottom-start" offset={0}>
        <Menu.Target>{button}</Menu.Target>
        <Menu.Dropdown>
          {pagesBelow(item).map((page) => (
            <Menu.Item key={page.id} component="a" {...link(page.route)} leftSection={<MenuIcon name={page.route.meta.icon} size={16} />}>
              {title(page.route)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <nav ref={ref} className="qb-top-menu" data-testid="top-menu" aria-label={t('menu.topLabel')}>
      {visible.map(entry)}
      {overflow.length > 0 && (
        <Menu trigger="click-hover" position="bottom-end" offset={0}>
          <Menu.Target>
            <button type="button" className="qb-top-entry" data-testid="top-menu-more">
              <IconDots size={16} />
              <span>{t('menu.more')}</span>
            </button>
          </Menu.Target>
          <Menu.Dropdown>
            {overflow.map((item) => {
              const icon = <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} size={16} />;
              return item.children.length ? (
                <Menu.Item key={item.id} leftSection={icon} onClick={() => onSelectTop(item)}>{title(item.route)}</Menu.Item>
              ) : (
                <Menu.Item key={item.id} component="a" {...link(item.route)} leftSection={icon}>{title(item.route)}</Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}
