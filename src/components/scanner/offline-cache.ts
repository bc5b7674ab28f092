/**
 * zxing's reader wasm (~400 KB gzip: camera scanning where the browser has no BarcodeDetector, and
 * reading photos) is not precached for every user. It lives in this cache instead: the service
 * worker serves it from here cache-first (src/app/pwa/runtime-caching.ts) and keeps it when a
 * scan first needs it online; a checker's stocktake download puts it here ahead of time
 * (keep-offline.ts), so scanning works offline after a download.
 */
export const SCANNER_CACHE_NAME = 'qingban-scanner';

/** Only a wasm answer is kept: a missing old build's file may come back as the app's HTML. */
export const isWasmResponse = (response: Response): boolean =>
  response.status === 200 && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/wasm');
