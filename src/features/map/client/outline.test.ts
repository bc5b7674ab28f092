import { describe, expect, it } from 'vitest';
import { outlinePaths } from './outline';

describe('outlinePaths', () => {
  it('draws a polygon fitted to its bounds, north up', () => {
    const geo = JSON.stringify({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]] } });
    const out = outlinePaths(geo, 100)!;
    expect(out.paths).toEqual(['M0.0,100.0L100.0,100.0L100.0,0.0L0.0,0.0L0.0,100.0Z']);
    expect(out.viewBox).toBe('-4 -4 108.0 108.0');
  });
  it('answers null for what it cannot draw', () => {
    expect(outlinePaths('nope')).toBeNull();
    expect(outlinePaths(JSON.stringify({ type: 'FeatureCollection', features: [] }))).toBeNull();
  });
});
