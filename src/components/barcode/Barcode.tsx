import { Text } from '@mantine/core';
import JsBarcode from 'jsbarcode';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { useLabelsT } from './i18n';

/** SPEC §9 barcode defaults: code128, module width 4, height 40. */
export const BARCODE_DEFAULTS = { format: 'CODE128', width: 4, height: 40 } as const;

/** SPEC §5: a barcode draws only alphanumeric text. */
export const isBarcodeText = (value: string): boolean => /^[A-Za-z0-9]+$/.test(value);

export interface BarcodeProps {
  value: string;
  /** jsbarcode format name (default CODE128). */
  format?: string;
  /** Width of the narrowest bar (px in the drawing). */
  width?: number;
  /** Bar height (px in the drawing). */
  height?: number;
  /** Print the text under the bars (default true). */
  displayValue?: boolean;
  lineColor?: string;
  background?: string;
  /** Quiet zone on every side (px in the drawing; jsbarcode's default 10). */
  margin?: number;
  /** Left and right quiet zone instead of `margin` (code128 asks for 10 modules: 10 × width). */
  marginX?: number;
  /** Top and bottom margin instead of `margin`. */
  marginY?: number;
  fontSize?: number;
  /**
   * Let CSS size the drawing (style/className) and stretch the bars to it, e.g. a label's fixed
   * height; without it the svg has its drawn size.
   */
  stretch?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A barcode drawn as SVG by jsbarcode. A value that is not alphanumeric (SPEC §5) — or that the
 * chosen format refuses — draws nothing and shows why instead.
 */
export function Barcode({ value, format = BARCODE_DEFAULTS.format, width = BARCODE_DEFAULTS.width, height = BARCODE_DEFAULTS.height, displayValue = true, lineColor = '#000000', background = '#ffffff', margin = 10, marginX = margin, marginY = margin, fontSize = 20, stretch = false, className, style }: BarcodeProps) {
  const t = useLabelsT();
  const svgRef = useRef<SVGSVGElement>(null);
  const allowed = isBarcodeText(value);
  const [refused, setRefused] = useState<string | null>(null);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || !allowed) return;
    let valid = true;
    const draw = (withText: boolean) => JsBarcode(svg, value, { format, width, height, displayValue: withText, lineColor, background, marginLeft: marginX, marginRight: marginX, marginTop: marginY, marginBottom: marginY, fontSize, valid: (ok) => (valid = ok) });
    try {
      draw(displayValue);
    } catch {
      // jsbarcode measures the text on a canvas; without a 2D context (canvas blocked, test DOMs)
      // it throws: the bars are what scanners need, so draw them without the text.
      try {
        if (valid && displayValue) draw(false);
        else valid = false;
      } catch {
        valid = false;
      }
    }
    setRefused(valid ? null : value);
    if (!valid) return;
    if (stretch) {
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.setAttribute('preserveAspectRatio', 'none');
    } else {
      svg.removeAttribute('preserveAspectRatio');
    }
  }, [value, allowed, format, width, height, displayValue, lineColor, background, marginX, marginY, fontSize, stretch]);

  if (!allowed || refused === value) {
    return (
      <Text component="span" size="xs" c="dimmed" className={className} data-barcode-empty="">
        {t('barcode.invalid')}
      </Text>
    );
  }
  return <svg ref={svgRef} role="img" aria-label={t('barcode.aria', { value })} className={className} style={style} data-barcode={value} />;
}
