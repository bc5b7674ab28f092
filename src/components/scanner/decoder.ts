import { type Decoded, type PixelImage, SCAN_FORMATS, type ScanFormat } from './formats';

/** The browser's Shape Detection API (Chrome on Android, macOS…); not in TypeScript's DOM lib yet. */
interface NativeBarcodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** A detector for every asked format, or null when the browser has none (or lacks one of the formats). */
export async function nativeDetector(formats: readonly ScanFormat[] = SCAN_FORMATS): Promise<NativeBarcodeDetector | null> {
  const Ctor = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (typeof window === 'undefined' || !('BarcodeDetector' in window) || !Ctor) return null;
  try {
    const supported = await Ctor.getSupportedFormats();
    if (!formats.every((f) => supported.includes(f))) return null;
    return new Ctor({ formats: [...formats] });
  } catch {
    return null;
  }
}

const fromNative = (found: { rawValue: string; format: string }[]): Decoded[] => found.filter((r) => r.rawValue).map((r) => ({ text: r.rawValue, format: r.format }));

/** Frames of the camera's video, read by BarcodeDetector where the browser has it, else by zxing (loaded on first use). */
export interface FrameDecoder {
  readonly engine: 'native' | 'zxing';
  decode(video: HTMLVideoElement): Promise<Decoded[]>;
}

/** Camera frames are scaled down to this long side before zxing reads them: fast enough for a phone. */
const MAX_FRAME_SIDE = 1280;

export async function createFrameDecoder(formats: readonly ScanFormat[] = SCAN_FORMATS): Promise<FrameDecoder> {
  const native = await nativeDetector(formats);
  if (native) return { engine: 'native', decode: async (video) => fromNative(await native.detect(video)) };
  const { zxingDecode } = await import('./zxing');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return {
    engine: 'zxing',
    async decode(video) {
      const { videoWidth: vw, videoHeight: vh } = video;
      if (!ctx || !vw || !vh) return [];
      const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(vw, vh));
      canvas.width = Math.round(vw * scale);
      canvas.height = Math.round(vh * scale);
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      return zxingDecode(ctx.getImageData(0, 0, canvas.width, canvas.height), formats, false);
    },
  };
}

const asImageData = (image: PixelImage): ImageData => (typeof ImageData !== 'undefined' && image instanceof ImageData ? image : new ImageData(new Uint8ClampedArray(image.data), image.width, image.height));

/**
 * Reads the codes in a photo (a picked file) or in RGBA pixels: BarcodeDetector first where the
 * browser has it, zxing (trying harder: rotations, inverted, small codes) when that finds nothing.
 */
export async function decodeImage(input: Blob | PixelImage, formats: readonly ScanFormat[] = SCAN_FORMATS): Promise<Decoded[]> {
  const native = await nativeDetector(formats);
  if (native) {
    try {
      const source = input instanceof Blob ? await createImageBitmap(input) : asImageData(input);
      const found = fromNative(await native.detect(source));
      if (found.length > 0) return found;
    } catch {
      // An image the browser cannot decode or detect in: zxing has its own image decoder.
    }
  }
  const { zxingDecode } = await import('./zxing');
  return zxingDecode(input, formats, true);
}
