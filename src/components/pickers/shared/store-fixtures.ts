import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { SyncCollection } from '@/features/sync/contract';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { pullStateKey } from '@/sync/pull';
import type { PullState } from '@/sync/types';

/** A small organisation on the device, as the sync pull leaves it (rows with the server's fields). */
export const STORE_ROWS = {
  organizes: [
    { id: 'c0', parentId: '-1', category: 'company', fullName: '轻办示范集团', enCode: 'QB', organizeIdTree: 'c0', sortCode: 0, enabledMark: 1 },
    { id: 'c1', parentId: 'c0', category: 'company', fullName: '华东分公司', enCode: 'HD', organizeIdTree: 'c0,c1', sortCode: 1, enabledMark: 1 },
    { id: 'd1', parentId: 'c1', category: 'department', fullName: '仓储部', enCode: 'HD-CC', organizeIdTree: 'c0,c1,d1', sortCode: 1, enabledMark: 1 },
    { id: 'd2', parentId: 'c0', category: 'department', fullName: '财务部', enCode: 'CW', organizeIdTree: 'c0,d2', sortCode: 2, enabledMark: 1 },
    { id: 'd3', parentId: 'c0', category: 'department', fullName: '停用部', enCode: 'TY', organizeIdTree: 'c0,d3', sortCode: 3, enabledMark: 0 },
  ],
  positions: [
    { id: 'p1', fullName: '仓管员', enCode: 'CGY', organizeId: 'd1', sortCode: 1, enabledMark: 1 },
    { id: 'p2', fullName: '会计', enCode: 'KJ', organizeId: 'd2', sortCode: 1, enabledMark: 1 },
  ],
  roles: [
    { id: 'r1', fullName: '超级管理员', enCode: 'admin', globalMark: 1, sortCode: 0, enabledMark: 1 },
    { id: 'r2', fullName: '资产管理员', enCode: 'asset', globalMark: 0, sortCode: 1, enabledMark: 1 },
  ],
  groups: [{ id: 'g1', fullName: '评审组', enCode: 'PS', type: '项目', sortCode: 0, enabledMark: 1 }],
  users: [
    { id: 'u1', account: 'wh01', realName: '赵强', headIcon: '', organizeId: 'd1', enabledMark: 1, sortCode: 1 },
    { id: 'u2', account: 'office', realName: '张敏', headIcon: '', organizeId: 'd2', enabledMark: 1, sortCode: 2 },
    { id: 'u3', account: 'gone', realName: '离职者', headIcon: '', organizeId: 'd1', enabledMark: 0, sortCode: 3 },
  ],
} satisfies Partial<Record<SyncCollection, Array<{ id: string; [k: string]: unknown }>>>;

type Seeded = keyof typeof STORE_ROWS;
const SEEDED = Object.keys(STORE_ROWS) as Seeded[];

/** Marks collections as having finished their first pull (the store then answers the pickers). */
export async function markSynced(db: QingbanDb, collections: readonly SyncCollection[] = SEEDED): Promise<void> {
  for (const c of collections) await db.setMeta(pullStateKey(c), { cursor: 'c', lastPullAt: Date.now() } satisfies PullState);
}

/** beforeEach: a user's database holding STORE_ROWS (synced unless told); afterEach: unmounted, deleted. */
export function storeLifecycle(user: string, synced = true): { db: () => QingbanDb } {
  let db: QingbanDb | null = null;
  beforeEach(async () => {
    db = await openUserDb(user);
    for (const name of SEEDED) await db.collection(name).bulkPut(STORE_ROWS[name]);
    if (synced) await markSynced(db);
  });
  afterEach(async () => {
    // Unmount first: a picker left mounted would turn to the server once the store is gone.
    cleanup();
    await deleteUserDb(user);
    db = null;
  });
  return {
    db: () => {
      if (!db) throw new Error('no store');
      return db;
    },
  };
}
