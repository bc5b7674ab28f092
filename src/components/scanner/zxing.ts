import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
// The reader's wasm is part of our build (hashed under /assets, precached by the service worker):
// never zxing-wasm's default CDN, so scanning works offline and on closed networks.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { Decoded, PixelImage, ScanFormat } from './formats';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

/** Our format names (BarcodeDetector's) to zxing's. */
const ZXING_FORMATS: Record<ScanFormat, 'Code128' | 'QRCode'> = { code_128: 'Code128', qr_code: 'QRCode' };
const FROM_ZXING: Record<string, ScanFormat> = { Code128: 'code_128', QRCode: 'qr_code', QRCodeModel2: 'qr_code' };

/**
 * Reads the codes of one picture with zxing-cpp (wasm). `tryHarder` costs time: camera frames come
 * many times a second and skip it; a single photo takes it.
 */
export async function zxingDecode(input: PixelImage | Blob, formats: readonly ScanFormat[], tryHarder: boolean): Promise<Decoded[]> {
  const options: ReaderOptions = { formats: formats.map((f) => ZXING_FORMATS[f]), tryHarder, maxNumberOfSymbols: formats.length > 1 ? 4 : 1 };
  const results = await readBarcodes(input as ImageData | Blob, options);
  return results.filter((r) => r.isValid && r.text).map((r) => ({ text: r.text, format: FROM_ZXING[r.format] ?? FROM_ZXING[r.symbology] ?? r.format }));
}
