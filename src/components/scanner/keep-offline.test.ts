import { describe, expect, it, vi } from 'vitest';
import { keepScannerOffline } from './keep-offline';
import { SCANNER_CACHE_NAME } from './offline-cache';

/** The part of the Cache API keepScannerOffline uses, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (url: string) => store.get(url),
      put: async (url: string, response: Response) => void store.set(url, response),
      delete: async (request: Request) => store.delete(request.url),
    };
  };
  return { storage: { open } as unknown as CacheStorage, stores };
}

const wasm = () => new Response(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]), { status: 200, headers: { 'content-type': 'application/wasm' } });
const here = (path: string) => new URL(path, location.href).href;

describe('keeping the barcode reader for offline scanning (a stocktake download calls this)', () => {
  it('fetches this build\'s wasm once into the scanner cache and drops an older build\'s copy', async () => {
    const { storage, stores } = memoryCaches();
    const old = await storage.open(SCANNER_CACHE_NAME);
    await old.put(here('/assets/zxing_reader-OLD.wasm'), wasm());
    const fetcher = vi.fn(async () => wasm());

    expect(await keepScannerOffline({ storage, fetcher, url: '/assets/zxing_reader-NEW.wasm' })).toBe(true);
    expect([...stores.get(SCANNER_CACHE_NAME)!.keys()]).toEqual([here('/assets/zxing_reader-NEW.wasm')]);
    expect(await keepScannerOffline({ storage, fetcher, url: '/assets/zxing_reader-NEW.wasm' })).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when the answer is not wasm (an old file name answered by the app page)', async () => {
    const { storage, stores } = memoryCaches();
    const fetcher = vi.fn(async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await keepScannerOffline({ storage, fetcher, url: '/assets/zxing_reader-GONE.wasm' })).toBe(false);
    expect(stores.get(SCANNER_CACHE_NAME)?.size).toBe(0);
  });

  it('is a no-op where the browser has no Cache API (not a secure context)', async () => {
    const fetcher = vi.fn(async () => wasm());
    expect(await keepScannerOffline({ storage: undefined as unknown as CacheStorage, fetcher })).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
