import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_NAME, isImageRequest, keepOnlyImages, runtimeCaching } from './runtime-caching';

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

  it('is the only rule: cache-first with a size and age cap', () => {
    expect(runtimeCaching).toHaveLength(1);
    const [rule] = runtimeCaching;
    expect(rule).toMatchObject({ handler: 'CacheFirst', options: { cacheName: IMAGE_CACHE_NAME, expiration: { maxEntries: expect.any(Number), maxAgeSeconds: expect.any(Number) } } });
    expect(rule?.options?.expiration?.maxEntries).toBeLessThanOrEqual(500);
  });
});
