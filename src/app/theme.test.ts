import { describe, expect, it } from 'vitest';
import { TABLE_DENSITY } from '@/components/list-page/table-density';
import { contrastRatio } from '@/lib/contrast';
import { THEME_COLORS, type ComponentSize, type ThemeColor } from './settings/settings-store';
import { buildTheme } from './theme';

type SwitchVars = (theme: unknown, props: { size?: string }) => { root: Record<string, string> };

describe('theme (issue 10 §6)', () => {
  it('every plain table takes the row density of the size menu', () => {
    for (const size of Object.keys(TABLE_DENSITY) as ComponentSize[]) {
      const props = buildTheme({ theme: 'blue', size }).components?.Table?.defaultProps;
      expect(props).toMatchObject({ verticalSpacing: TABLE_DENSITY[size].paddingY, fz: TABLE_DENSITY[size].fontSize });
    }
  });

  it('switch track labels are at least 10 px, white on a fill of at least 4.5:1 in every theme colour', () => {
    for (const theme of Object.keys(THEME_COLORS) as ThemeColor[]) {
      const vars = buildTheme({ theme, size: 'mini' }).components?.Switch?.vars as SwitchVars;
      for (const size of ['xs', 'sm', 'md']) {
        const root = vars({}, { size }).root;
        expect(Number.parseFloat(root['--switch-label-font-size']!) * 16).toBeGreaterThanOrEqual(10);
        expect(contrastRatio(root['--switch-color']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
