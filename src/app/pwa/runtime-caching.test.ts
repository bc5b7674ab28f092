import { describe, expect, it } from 'vitest';
import { isWasmResponse, SCANNER_CACHE_NAME } from '@/components/scanner/offline-cache';
import { IMAGE_CACHE_NAME, isBuildWasmRequest, isImageRequest, keepOnlyImages, keepOnlyWasm, runtimeCaching } from './runtime-caching';

const at = (href: string, sameOrigin = true) => ({ url: new URL(href, 'https://qingban.test'), sameOrigin });
/** The generated service worker holds the function's source text only: rebuilt from it, it must work alike. */
const fromSource = <F>(fn: F): F => new Function(`return (${String(fn)})`)() as F;

describe('service worker runtime caching', () => {
  it.each([isImageRequest, fromSource(isImageRequest)])('caches only same-origin images under /api/file/Image/', (match) => {
    expect(match(at('/api/file/Image/annexpic/0190a2b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b.png'))).toBe(true);
    expect(match(at('https://cdn.example.com/api/file/Image/annexpic/a.png', false))).toBe(false);
    for (const other of ['/api/oauth/CurrentUser', '/api/sync/pull?collections=users', '/api/file/Uploader/annexpic', '/api/file/Download/a/b', '/assets/index.js']) {
      expect(match(at(other)), other).toBe(false);
    }
  });

  it.each([keepOnlyImages.cacheWillUpdate, fromSource(keepOnlyImages.cacheWillUpdate)])('keeps an image answer, never an envelope or an error', async (willUpdate) => {
    const image = new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } });
    expect(await willUpdate({ response: image })).toBe(image);
    const envelope = new Response(JSON.stringify({ code: 404, msg: '文件不存在', data: null }), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(await willUpdate({ response: envelope })).toBeNull();
    expect(await willUpdate({ response: new Response('', { status: 404, headers: { 'content-type': 'image/png' } }) })).toBeNull();
  });

  it.each([isBuildWasmRequest, fromSource(isBuildWasmRequest)])('routes the build\'s own wasm (the barcode reader), nothing else', (match) => {
    expect(match(at('/assets/zxing_reader-Bb9Mx2Pu.wasm'))).toBe(true);
    expect(match(at('https://fastly.jsdelivr.net/npm/zxing-wasm/dist/reader/zxing_reader.wasm', false))).toBe(false);
    for (const other of ['/assets/zxing-BlPKVOuP.js', '/api/file/Download/a/b.wasm', '/zxing_reader.wasm', '/assets/index.html']) expect(match(at(other)), other).toBe(false);
  });

  it.each([keepOnlyWasm.cacheWillUpdate, fromSource(keepOnlyWasm.cacheWillUpdate)])('keeps a wasm answer only, as the page-side check does', async (willUpdate) => {
    const answers = [
      new Response(new Uint8Array([0, 97, 115, 109]), { status: 200, headers: { 'content-type': 'application/wasm' } }),
      new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      new Response('', { status: 404, headers: { 'content-type': 'application/wasm' } }),
    ];
    for (const response of answers) expect(await willUpdate({ response }) === response).toBe(isWasmResponse(response));
    expect(isWasmResponse(answers[0]!)).toBe(true);
  });

  it('has two rules: images, and the barcode reader in the scanner cache, both cache-first with a cap', () => {
    expect(runtimeCaching).toHaveLength(2);
    const [images, scanner] = runtimeCaching;
    expect(images).toMatchObject({ handler: 'CacheFirst', options: { cacheName: IMAGE_CACHE_NAME, expiration: { maxEntries: expect.any(Number), maxAgeSeconds: expect.any(Number) } } });
    expect(images?.options?.expiration?.maxEntries).toBeLessThanOrEqual(500);
    expect(scanner).toMatchObject({ urlPattern: isBuildWasmRequest, handler: 'CacheFirst', options: { cacheName: SCANNER_CACHE_NAME, plugins: [keepOnlyWasm] } });
    expect(scanner?.options?.expiration?.maxEntries).toBeLessThanOrEqual(2);
  });
});
