import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';

/**
 * Tests read codes with the app's own decodeImage; its zxing module would fetch the wasm from the
 * app's /assets url, which a test has no server for. Load the same reader wasm from node_modules
 * instead (after the app module set its overrides, so these win).
 */
export async function loadZXingFromNodeModules(): Promise<void> {
  await import('@/components/scanner/zxing');
  const file = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
}
