import { mulberry32 } from '../../src/contract/mulberry32';

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
  const next = mulberry32(seed);
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
