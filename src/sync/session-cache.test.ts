import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUserDb, dbName, deleteUserDb, openUserDb } from './db';
import { readSessionCache, readUserSessionCache, saveSessionCache } from './session-cache';
import { menu, sessionInfo } from './session-cache.fixture';

afterEach(async () => {
  await deleteUserDb('u1');
  await deleteUserDb('u2');
});

describe('the session kept on the device', () => {
  it('gives back what CurrentUser answered: the menu tree in order, permissions, user info, system config', async () => {
    const db = await openUserDb('u1');
    const info = sessionInfo();
    await saveSessionCache(db, info);
    expect(await db.menus.count()).toBe(4);
    expect(await readSessionCache(db)).toEqual(info);
  });

  it('a later answer replaces the earlier one (a menu taken away is gone)', async () => {
    const db = await openUserDb('u1');
    await saveSessionCache(db, sessionInfo());
    const fewer = sessionInfo('u1', [menu('perm', '权限管理')]);
    fewer.permissionList = [];
    await saveSessionCache(db, fewer);
    expect(await readSessionCache(db)).toEqual(fewer);
  });

  it('nothing kept, or nothing this version can read, is no session', async () => {
    const db = await openUserDb('u1');
    expect(await readSessionCache(db)).toBeNull();
    await saveSessionCache(db, sessionInfo());
    await db.userInfo.update('u1', { theme: 42 });
    expect(await readSessionCache(db)).toBeNull();
  });

  it('reading by user id opens that user\'s store, and never creates one', async () => {
    const db = await openUserDb('u1');
    await saveSessionCache(db, sessionInfo());
    closeUserDb();
    expect((await readUserSessionCache('u1'))?.userInfo.userId).toBe('u1');
    expect(await readUserSessionCache('u2')).toBeNull();
    expect(await Dexie.exists(dbName('u2'))).toBe(false);
  });
});
