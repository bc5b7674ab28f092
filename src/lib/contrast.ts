/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount)).toString(16).padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * The colour itself, or the least darkened shade of it, on which `text` reaches `ratio`
 * (WCAG AA for normal text is 4.5): theme colours such as #1890ff carry white text at only 3.2:1.
 */
export function readableFill(hex: string, text = '#ffffff', ratio = 4.5): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const fill = darken(hex, amount);
    if (contrastRatio(fill, text) >= ratio) return fill;
  }
  return '#000000';
}
