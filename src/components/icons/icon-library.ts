import type { Icon } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';

type Library = Record<string, Icon>;
let library: Library | null = null;
let loading: Promise<Library> | null = null;
const listeners = new Set<() => void>();

/** The whole icon set (a chunk of its own: the shell's first download carries only the menus' usual icons). */
export function loadIconLibrary(): Promise<Library> {
  loading ??= import('./icon-components').then((m) => {
    library = m.ICON_COMPONENTS;
    for (const listener of listeners) listener();
    return library;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The icon set once loaded (null before); `wanted` starts the load. */
export function useIconLibrary(wanted = true): Library | null {
  const loaded = useSyncExternalStore(subscribe, () => library, () => library);
  useEffect(() => {
    if (wanted && !library) void loadIconLibrary().catch(() => undefined);
  }, [wanted]);
  return loaded;
}
