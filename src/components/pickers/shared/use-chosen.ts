import { useEffect, useRef, useState } from 'react';
import { sourceOf, type StoreAnswer } from './use-local';
import { keyOf, type Chosen } from './value';

/**
 * The chosen items of a closed picker, by value. Names come from the device store first (`local`,
 * live: a rename shows at once); then from what the dialog handed over; the rest (a value set from
 * outside that the store does not hold, or before the first sync) are looked up once through `echo`.
 */
export function useChosen<V extends string | string[]>(values: V[], echo: (values: V[]) => Promise<Chosen<V>[]>, local?: StoreAnswer<ReadonlyMap<string, Chosen<V>>>) {
  const known = useRef(new Map<string, Chosen<V>>());
  const [, setVersion] = useState(0);
  const echoRef = useRef(echo);
  echoRef.current = echo;
  const keys = values.map(keyOf).join('|');
  const source = sourceOf(local);
  const stored = local?.ready ? local.value : null;
  const storedRef = useRef(stored);
  storedRef.current = stored;

  useEffect(() => {
    // While Dexie is being asked, the server is not: the store answers a moment later.
    if (source === 'reading') return;
    const missing = values.filter((v) => !known.current.has(keyOf(v)) && !storedRef.current?.has(keyOf(v)));
    if (missing.length === 0) return;
    let live = true;
    echoRef.current(missing).then(
      (items) => {
        if (!live) return;
        for (const item of items) known.current.set(item.key, item);
        setVersion((v) => v + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `keys` stands for `values`: a new array with the same ids must not echo again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, source]);

  const chosen = values.map((v): Chosen<V> => stored?.get(keyOf(v)) ?? known.current.get(keyOf(v)) ?? { key: keyOf(v), label: keyOf(v), value: v });
  const remember = (items: Chosen<V>[]) => items.forEach((item) => known.current.set(item.key, item));
  return { chosen, remember };
}

/** An open dialog whose initial items were still being echoed takes their names once they arrive. */
export function useRelabel<V>(initial: Chosen<V>[], setChosen: (update: (list: Chosen<V>[]) => Chosen<V>[]) => void) {
  const labels = initial.map((c) => `${c.key}=${c.label}`).join('|');
  useEffect(() => {
    const byKey = new Map(initial.map((c) => [c.key, c]));
    setChosen((list) => list.map((c) => (byKey.get(c.key)?.label !== c.label && c.label === c.key ? (byKey.get(c.key) ?? c) : c)));
    // `labels` stands for `initial`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labels]);
}
