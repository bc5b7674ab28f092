import { Text } from '@mantine/core';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';
import { type CSSProperties, useMemo } from 'react';
import { useLabelsT } from './i18n';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** SPEC §9: a QR is 100 px (form config) or 40 px with low error correction. */
export const QR_DEFAULTS = { size: 100, smallSize: 40 } as const;

/** The level a size gets unless one is asked for: low (L) for the small 40 px code, M otherwise. */
export const defaultQrLevel = (size: number): QrLevel => (size <= QR_DEFAULTS.smallSize ? 'L' : 'M');

/**
 * The dark modules as an SVG path, one `M x y h w v1 h-w z` per horizontal run, offset by the quiet
 * zone. `null` when the text cannot be encoded (empty or too long).
 */
export function qrPath(text: string, level: QrLevel, margin: number): { path: string; modules: number } | null {
  if (!text) return null;
  let matrix: ReturnType<typeof QRCode.create>['modules'];
  try {
    matrix = QRCode.create(text, { errorCorrectionLevel: level satisfies QRCodeErrorCorrectionLevel }).modules;
  } catch {
    return null;
  }
  const n = matrix.size;
  const runs: string[] = [];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && matrix.get(row, col)) col++;
      const w = col - start;
      runs.push(`M${start + margin} ${row + margin}h${w}v1h-${w}z`);
    }
  }
  return { path: runs.join(''), modules: n + 2 * margin };
}

export interface QrCodeProps {
  value: string;
  /** Rendered size in px (default 100; 40 gives a low-correction code). */
  size?: number;
  /** Error correction; by default L at 40 px or less, else M. */
  level?: QrLevel;
  colorDark?: string;
  colorLight?: string;
  /** Quiet zone in modules (the standard asks for 4). */
  margin?: number;
  className?: string;
  style?: CSSProperties;
}

/** A QR code drawn as crisp SVG from qrcode's module matrix. Empty or unencodable text shows why instead. */
export function QrCode({ value, size = QR_DEFAULTS.size, level, colorDark = '#000000', colorLight = '#ffffff', margin = 4, className, style }: QrCodeProps) {
  const t = useLabelsT();
  const ecLevel = level ?? defaultQrLevel(size);
  const drawing = useMemo(() => qrPath(value, ecLevel, margin), [value, ecLevel, margin]);
  if (!drawing) {
    return (
      <Text component="span" size="xs" c="dimmed" className={className} data-qr-empty="">
        {t('qr.empty')}
      </Text>
    );
  }
  const { path, modules } = drawing;
  return (
    <svg
      role="img"
      aria-label={t('qr.aria', { value })}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
      style={style}
      data-qr={value}
      data-qr-level={ecLevel}
    >
      <rect width={modules} height={modules} fill={colorLight} />
      <path d={path} fill={colorDark} />
    </svg>
  );
}
