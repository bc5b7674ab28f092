import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { createPhotoUploader, pendingPhotos, readPhotoState, UploadRefused } from './photo-uploader';
import { addPhoto, recordScan } from './scan-actions';

let db: QingbanDb;
afterEach(() => db?.close());

// Node's own Blob: fake-indexeddb stores it the way a browser's IndexedDB stores a photo.
const png = () => Object.assign(new NodeBlob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), { name: 'shelf.png' }) as unknown as File;

async function scanWithPhoto() {
  await db.stocktakeItems.put({ id: 'row1', stocktakeId: 'st1', itemId: 'fa1', assetCode: 'ZC1', expectedLocation: 'A', result: null, firstScanId: null });
  const scan = await recordScan(db, { stocktakeId: 'st1', code: 'ZC1', location: 'A', byName: '赵强' });
  const blobId = await addPhoto(db, scan.id, png());
  return { scanId: scan.id, blobId };
}

describe('the photo uploader', () => {
  it('keeps the blob through failed uploads, retries with backoff, then attaches the photo and lets the blob go', async () => {
    db = await freshDb();
    const { scanId, blobId } = await scanWithPhoto();
    const scheduled: number[] = [];
    const sent: Array<{ size: number; name: string }> = [];
    let failures = 2;
    const uploader = createPhotoUploader({
      db,
      upload: async (blob, name) => {
        sent.push({ size: blob.size, name });
        if (failures-- > 0) throw new Error('Failed to fetch');
        return '/api/file/Image/annexpic/p1.png';
      },
      schedule: (_fn, ms) => scheduled.push(ms),
      random: () => 0,
    });

    expect(await uploader.run()).toBe(0);
    expect(await uploader.run()).toBe(0);
    expect(scheduled).toEqual([500, 1000]); // 1 s then 2 s windows, lower half with random 0
    expect(await db.blobs.get(blobId)).toMatchObject({ ownerId: scanId, size: 7 });
    expect(await readPhotoState(db, blobId)).toMatchObject({ attempts: 2, lastError: 'Failed to fetch', refused: false });
    expect((await db.stocktakeScans.get(scanId))?.photoUrl).toBeNull();

    expect(await uploader.run()).toBe(1);
    expect(sent).toEqual(Array(3).fill({ size: 7, name: 'shelf.png' }));
    expect(await db.blobs.get(blobId)).toBeUndefined();
    expect((await db.stocktakeScans.get(scanId))?.photoUrl).toBe('/api/file/Image/annexpic/p1.png');
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.name, e.args])).toEqual([
      ['stocktake.scan', expect.objectContaining({ id: scanId })],
      ['stocktake.attachPhoto', { id: scanId, photoUrl: '/api/file/Image/annexpic/p1.png' }],
    ]);
    expect(await pendingPhotos(db)).toEqual([]);
  });

  it('does nothing offline, and a refused file waits for the checker instead of looping', async () => {
    db = await freshDb();
    const { blobId } = await scanWithPhoto();
    let online = false;
    let calls = 0;
    const scheduled: number[] = [];
    const uploader = createPhotoUploader({
      db, isOnline: () => online, schedule: (_f, ms) => scheduled.push(ms),
      upload: async () => {
        calls += 1;
        throw new UploadRefused('图片大小超过5MB');
      },
    });
    expect(await uploader.run()).toBe(0);
    expect(calls).toBe(0);
    online = true;
    await uploader.run();
    await uploader.run();
    expect(calls).toBe(1);
    expect(scheduled).toEqual([]);
    expect(await readPhotoState(db, blobId)).toMatchObject({ refused: true, lastError: '图片大小超过5MB' });
    expect(await db.blobs.get(blobId)).toBeDefined();
    await uploader.retry(blobId);
    expect(calls).toBe(2);
  });
});
