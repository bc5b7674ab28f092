import { describe, expect, it } from 'vitest';
import { contrastRatio, readableFill } from './contrast';

describe('colour contrast (WCAG 2)', () => {
  it('measures the known extremes and the brand blue', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeLessThan(4.5);
  });

  it('darkens every theme colour just enough for white text at 4.5:1', () => {
    for (const hex of ['#1890ff', '#722ed1', '#13c2c2', '#2f54eb', '#52c41a', '#d4b106', '#fa8c16', '#f5222d']) {
      const fill = readableFill(hex);
      expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      if (fill !== hex) expect(contrastRatio(fill, '#ffffff')).toBeLessThan(5.2);
    }
  });

  it('keeps a colour that is already dark enough', () => {
    expect(readableFill('#2f54eb')).toBe('#2f54eb');
  });
});
