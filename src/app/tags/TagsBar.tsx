import { Menu } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/app/menu/MenuIcon';
import { useMenuTitle } from '@/app/routing/menu-title';
import { settingsStore } from '@/app/settings/settings-store';
import { useStore } from '@/lib/store';
import { onTagKeyDown } from './tag-keys';
import { closeAllTags, closeOtherTags, closeTag, refreshTag, tagsStore, type TagView } from './tags-store';

interface ContextState {
  tag: TagView;
  x: number;
  y: number;
}

/** Visited pages with a context menu: refresh, close, close others, close all (SPEC §2). */
export function TagsBar() {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const tags = useStore(tagsStore, (s) => s.tags);
  const showIcons = useStore(settingsStore, (s) => s.tagsIcon);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const [context, setContext] = useState<ContextState | null>(null);

  const label = (tag: TagView) => (tag.titleIsKey ? t(tag.title) : menuTitle({ enCode: tag.enCode ?? '', meta: { title: tag.title } }));
  const go = (tag: TagView | undefined) => tag && void navigate({ to: tag.fullPath });
  const close = (tag: TagView) => {
    const next = closeTag(tag.path);
    if (tag.path === pathname) go(next);
  };
  const refresh = (tag: TagView) => {
    refreshTag(tag.path);
    void navigate({ to: `/redirect${tag.fullPath}`, replace: true });
  };
  const closeOthers = (tag: TagView) => {
    closeOtherTags(tag.path);
    if (tag.path !== pathname) go(tag);
  };
  const closeAll = () => {
    closeAllTags();
    go(tagsStore.get().tags.find((x) => x.path === pathname) ?? tagsStore.get().tags.at(-1));
  };
  const openContext = (event: MouseEvent<HTMLElement>, tag: TagView) => {
    event.preventDefault();
    // The context menu key and Shift+F10 give no pointer position: open below the tag.
    const box = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setContext({ tag, x: fromKeyboard ? box.left : event.clientX, y: fromKeyboard ? box.bottom : event.clientY });
  };
  const focusable = tags.some((tag) => tag.path === pathname) ? pathname : tags[0]?.path;

  return (
    <div className="qb-tags" role="tablist" aria-label={t('tags.label')} data-testid="tags-bar">
      {tags.map((tag) => (
        <div
          key={tag.path}
          role="tab"
          tabIndex={tag.path === focusable ? 0 : -1}
          aria-selected={tag.path === pathname}
          aria-keyshortcuts={tag.affix ? undefined : 'Delete'}
          className="qb-tag"
          data-active={tag.path === pathname || undefined}
          data-path={tag.path}
          onClick={() => go(tag)}
          onKeyDown={(e) => onTagKeyDown(e, { open: () => go(tag), close: tag.affix ? undefined : () => close(tag) })}
          onContextMenu={(e) => openContext(e, tag)}
        >
          {showIcons && <MenuIcon name={tag.icon ?? (tag.titleIsKey ? 'home' : null)} size={13} />}
          <span>{label(tag)}</span>
          {!tag.affix && (
            <span className="qb-tag-close" role="button" aria-label={t('tags.close')} onClick={(e) => { e.stopPropagation(); close(tag); }}>
              <IconX size={12} />
            </span>
          )}
        </div>
      ))}
      <Menu opened={context !== null} onChange={(o) => !o && setContext(null)} position="bottom-start" offset={2} withinPortal>
        <Menu.Target>
          <div aria-hidden style={{ position: 'fixed', left: context?.x ?? 0, top: context?.y ?? 0, width: 1, height: 1 }} />
        </Menu.Target>
        <Menu.Dropdown data-testid="tags-context-menu">
          {context && (
            <>
              <Menu.Item onClick={() => refresh(context.tag)}>{t('tags.refresh')}</Menu.Item>
              <Menu.Item disabled={context.tag.affix} onClick={() => close(context.tag)}>{t('tags.close')}</Menu.Item>
              <Menu.Item onClick={() => closeOthers(context.tag)}>{t('tags.closeOthers')}</Menu.Item>
              <Menu.Item onClick={closeAll}>{t('tags.closeAll')}</Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
