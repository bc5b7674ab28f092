import { GRID_COLS, GRID_MAX_ROWS, overlaps, type PortalWidget } from '@/features/portal/contract';

export type Box = Pick<PortalWidget, 'i' | 'x' | 'y' | 'w' | 'h'>;

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

/** Keeps a box inside the 12 columns (and at least 1×1). */
export function fit<T extends Box>(b: T): T {
  const w = clamp(Math.round(b.w), 1, GRID_COLS);
  const h = clamp(Math.round(b.h), 1, 40);
  return { ...b, w, h, x: clamp(Math.round(b.x), 0, GRID_COLS - w), y: clamp(Math.round(b.y), 0, GRID_MAX_ROWS) };
}

/** Whether `b` overlaps any other box of the layout. */
export const collides = (layout: readonly Box[], b: Box): boolean => layout.some((o) => o.i !== b.i && overlaps(o, b));

/**
 * Places `moved` (already fitted) and pushes every box it overlaps down below it, repeatedly, so the
 * layout never overlaps — the grid designer's rule for a drag, a resize or a keyboard move.
 */
export function place<T extends Box>(layout: readonly T[], moved: T): T[] {
  const out = layout.map((b) => (b.i === moved.i ? fit(moved) : b));
  const settled: T[] = [out.find((b) => b.i === moved.i)!];
  const rest = out.filter((b) => b.i !== moved.i).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const b of rest) {
    let c = b;
    while (settled.some((s) => overlaps(s, c))) {
      const below = Math.max(...settled.filter((s) => overlaps(s, c)).map((s) => s.y + s.h));
      c = { ...c, y: below };
    }
    settled.push(c);
  }
  return out.map((b) => settled.find((s) => s.i === b.i)!);
}

export const move = <T extends Box>(layout: readonly T[], i: string, dx: number, dy: number): T[] => {
  const b = layout.find((x) => x.i === i);
  return b ? place(layout, fit({ ...b, x: b.x + dx, y: b.y + dy })) : [...layout];
};
export const resize = <T extends Box>(layout: readonly T[], i: string, dw: number, dh: number): T[] => {
  const b = layout.find((x) => x.i === i);
  if (!b) return [...layout];
  const w = clamp(b.w + dw, 1, GRID_COLS - b.x);
  return place(layout, fit({ ...b, w, h: b.h + dh }));
};

/** The first free spot (top to bottom, left to right) for a w×h box. */
export function freeSpot(layout: readonly Box[], w: number, h: number): { x: number; y: number } {
  const width = Math.min(w, GRID_COLS);
  for (let y = 0; y <= GRID_MAX_ROWS; y++) {
    for (let x = 0; x + width <= GRID_COLS; x++) {
      if (!collides(layout, { i: '\u0000', x, y, w: width, h })) return { x, y };
    }
  }
  return { x: 0, y: Math.max(0, ...layout.map((b) => b.y + b.h)) };
}

/** Rows the layout spans (the canvas's height). */
export const rowsOf = (layout: readonly Box[]): number => Math.max(0, ...layout.map((b) => b.y + b.h));
