import { newId } from '@/contract/ids';
import type { QingbanDb } from './db';

/** This device's id for this user's database: with each mutation id, the server's idempotency key. */
export async function getDeviceId(db: QingbanDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.getMeta<string | null>('deviceId', null);
    if (existing) return existing;
    const id = newId();
    await db.setMeta('deviceId', id);
    return id;
  });
}
