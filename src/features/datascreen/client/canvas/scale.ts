import { SCREEN_HEIGHT, SCREEN_WIDTH } from '@/features/datascreen/contract';

export interface Fit {
  /** The factor the 1920×1080 canvas is drawn at. */
  scale: number;
  /** Where the scaled canvas starts inside the box (the letterbox or pillarbox bars' size). */
  left: number;
  top: number;
}

/**
 * The canvas scaled to fit a box whole, keeping 16:9: the smaller of the two ratios, centred, with
 * bars on the sides (a taller box) or above and below (a wider one). A box of no size gives scale 0.
 */
export function fitScale(boxWidth: number, boxHeight: number, width = SCREEN_WIDTH, height = SCREEN_HEIGHT): Fit {
  if (!(boxWidth > 0) || !(boxHeight > 0)) return { scale: 0, left: 0, top: 0 };
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { scale, left: (boxWidth - width * scale) / 2, top: (boxHeight - height * scale) / 2 };
}

/** A point on the page (clientX/Y relative to the box) back in canvas pixels. */
export const toCanvas = (fit: Fit, x: number, y: number): { x: number; y: number } =>
  fit.scale > 0 ? { x: (x - fit.left) / fit.scale, y: (y - fit.top) / fit.scale } : { x: 0, y: 0 };
