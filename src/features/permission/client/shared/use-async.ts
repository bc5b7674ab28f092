import { useCallback, useEffect, useState } from 'react';

/** Loads once (and again on reload()); failures were already shown by the http client. */
export function useAsync<T>(load: () => Promise<T>, initial: T, deps: readonly unknown[] = []) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((value) => live && setData(value), () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, ...deps]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload, setData };
}
