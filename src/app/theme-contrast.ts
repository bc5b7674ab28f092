import {
  defaultVariantColorsResolver, DEFAULT_THEME, parseThemeColor, type CSSVariablesResolver, type MantineTheme, type VariantColorsResolver,
} from '@mantine/core';
import { channels, isHex, over, readableOn, toHex } from '@/lib/contrast';

export { contrastRatio, luminance, over, readableOn, TEXT_CONTRAST } from '@/lib/contrast';

const WHITE = '#ffffff';
/** The greyest surfaces text sits on: the page behind cards, and a hovered table row (white + 8 % black). */
const SURFACES = [WHITE, '#f0f2f5', '#ebebeb'];
/** Mantine's light variants paint the colour at 10 % over the surface. */
const LIGHT_ALPHA = 0.1;

/** A background that white text reads on. */
export const filledFor = (hex: string): string => readableOn(hex, [WHITE]);
/** Text in this colour on the plain surfaces and on its own light tint over them. */
export const textFor = (hex: string): string => readableOn(hex, [...SURFACES, ...SURFACES.map((s) => over(hex, LIGHT_ALPHA, s))]);
const darker = (hex: string): string => toHex(channels(hex).map((c) => c * 0.88));

/**
 * The light scheme's colour variables, each theme colour's filled/text shades moved to AA contrast
 * (Mantine's shade 6 of blue, teal, green, orange and the brand colours fail with white text or on
 * their light tint), with dimmed and placeholder greys that read on the page and table rows.
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': textFor(DEFAULT_THEME.colors.gray[6]),
    '--mantine-color-placeholder': readableOn(DEFAULT_THEME.colors.gray[5], [WHITE]),
    '--mantine-color-anchor': textFor(theme.colors[theme.primaryColor]![6]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const base = shades[6];
    const filled = filledFor(base);
    const text = textFor(base);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darker(filled),
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-light-color`]: text,
      [`--mantine-color-${name}-outline`]: text,
    });
  }
  return { variables: {}, light, dark: {} };
};

/** Colours that are no theme colour (a dictionary entry's `#e03131`) get the same treatment. */
export const accessibleVariantColors: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (parsed.isThemeColor || !isHex(parsed.value)) return resolved;
  if (input.variant === 'filled') {
    const filled = filledFor(parsed.value);
    return { ...resolved, background: filled, hover: darker(filled), color: 'var(--mantine-color-white)' };
  }
  if (['light', 'subtle', 'outline', 'transparent'].includes(input.variant)) {
    const text = textFor(parsed.value);
    return { ...resolved, color: text, border: input.variant === 'outline' ? `1px solid ${text}` : resolved.border };
  }
  return resolved;
};
