import type { PixelImage } from '@/components/scanner/formats';

/** Paper white and the fills that count as white (backgrounds); anything else is ink. */
const WHITE = new Set(['#fff', '#ffffff', 'white']);

function fillOf(el: Element): string | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const fill = node.getAttribute('fill');
    if (fill) return fill.toLowerCase();
  }
  return null;
}

function offsetOf(el: Element): [number, number] {
  let dx = 0;
  let dy = 0;
  for (let node: Element | null = el.parentElement; node && node.tagName.toLowerCase() !== 'svg'; node = node.parentElement) {
    const m = /translate\(\s*([-\d.]+)[ ,]+([-\d.]+)\s*\)/.exec(node.getAttribute('transform') ?? '');
    if (m) {
      dx += Number(m[1]);
      dy += Number(m[2]);
    }
  }
  return [dx, dy];
}

/**
 * Draws what a Barcode/QrCode svg holds — jsbarcode's <rect> bars inside translated groups, our QR
 * path of `M x y h w v1 h-w z` runs — into RGBA pixels: `scale` px per drawing unit, on white paper
 * with `pad` px around it (a label is printed on white). Only those two drawings are understood:
 * anything else throws, so a change in how they draw cannot pass unnoticed.
 */
export function rasteriseSvg(svg: SVGSVGElement, scale = 1, pad = 40): PixelImage {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[ ,]+/).map(Number);
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n))) throw new Error('svg without a viewBox');
  const width = Math.round(box[2]! * scale) + 2 * pad;
  const height = Math.round(box[3]! * scale) + 2 * pad;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const ink = (x: number, y: number, w: number, h: number) => {
    const x0 = Math.round(x * scale) + pad;
    const y0 = Math.round(y * scale) + pad;
    const x1 = Math.round((x + w) * scale) + pad;
    const y1 = Math.round((y + h) * scale) + pad;
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  };
  for (const el of svg.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'g' || tag === 'text') continue;
    const fill = fillOf(el);
    if (fill && WHITE.has(fill)) continue;
    const [dx, dy] = offsetOf(el);
    if (tag === 'rect') {
      const n = (a: string) => Number(el.getAttribute(a) ?? 0);
      ink(n('x') + dx, n('y') + dy, n('width'), n('height'));
    } else if (tag === 'path') {
      const d = el.getAttribute('d') ?? '';
      const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
      if (runs.map((m) => m[0]).join('') !== d) throw new Error(`unexpected path: ${d.slice(0, 40)}`);
      for (const m of runs) ink(Number(m[1]) + dx, Number(m[2]) + dy, Number(m[3]), 1);
    } else {
      throw new Error(`unexpected <${tag}> in the drawing`);
    }
  }
  return { data, width, height };
}
