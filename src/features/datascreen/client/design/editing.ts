import { GRID_SNAP, MIN_WIDGET, SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenWidget, type ScreenWidgetType } from '@/features/datascreen/contract';

/** A value on the 10 px grid. */
export const snap = (v: number, step = GRID_SNAP): number => Math.round(v / step) * step;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A rectangle kept inside the canvas, at least MIN_WIDGET on each side. */
export function inside<T extends Pick<ScreenWidget, 'x' | 'y' | 'w' | 'h'>>(r: T): T {
  const w = clamp(Math.round(r.w), MIN_WIDGET, SCREEN_WIDTH);
  const h = clamp(Math.round(r.h), MIN_WIDGET, SCREEN_HEIGHT);
  return { ...r, w, h, x: clamp(Math.round(r.x), 0, SCREEN_WIDTH - w), y: clamp(Math.round(r.y), 0, SCREEN_HEIGHT - h) };
}

const update = (widgets: readonly ScreenWidget[], id: string, change: (w: ScreenWidget) => ScreenWidget): ScreenWidget[] =>
  widgets.map((w) => (w.id === id && !w.locked ? change(w) : w));

/** Dragging by (dx, dy) canvas pixels from where the widget started: the top-left corner snaps to the grid. */
export const dragTo = (widgets: readonly ScreenWidget[], start: ScreenWidget, dx: number, dy: number): ScreenWidget[] =>
  update(widgets, start.id, (w) => inside({ ...w, x: snap(start.x + dx), y: snap(start.y + dy) }));

/** Resizing by the bottom-right handle: the size snaps to the grid, the corner stays inside the canvas. */
export function resizeTo(widgets: readonly ScreenWidget[], start: ScreenWidget, dx: number, dy: number): ScreenWidget[] {
  return update(widgets, start.id, (w) => ({
    ...w,
    w: clamp(snap(start.w + dx), MIN_WIDGET, SCREEN_WIDTH - start.x),
    h: clamp(snap(start.h + dy), MIN_WIDGET, SCREEN_HEIGHT - start.y),
  }));
}

/** The arrow keys: 1 px, or 10 with Shift; never out of the canvas. */
export const nudge = (widgets: readonly ScreenWidget[], id: string, dx: number, dy: number): ScreenWidget[] =>
  update(widgets, id, (w) => inside({ ...w, x: w.x + dx, y: w.y + dy }));

/** Widgets from the bottom layer to the top (z, then their order). */
export const byLayer = (widgets: readonly ScreenWidget[]): ScreenWidget[] =>
  widgets.map((w, i) => ({ w, i })).sort((a, b) => a.w.z - b.w.z || a.i - b.i).map(({ w }) => w);

/** Layers renumbered 0…n-1 in drawing order (what a move between layers works on). */
function restack(widgets: readonly ScreenWidget[]): ScreenWidget[] {
  const order = byLayer(widgets).map((w) => w.id);
  return widgets.map((w) => ({ ...w, z: order.indexOf(w.id) }));
}

/** Bring forward (+1) or send backward (-1) one layer: it swaps places with its neighbour. */
export function shiftLayer(widgets: readonly ScreenWidget[], id: string, by: 1 | -1): ScreenWidget[] {
  const stacked = restack(widgets);
  const me = stacked.find((w) => w.id === id);
  if (!me) return [...widgets];
  const other = stacked.find((w) => w.z === me.z + by);
  if (!other) return stacked;
  return stacked.map((w) => (w.id === id ? { ...w, z: other.z } : w.id === other.id ? { ...w, z: me.z } : w));
}

/** To the very top or bottom. */
export function layerToEnd(widgets: readonly ScreenWidget[], id: string, end: 'top' | 'bottom'): ScreenWidget[] {
  const stacked = restack(widgets);
  const me = stacked.find((w) => w.id === id);
  if (!me) return [...widgets];
  const top = stacked.length - 1;
  return stacked.map((w) => {
    if (w.id === id) return { ...w, z: end === 'top' ? top : 0 };
    if (end === 'top' && w.z > me.z) return { ...w, z: w.z - 1 };
    if (end === 'bottom' && w.z < me.z) return { ...w, z: w.z + 1 };
    return w;
  });
}

export const toggle = (widgets: readonly ScreenWidget[], id: string, flag: 'hidden' | 'locked'): ScreenWidget[] =>
  widgets.map((w) => (w.id === id ? { ...w, [flag]: !w[flag] } : w));

export const removeWidget = (widgets: readonly ScreenWidget[], id: string): ScreenWidget[] => widgets.filter((w) => w.id !== id);

/** A new widget's size by kind. */
const SIZE: Record<ScreenWidgetType, [number, number]> = {
  chart: [600, 360], card: [360, 160], table: [600, 360], text: [600, 80], clock: [360, 60], image: [400, 300], decoration: [600, 40],
};

/** A widget of `type` on top of the others, cascaded from the top-left so new ones do not hide each other. */
export function newWidget(widgets: readonly ScreenWidget[], type: ScreenWidgetType, title: string): ScreenWidget {
  const [w, h] = SIZE[type];
  let n = widgets.length + 1;
  while (widgets.some((o) => o.id === `${type}${n}`)) n++;
  const offset = (widgets.length % 10) * 40;
  const chart = type === 'chart' ? { id: 'chart', type: 'bar' as const, title: '', categoryField: null, valueFields: [], aggregate: 'sum' as const, format: 'integer' as const, max: null, mapId: null, span: 12 as const }
    : type === 'card' ? { id: 'card', type: 'card' as const, title: '', categoryField: null, valueFields: [], aggregate: 'sum' as const, format: 'integer' as const, max: null, mapId: null, span: 12 as const } : null;
  return inside({
    id: `${type}${n}`, type, title, x: 40 + offset, y: 40 + offset, w, h, z: widgets.reduce((m, o) => Math.max(m, o.z + 1), 0),
    border: type === 'decoration' ? 'glow' : 'none', background: null, refreshSeconds: 0, hidden: false, locked: false,
    options: {
      interfaceId: null, values: {}, chart, columns: [], rows: 6, text: type === 'text' ? title : '', fontSize: type === 'text' ? 32 : 24, color: '#e6f1ff',
      align: 'center', clockFormat: 'datetime', url: '',
    },
  });
}
