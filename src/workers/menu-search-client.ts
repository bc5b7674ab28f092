import { wrap, type Remote } from 'comlink';
import type { MenuSearchApi } from './menu-search.worker';

let remote: Remote<MenuSearchApi> | null = null;

/** The one menu-search worker of the page, started on first use. */
export function menuSearchWorker(): Remote<MenuSearchApi> {
  if (!remote) remote = wrap<MenuSearchApi>(new Worker(new URL('./menu-search.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}
