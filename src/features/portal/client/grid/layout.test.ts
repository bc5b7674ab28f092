import { describe, expect, it } from 'vitest';
import { overlaps } from '@/features/portal/contract';
import { collides, fit, freeSpot, move, place, resize, rowsOf, type Box } from './layout';

const box = (i: string, x: number, y: number, w: number, h: number): Box => ({ i, x, y, w, h });
const noOverlap = (l: Box[]) => l.every((a, n) => l.slice(n + 1).every((b) => !overlaps(a, b)));

describe('portal grid layout', () => {
  it('keeps a box inside the 12 columns', () => {
    expect(fit(box('a', 10, -2, 5, 0))).toEqual(box('a', 7, 0, 5, 1));
    expect(fit(box('a', -3, 1, 20, 2))).toEqual(box('a', 0, 1, 12, 2));
  });

  it('moves with the arrow keys and pushes what it lands on below it', () => {
    const l = [box('a', 0, 0, 4, 2), box('b', 4, 0, 4, 2)];
    const moved = move(l, 'a', 1, 0);
    expect(moved.find((b) => b.i === 'a')).toEqual(box('a', 1, 0, 4, 2));
    expect(moved.find((b) => b.i === 'b')).toEqual(box('b', 4, 2, 4, 2));
    expect(noOverlap(moved)).toBe(true);
    expect(move(l, 'a', -1, -1)).toEqual(l);
  });

  it('resizes within the grid and pushes neighbours down in a chain', () => {
    const l = [box('a', 0, 0, 4, 2), box('b', 0, 2, 4, 2), box('c', 0, 4, 4, 2)];
    const grown = resize(l, 'a', 0, 3);
    expect(grown.map((b) => [b.i, b.y])).toEqual([['a', 0], ['b', 5], ['c', 7]]);
    expect(noOverlap(grown)).toBe(true);
    expect(resize([box('a', 8, 0, 4, 2)], 'a', 5, 0)[0]).toEqual(box('a', 8, 0, 4, 2));
    expect(resize([box('a', 0, 0, 1, 1)], 'a', -1, -1)[0]).toEqual(box('a', 0, 0, 1, 1));
  });

  it('finds collisions and the first free spot', () => {
    const l = [box('a', 0, 0, 6, 2), box('b', 6, 0, 6, 2)];
    expect(collides(l, box('x', 5, 1, 2, 2))).toBe(true);
    expect(collides(l, box('x', 0, 2, 12, 1))).toBe(false);
    expect(freeSpot(l, 4, 2)).toEqual({ x: 0, y: 2 });
    expect(freeSpot([box('a', 0, 0, 4, 2)], 4, 2)).toEqual({ x: 4, y: 0 });
    expect(rowsOf(l)).toBe(2);
  });

  it('a dropped box that overlaps is placed and the others make room', () => {
    const l = [box('a', 0, 0, 12, 3), box('b', 0, 3, 6, 2)];
    const out = place(l, box('b', 0, 1, 6, 2));
    expect(out.find((b) => b.i === 'b')).toEqual(box('b', 0, 1, 6, 2));
    expect(out.find((b) => b.i === 'a')!.y).toBe(3);
    expect(noOverlap(out)).toBe(true);
  });
});
