import {
  defaultVariantColorsResolver, DEFAULT_THEME, parseThemeColor, type CSSVariablesResolver, type MantineTheme, type VariantColorsResolver,
} from '@mantine/core';

/**
 * WCAG 2 AA asks 4.5:1 for normal text; a little above it, so rounding in a checker (axe) or a
 * colour-mix in the browser cannot tip a colour under the line.
 */
export const TEXT_CONTRAST = 4.6;
const WHITE = '#ffffff';
/** The greyest surfaces text sits on: the page behind cards, and a hovered table row (white + 8 % black). */
const SURFACES = [WHITE, '#f0f2f5', '#ebebeb'];
/** Mantine's light variants paint the colour at 10 % over the surface. */
const LIGHT_ALPHA = 0.1;

const channels = (hex: string): number[] => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1, 7), 16);
  return [16, 8, 0].map((shift) => (n >> shift) & 255);
};
const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const isHex = (value: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` painted at `alpha` over `surface`. */
export function over(hex: string, alpha: number, surface: string): string {
  const top = channels(hex);
  return toHex(channels(surface).map((c, i) => c + (top[i]! - c) * alpha));
}

const readable = new Map<string, string>();

/** `hex` darkened (towards black, 1 % a step) just enough to read on every one of `backgrounds`. */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  // Badges ask on every render; the answer never changes.
  const key = `${hex} ${ratio} ${backgrounds.join(' ')}`;
  let found = readable.get(key);
  if (found === undefined) {
    const rgb = channels(hex);
    found = '#000000';
    for (let amount = 0; amount < 1; amount += 0.01) {
      const candidate = toHex(rgb.map((c) => c * (1 - amount)));
      if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) {
        found = candidate;
        break;
      }
    }
    readable.set(key, found);
  }
  return found;
}

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
