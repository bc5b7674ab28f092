/** A seeded PRNG (mulberry32): the same seed gives the same writes and the same fault draws. */
export interface Rng {
  next(): number;
  /** 0 ≤ n < max */
  int(max: number): number;
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, drawn in proportion to its weight. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: (items) => items[int(items.length)]!,
    weighted<K extends string>(weights: Partial<Record<K, number>>): K {
      const entries = Object.entries(weights) as Array<[K, number]>;
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let draw = next() * total;
      for (const [key, w] of entries) {
        draw -= w;
        if (draw < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
