import { NavLink } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMenuTitle } from '@/app/routing/menu-title';
import { MenuIcon } from './MenuIcon';
import type { MenuItem } from './menu-tree';
import { useOpenMenu } from './open-menu';

interface Props {
  items: MenuItem[];
  chain: string[];
}

/** The expanded sidebar tree; only one submenu is open at a time (SPEC §2). */
export function SidebarMenu({ items, chain }: Props) {
  const [openIds, setOpenIds] = useState<string[]>(chain);
  const chainKey = chain.join('/');
  useEffect(() => {
    if (chainKey) setOpenIds(chainKey.split('/'));
  }, [chainKey]);
  const toggle = (id: string, depth: number) =>
    setOpenIds((open) => (open[depth] === id ? open.slice(0, depth) : [...open.slice(0, depth), id]));
  return (
    <nav className="qb-menu" aria-label="menu">
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
  const open = useOpenMenu();
  return items.map((item) => {
    const hasChildren = item.children.length > 0;
    return (
      <NavLink
        key={item.id}
        label={title(item.route)}
        leftSection={<MenuIcon name={item.route.meta.icon} isDirectory={item.route.type === 1} />}
        active={item.id === activeId}
        opened={hasChildren ? openIds[depth] === item.id : undefined}
        onClick={() => (hasChildren ? toggle(item.id, depth) : open(item.route))}
        pl={16 + depth * 16}
        childrenOffset={0}
        data-menu-path={item.route.path}
      >
        {hasChildren ? <Level items={item.children} depth={depth + 1} openIds={openIds} activeId={activeId} toggle={toggle} /> : undefined}
      </NavLink>
    );
  });
}
