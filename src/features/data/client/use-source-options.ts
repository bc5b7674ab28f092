import { useEffect, useState } from 'react';
import { sourceApi, type SourceOption } from './data-api';

/**
 * The data sources a form of this feature picks from, loaded each time the form opens; `onOpen`
 * runs first (the form resets to the record or a blank one).
 */
export function useSourceOptions<T>(target: T | null, onOpen: (target: T) => void): SourceOption[] {
  const [sources, setSources] = useState<SourceOption[]>([]);
  useEffect(() => {
    if (!target) return;
    onOpen(target);
    void sourceApi.options().then(setSources, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the form opens, not when the caller's callback is recreated
  }, [target]);
  return sources;
}
