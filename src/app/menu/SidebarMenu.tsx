import { NavLink } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useMenuLink } from './open-menu';

interface Props {
  items: MenuItem[];
  chain: string[];
}

/** The expanded sidebar tree; only one submenu is open at a time (SPEC §2). */
export function SidebarMenu({ items, chain }: Props) {
  const { t } = useTranslation();
  const [openIds, setOpenIds] = useState<string[]>(chain);
  const chainKey = chain.join('/');
  useEffect(() => {
    if (chainKey) setOpenIds(chainKey.split('/'));
  }, [chainKey]);
  const toggle = (id: string, depth: number) =>
    setOpenIds((open) => (open[depth] === id ? open.slice(0, depth) : [...open.slice(0, depth), id]));
  return (
    <nav className="qb-menu" aria-label={t('menu.label')}>
      <Level items={items} depth={0} openIds={openIds} activeId={chain.at(-1)} toggle={toggle} />
    </nav>
  );
}

interface LevelProps {
  items: MenuItem[];
  depth: number;
  openIds: string[];
  activeId: string | undefined;
  toggle(id: string, depth: number): void;
}

function Level({ items, depth, openIds, activeId, toggle }: LevelProps) {
  const title = useMenuTitle();
  const link = useMenuLink();
  return items.map((item) => {
    const common = {
      label: title(item.route),
      leftSection: <MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} />,
      pl: 16 + depth * 16,
      'data-menu-path': item.route.path,
    };
    if (!item.children.length) {
      const active = item.id === activeId;
      return <NavLink key={item.id} component="a" {...common} {...link(item.route)} active={active} aria-current={active ? 'page' : undefined} />;
    }
    // A submenu is a button that opens and closes its list (Enter or Space), not a link.
    const opened = openIds[depth] === item.id;
    return (
      <NavLink key={item.id} component="button" type="button" {...common} opened={opened} onChange={() => toggle(item.id, depth)} aria-expanded={opened} childrenOffset={0}>
        <Level items={item.children} depth={depth + 1} openIds={openIds} activeId={activeId} toggle={toggle} />
      </NavLink>
    );
  });
}
