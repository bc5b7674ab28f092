import { describe, expect, it } from 'vitest';
import { fitScale, toCanvas } from './scale';

describe('data screen scaling', () => {
  it('fits a 16:9 box exactly', () => {
    expect(fitScale(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitScale(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
    expect(fitScale(960, 540)).toEqual({ scale: 0.5, left: 0, top: 0 });
  });

  it('letterboxes a box that is too tall (bars above and below) and pillarboxes one too wide', () => {
    // 1024×768 (4:3): width decides; 576 px high, 96 px above and below.
    expect(fitScale(1024, 768)).toEqual({ scale: 1024 / 1920, left: 0, top: 96 });
    // 2560×1080 (21:9): height decides; 1920 px wide, 320 px either side.
    expect(fitScale(2560, 1080)).toEqual({ scale: 1, left: 320, top: 0 });
    // A phone held upright.
    const phone = fitScale(390, 844);
    expect(phone.scale).toBeCloseTo(390 / 1920);
    expect(phone.top).toBeCloseTo((844 - 1080 * (390 / 1920)) / 2);
  });

  it('gives no scale for a box of no size', () => {
    expect(fitScale(0, 500)).toEqual({ scale: 0, left: 0, top: 0 });
    expect(fitScale(Number.NaN, 500).scale).toBe(0);
  });

  it('maps a point on the page back to canvas pixels', () => {
    const fit = fitScale(1024, 768);
    expect(toCanvas(fit, 512, 96 + 288)).toEqual({ x: 960, y: 540 });
    expect(toCanvas(fitScale(0, 0), 5, 5)).toEqual({ x: 0, y: 0 });
  });
});
