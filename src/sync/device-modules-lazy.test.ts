import { describe, expect, it, vi } from 'vitest';

describe('device modules provided lazily (the sign-in screen downloads none of them)', () => {
  it('loads and installs them when the first store opens, once', async () => {
    vi.resetModules();
    const modules = await import('./device-modules');
    const { openUserDb, closeUserDb } = await import('./db');
    const load = vi.fn(async () => [{ name: 'notes', tables: { 1: { notes: 'id' } }, collections: { notes: { zh: '笔记', zhtw: '筆記', en: 'Notes' } } }]);
    modules.provideDeviceModules(load);
    expect(modules.syncedCollections()).toEqual([]);

    const db = await openUserDb('lazy-modules-user');
    expect(load).toHaveBeenCalledTimes(1);
    expect(modules.syncedCollections()).toEqual(['notes']);
    expect(db.tables.map((t) => t.name)).toContain('notes');

    closeUserDb();
    await openUserDb('lazy-modules-user');
    expect(load).toHaveBeenCalledTimes(1);
    closeUserDb();
  });
});
