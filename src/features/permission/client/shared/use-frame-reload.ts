import { useCallback, useRef } from 'react';

/**
 * ListPageFrame hands its reload() only to toolbar and row callbacks; dialogs and cell switches
 * outside them need it too. `capture` remembers it when the toolbar renders; `reload` calls it.
 */
export function useFrameReload() {
  const ref = useRef<(() => void) | null>(null);
  const capture = useCallback((ctx: { reload(): void }) => {
    ref.current = ctx.reload;
  }, []);
  const reload = useCallback(() => ref.current?.(), []);
  return { reload, capture };
}
