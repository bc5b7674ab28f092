import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { tagsStore } from './tags-store';

const EDGE_MARGIN = 24;

interface Edges {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Scrolls the viewport so the active tag is in full view, with a little of its neighbour. */
export function revealActiveTag(viewport: HTMLElement): void {
  const active = viewport.querySelector<HTMLElement>('[data-active], [aria-selected="true"]');
  if (!active) return;
  const v = viewport.getBoundingClientRect();
  const a = active.getBoundingClientRect();
  if (a.left < v.left) viewport.scrollLeft -= v.left - a.left + EDGE_MARGIN;
  else if (a.right > v.right) viewport.scrollLeft += a.right - v.right + EDGE_MARGIN;
}

/**
 * The tags bar's frame: when the open pages do not fit, arrow buttons scroll them (so does the
 * mouse wheel), and the active tag is kept in view whenever the page or the tags change.
 */
export function TagsScroller({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflowing: false, atStart: true, atEnd: true });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tagCount = useStore(tagsStore, (s) => s.tags.length);

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const next = { overflowing: el.scrollWidth > el.clientWidth + 1, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
    setEdges((e) => (e.overflowing === next.overflowing && e.atStart === next.atStart && e.atEnd === next.atEnd ? e : next));
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    // Tag titles arrive with the menus and fonts after the first paint: follow the active tag then too.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => { revealActiveTag(el); measure(); });
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    // Measure once more when a smooth scroll settles, so an arrow never keeps the state of a frame mid-animation.
    el.addEventListener('scrollend', measure, { passive: true });
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      resize?.disconnect();
      el.removeEventListener('scroll', measure);
      el.removeEventListener('scrollend', measure);
      el.removeEventListener('wheel', wheel);
    };
  }, [measure]);

  useEffect(() => {
    if (!viewport.current) return;
    revealActiveTag(viewport.current);
    measure();
  }, [pathname, tagCount, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const el = viewport.current;
    if (!el) return;
    // Already at that edge (the arrow's state missed the last frame of a scroll): no scroll event
    // would come to correct it, so measure now instead of leaving a live arrow that does nothing.
    const atEdge = direction < 0 ? el.scrollLeft <= 1 : el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    if (atEdge) return measure();
    el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.7), behavior: 'smooth' });
  };

  return (
    <div className="qb-tags-scroller" data-overflowing={edges.overflowing || undefined}>
      {edges.overflowing && (
        <ActionIcon variant="subtle" color="gray" size="md" className="qb-tags-arrow" aria-label={t('tagsScroll.left')} disabled={edges.atStart} onClick={() => scrollBy(-1)} data-testid="tags-scroll-left">
          <IconChevronLeft size={16} />
        </ActionIcon>
      )}
      <div ref={viewport} className="qb-tags-viewport">{children}</div>
      {edges.overflowing && (
        <ActionIcon variant="subtle" color="gray" size="md" className="qb-tags-arrow" aria-label={t('tagsScroll.right')} disabled={edges.atEnd} onClick={() => scrollBy(1)} data-testid="tags-scroll-right">
          <IconChevronRight size={16} />
        </ActionIcon>
      )}
    </div>
  );
}
