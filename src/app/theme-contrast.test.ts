import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, type ThemeColor } from '@/app/settings/settings-store';
import { buildTheme } from '@/app/theme';
import { accessibleCssVariables, accessibleVariantColors, contrastRatio, over, readableOn } from './theme-contrast';

const AA = 4.5;
const SURFACES = ['#ffffff', '#f0f2f5', '#ebebeb'];
const themeOf = (color: ThemeColor) => mergeMantineTheme(DEFAULT_THEME, buildTheme({ theme: color, size: 'default' }));

describe('theme colours meet WCAG AA', () => {
  it('measures contrast like WCAG: black on white is 21, #1890ff on white about 3.24', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });

  it('darkens only as much as needed: purple #722ed1 already reads on white and stays', () => {
    expect(readableOn('#722ed1', ['#ffffff'])).toBe('#722ed1');
    const blue = readableOn('#1890ff', ['#ffffff']);
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(readableOn('#1890ff', ['#ffffff'], 4.4), '#ffffff')).toBeLessThan(4.6);
  });

  it.each(Object.keys(THEME_COLORS) as ThemeColor[])('brand %s: white on filled, text and light-variant text on every surface', (color) => {
    const theme = themeOf(color);
    const light = accessibleCssVariables(theme).light;
    expect(Object.keys(theme.colors)).toEqual(expect.arrayContaining(['brand', 'blue', 'teal', 'green', 'orange', 'red', 'gray']));
    for (const name of Object.keys(theme.colors).filter((c) => c !== 'dark')) {
      const filled = light[`--mantine-color-${name}-filled`]!;
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(filled, '#ffffff'), `${name} filled`).toBeGreaterThanOrEqual(AA);
      for (const surface of SURFACES) {
        expect(contrastRatio(text, surface), `${name} text on ${surface}`).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(text, over(theme.colors[name]![6], 0.1, surface)), `${name} text on its tint`).toBeGreaterThanOrEqual(AA);
      }
    }
    for (const key of ['--mantine-color-dimmed', '--mantine-color-anchor'] as const) {
      for (const surface of SURFACES) expect(contrastRatio(light[key]!, surface), key).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(light['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('a colour that is no theme colour (a dictionary tag #f08c00) is darkened for its light badge and filled button', () => {
    const theme = themeOf('blue');
    const light = accessibleVariantColors({ color: '#f08c00', theme, variant: 'light' });
    expect(contrastRatio(light.color, over('#f08c00', 0.1, '#ebebeb'))).toBeGreaterThanOrEqual(AA);
    const filled = accessibleVariantColors({ color: '#f08c00', theme, variant: 'filled' });
    expect(contrastRatio(filled.background, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
