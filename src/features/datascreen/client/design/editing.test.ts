import { describe, expect, it } from 'vitest';
import type { ScreenWidget } from '@/features/datascreen/contract';
import { byLayer, dragTo, layerToEnd, newWidget, nudge, resizeTo, shiftLayer, snap, toggle } from './editing';

const widget = (id: string, extra: Partial<ScreenWidget> = {}): ScreenWidget => ({ ...newWidget([], 'text', id), id, x: 100, y: 100, w: 200, h: 100, z: 0, ...extra });

describe('data screen designer: move and resize', () => {
  it('snaps a drag to the 10 px grid and keeps the widget inside the canvas', () => {
    const w = widget('a');
    expect(dragTo([w], w, 33, 47)[0]).toMatchObject({ x: 130, y: 150 });
    expect(dragTo([w], w, -500, -500)[0]).toMatchObject({ x: 0, y: 0 });
    expect(dragTo([w], w, 5000, 5000)[0]).toMatchObject({ x: 1720, y: 980 });
    expect(snap(14)).toBe(10);
    expect(snap(15)).toBe(20);
  });

  it('resizes from the corner on the grid, no smaller than 20 px and no further than the canvas edge', () => {
    const w = widget('a');
    expect(resizeTo([w], w, 56, 24)[0]).toMatchObject({ x: 100, y: 100, w: 260, h: 120 });
    expect(resizeTo([w], w, -1000, -1000)[0]).toMatchObject({ w: 20, h: 20 });
    expect(resizeTo([w], w, 5000, 5000)[0]).toMatchObject({ w: 1820, h: 980 });
  });

  it('moves with the arrows by 1 px (10 with Shift, as the page passes it), not past an edge', () => {
    const w = widget('a', { x: 0 });
    expect(nudge([w], 'a', 1, 0)[0]).toMatchObject({ x: 1, y: 100 });
    expect(nudge([w], 'a', 0, -10)[0]).toMatchObject({ x: 0, y: 90 });
    expect(nudge([w], 'a', -1, 0)[0]).toMatchObject({ x: 0 });
  });

  it('leaves a locked widget where it is', () => {
    const w = widget('a', { locked: true });
    expect(dragTo([w], w, 50, 50)[0]).toMatchObject({ x: 100, y: 100 });
    expect(resizeTo([w], w, 50, 50)[0]).toMatchObject({ w: 200, h: 100 });
    expect(nudge([w], 'a', 1, 1)[0]).toMatchObject({ x: 100, y: 100 });
    expect(toggle([w], 'a', 'locked')[0]!.locked).toBe(false);
  });
});

describe('data screen designer: layers', () => {
  const three = () => [widget('a', { z: 0 }), widget('b', { z: 1 }), widget('c', { z: 2 })];
  const order = (ws: ScreenWidget[]) => byLayer(ws).map((w) => w.id).join('');

  it('draws by z, then by order', () => {
    expect(order([widget('x', { z: 3 }), widget('y', { z: 1 }), widget('z', { z: 1 })])).toBe('yzx');
  });

  it('brings forward and sends backward one layer at a time', () => {
    expect(order(shiftLayer(three(), 'a', 1))).toBe('bac');
    expect(order(shiftLayer(three(), 'c', -1))).toBe('acb');
    expect(order(shiftLayer(three(), 'c', 1))).toBe('abc');
    expect(order(shiftLayer(three(), 'a', -1))).toBe('abc');
    // Equal layers are put in order first, so a step always moves past one neighbour.
    expect(order(shiftLayer([widget('a'), widget('b'), widget('c')], 'a', 1))).toBe('bac');
  });

  it('moves to the top or the bottom', () => {
    expect(order(layerToEnd(three(), 'a', 'top'))).toBe('bca');
    expect(order(layerToEnd(three(), 'c', 'bottom'))).toBe('cab');
    expect(layerToEnd(three(), 'a', 'top').map((w) => w.z).sort()).toEqual([0, 1, 2]);
  });

  it('hides and shows', () => {
    const ws = toggle(three(), 'b', 'hidden');
    expect(ws.find((w) => w.id === 'b')!.hidden).toBe(true);
    expect(toggle(ws, 'b', 'hidden').find((w) => w.id === 'b')!.hidden).toBe(false);
  });

  it('puts a new widget on top with a fresh id', () => {
    const ws = three();
    const w = newWidget(ws, 'chart', '图表');
    expect(w).toMatchObject({ id: 'chart4', z: 3, type: 'chart' });
    expect(w.x + w.w).toBeLessThanOrEqual(1920);
  });
});
