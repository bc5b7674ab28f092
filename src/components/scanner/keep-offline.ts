import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { isWasmResponse, SCANNER_CACHE_NAME } from './offline-cache';

export interface KeepScannerOptions {
  storage?: CacheStorage;
  fetcher?: typeof fetch;
  /** The reader wasm of this build (hashed under /assets). */
  url?: string;
}

/**
 * Puts this build's zxing wasm into the scanner cache (offline-cache.ts) unless it is there, and
 * drops an older build's copy. Works whether or not the service worker controls the page yet (a
 * first visit is not controlled until reload). Resolves whether the reader is kept.
 */
export async function keepScannerOffline({ storage = globalThis.caches, fetcher = fetch, url = wasmUrl }: KeepScannerOptions = {}): Promise<boolean> {
  if (!storage) return false;
  const href = new URL(url, location.href).href;
  const cache = await storage.open(SCANNER_CACHE_NAME);
  for (const request of await cache.keys()) if (request.url !== href) await cache.delete(request);
  if (await cache.match(href)) return true;
  const response = await fetcher(href, { credentials: 'same-origin' });
  if (!isWasmResponse(response)) return false;
  await cache.put(href, response);
  return true;
}
