import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorageInfo, requestPersistentStorage } from './status';

function storage(over: Partial<StorageManager>) {
  vi.stubGlobal('navigator', { ...navigator, storage: over });
}

afterEach(() => vi.unstubAllGlobals());

describe('persistent storage (after sign-in) and what the sync page shows of it', () => {
  it('asks to persist only when not persisted yet', async () => {
    const persist = vi.fn(async () => true);
    storage({ persisted: async () => false, persist });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    storage({ persisted: async () => true, persist });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('a browser that refuses, throws, or has no storage manager is answered false', async () => {
    storage({ persisted: async () => false, persist: async () => false });
    expect(await requestPersistentStorage()).toBe(false);
    storage({ persisted: async () => false, persist: async () => { throw new Error('denied'); } });
    expect(await requestPersistentStorage()).toBe(false);
    storage({});
    expect(await requestPersistentStorage()).toBe(false);
  });

  it('reads usage, quota and persisted state; unknown where the browser does not say', async () => {
    storage({ estimate: async () => ({ usage: 1234, quota: 5_000_000 }), persisted: async () => true });
    expect(await readStorageInfo()).toEqual({ usage: 1234, quota: 5_000_000, persisted: true });
    storage({ estimate: async () => { throw new Error('no'); } });
    expect(await readStorageInfo()).toEqual({ usage: null, quota: null, persisted: null });
  });
});
