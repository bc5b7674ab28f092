import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers';
import { Api, uniq } from './stocktake-setup';

/** The precache manifest the service worker was built with: `{url, revision}` entries in sw.js. */
async function precachedUrls(request: APIRequestContext): Promise<string[]> {
  const sw = await (await request.get('/sw.js')).text();
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
}

test('the precache lists each file once and leaves the barcode reader wasm out', async ({ request }) => {
  const urls = await precachedUrls(request);
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  expect(urls).toEqual(expect.arrayContaining(['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-512-maskable.png']));
  expect(urls.filter((u) => u.endsWith('.wasm'))).toEqual([]);
});

test('downloading a stocktake keeps the barcode reader, which then loads with the network off', async ({ page, request }) => {
  const api = new Api(request);
  const place = `E2E-扫码器-${uniq()}`;
  await api.storeItems(2, place);
  const id = await api.createStocktake(`扫码器离线${uniq()}`, place, ['wh01']);
  const scannerCache = () => page.evaluate(async () => (await (await caches.open('qingban-scanner')).keys()).map((r) => new URL(r.url).pathname));

  await signIn(page, 'wh01');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  // Signing in and browsing never fetch the reader.
  expect(await scannerCache()).toEqual([]);

  await page.goto(`/fixedAsset/stocktake?id=${id}`);
  await page.getByTestId('stocktake-download').click();
  await expect(page.getByText('已下载到本机：2 件物品').first()).toBeVisible({ timeout: 30_000 });
  const kept = await scannerCache();
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  // The reader as zxing loads it: streamed and compiled, served by the service worker from the scanner cache.
  const compiled = await page.evaluate(async (url) => {
    const module = await WebAssembly.compileStreaming(fetch(url));
    return WebAssembly.Module.exports(module).length > 0;
  }, kept[0]!);
  expect(compiled).toBe(true);
  await page.context().setOffline(false);
});
