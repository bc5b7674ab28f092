import type { KeyboardEvent } from 'react';

interface TagKeyActions {
  open(): void;
  /** Undefined for the affixed home tag. */
  close?(): void;
}

/**
 * Keyboard of the tag bar as a WAI-ARIA tablist: arrows, Home and End move between tags, Enter or
 * Space opens one, Delete closes it; the context menu key opens the menu through `contextmenu`.
 */
export function onTagKeyDown(event: KeyboardEvent<HTMLElement>, actions: TagKeyActions): void {
  const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target !== undefined) {
    event.preventDefault();
    tabs[Math.max(0, Math.min(tabs.length - 1, target))]?.focus();
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    actions.open();
  } else if (event.key === 'Delete' && actions.close) {
    event.preventDefault();
    const neighbour = tabs[index + 1] ?? tabs[index - 1];
    actions.close();
    neighbour?.focus();
  }
}
