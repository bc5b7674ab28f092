import { createTheme, mergeThemeOverrides, type MantineColorsTuple, type MantineSize } from '@mantine/core';
import { FONT_SIZES } from '@/contract/limits';
import { readableFill } from '@/lib/contrast';
import { THEME_COLORS, type ComponentSize, type Settings } from '@/app/settings/settings-store';
import { accessibleThemeOverride } from './theme-a11y';
import { TABLE_DENSITY } from '@/components/list-page/table-density';

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Ten Mantine shades around one brand colour; shade 6 is the colour itself. */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.32, 0.16].map((a) => mix(hex, 255, a));
  const darker = [0.12, 0.24, 0.36].map((a) => mix(hex, 0, a));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

const SIZE: Record<ComponentSize, MantineSize> = { default: 'sm', medium: 'sm', small: 'xs', mini: 'xs' };
const SIZED = ['Button', 'TextInput', 'PasswordInput', 'Select', 'NumberInput', 'Checkbox', 'SegmentedControl', 'DateInput', 'Textarea'];
/** Mantine's 5–11 px track labels (启/停) cannot be read; these can, on a track dark enough for white text. */
const SWITCH_LABEL_SIZE: Record<MantineSize, string> = { xs: '0.625rem', sm: '0.6875rem', md: '0.75rem', lg: '0.875rem', xl: '1rem' };

export function buildTheme(settings: Pick<Settings, 'theme' | 'size'>) {
  const size = SIZE[settings.size];
  const switchFill = readableFill(THEME_COLORS[settings.theme]);
  const density = TABLE_DENSITY[settings.size];
  const base = createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(THEME_COLORS[settings.theme]) },
    defaultRadius: 'sm',
    fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
    components: {
      ...Object.fromEntries(SIZED.map((name) => [name, { defaultProps: { size } }])),
      // Plain tables (dialogs, dictionary, stocktake lists) take the size menu's row density too.
      Table: { defaultProps: { verticalSpacing: density.paddingY, horizontalSpacing: density.paddingX, fz: density.fontSize } },
      Switch: {
        defaultProps: { size },
        vars: (_theme: unknown, props: { size?: MantineSize | (string & {}) }) => ({
          root: { '--switch-label-font-size': SWITCH_LABEL_SIZE[(props.size ?? size) as MantineSize] ?? SWITCH_LABEL_SIZE.sm, '--switch-color': switchFill },
        }),
      },
    },
  });
  return mergeThemeOverrides(base, accessibleThemeOverride);
}

/** Rem-based sizes follow the root font size, so the setting scales the whole UI. */
export const rootFontSize = (fontSize: Settings['fontSize']): string => `${FONT_SIZES[fontSize]}px`;
