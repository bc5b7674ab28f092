import type { VitePWAOptions } from 'vite-plugin-pwa';
// Relative: vite.config.ts loads this file without the '@' alias.
import { SCANNER_CACHE_NAME } from '../../components/scanner/offline-cache';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

/**
 * What the service worker caches at run time (vite.config.ts): uploaded images and avatars, and
 * the barcode reader's wasm, which is not precached (src/components/scanner/offline-cache.ts).
 * Images are served at /api/file/Image/<kind>/<name> (src/features/files/contract.ts); an avatar is
 * such an image (headIcon holds its name, PUT …/Current/Avatar/{name}). Every other API answer
 * belongs to the device store (src/sync) and is never stored by the service worker.
 *
 * The functions are copied into the generated service worker as source text: they must not use
 * anything from outside their own body.
 */
export const IMAGE_CACHE_NAME = 'qingban-images';
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Same-origin GETs under /api/file/Image/ (the SW only routes GETs here). */
export const isImageRequest = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean => sameOrigin && url.pathname.startsWith('/api/file/Image/');

/**
 * Only an image is kept: the server answers a missing file with a JSON envelope (HTTP 200, ADR 0002),
 * which must not be served from the cache for a month.
 */
export const keepOnlyImages = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
    response.status === 200 && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/') ? response : null,
};

/** Same-origin wasm files of the build (/assets/*.wasm): zxing's reader. */
export const isBuildWasmRequest = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm');

/** As isWasmResponse of the page side, restated: the service worker gets this function's text only. */
export const keepOnlyWasm = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
    response.status === 200 && (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/wasm') ? response : null,
};

export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: isImageRequest,
    handler: 'CacheFirst',
    options: {
      cacheName: IMAGE_CACHE_NAME,
      expiration: { maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true },
      plugins: [keepOnlyImages],
    },
  },
  {
    // File names are hashed: a cached copy is always the right one. Two entries: this build's and,
    // for a moment after an update, the one before (the download's warm-up also drops old copies).
    urlPattern: isBuildWasmRequest,
    handler: 'CacheFirst',
    options: { cacheName: SCANNER_CACHE_NAME, expiration: { maxEntries: 2, purgeOnQuotaError: true }, plugins: [keepOnlyWasm] },
  },
];
