/** The codes Qingban prints and reads: asset labels carry a code128 barcode and a QR code. */
export const SCAN_FORMATS = ['code_128', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** One code read from a picture; `format` in BarcodeDetector's names. */
export interface Decoded {
  text: string;
  format: ScanFormat | string;
}

/** RGBA pixels, as ImageData holds them (a plain object is fine outside the browser). */
export interface PixelImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
