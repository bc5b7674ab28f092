/**
 * WCAG 2 AA asks 4.5:1 for normal text; a little above it, so rounding in a checker (axe) or a
 * colour-mix in the browser cannot tip a colour under the line.
 */
export const TEXT_CONTRAST = 4.6;

/** #rgb or #rrggbb → [r, g, b] (0…255). */
export const channels = (hex: string): number[] => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1, 7), 16);
  return [16, 8, 0].map((shift) => (n >> shift) & 255);
};
export const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
export const isHex = (value: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 … 21). */
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

/**
 * The colour itself, or the least darkened shade of it, on which `text` reaches AA: theme colours
 * such as #1890ff carry white text at only 3.2:1 (switch tracks, filled buttons).
 */
export const readableFill = (hex: string, text = '#ffffff', ratio = TEXT_CONTRAST): string => readableOn(hex, [text], ratio);
