import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDeviceUploads } from '@/components/upload/device-queue';
import { fakeHash, FakeUploadServer, offlineError, refused } from '@/components/upload/testing';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { PHOTO_BLOB_PREFIX } from './keys';
import { addPhoto, pendingPhotos, photoState, retryPhoto } from './photo-uploader';
import { recordScan } from './scan-actions';

let db: QingbanDb;
let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  db?.close();
});

// Node's own Blob: fake-indexeddb stores it the way a browser's IndexedDB stores a photo.
const png = () => Object.assign(new NodeBlob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), { name: 'shelf.png' }) as unknown as File;

async function scanWithPhoto() {
  await db.stocktakeItems.put({ id: 'row1', stocktakeId: 'st1', itemId: 'fa1', assetCode: 'ZC1', expectedLocation: 'A', result: null, firstScanId: null });
  const scan = await recordScan(db, { stocktakeId: 'st1', code: 'ZC1', location: 'A', byName: '赵强' });
  const uploadId = await addPhoto(db, scan.id, png());
  return { scanId: scan.id, uploadId };
}

function run(server: FakeUploadServer, opts: { online?: () => boolean; scheduled?: number[]; timers?: Array<() => void> } = {}) {
  stop = startDeviceUploads(db, {
    transport: server, hash: fakeHash(), isOnline: opts.online, onOnline: () => () => undefined, random: () => 0,
    schedule: (fn, ms) => {
      opts.scheduled?.push(ms);
      opts.timers?.push(fn);
      return () => undefined;
    },
  });
}

describe('stocktake photos through the device\'s upload queue', () => {
  it('keeps the photo through failed uploads, retries with backoff, then attaches it through the outbox and lets the bytes go', async () => {
    db = await freshDb();
    const { scanId, uploadId } = await scanWithPhoto();
    const server = new FakeUploadServer();
    let failures = 2;
    const upload = server.uploadImage.bind(server);
    server.uploadImage = async (blob, name) => {
      if (failures-- > 0) throw offlineError();
      return upload(blob, name);
    };
    const scheduled: number[] = [];
    const timers: Array<() => void> = [];
    run(server, { scheduled, timers });

    await vi.waitFor(() => expect(scheduled).toEqual([500]));
    const [waiting] = await pendingPhotos(db);
    expect(photoState(waiting!)).toMatchObject({ attempts: 1, lastError: '上传失败', refused: false });
    expect(await db.blobs.get(waiting!.blobId)).toMatchObject({ ownerId: scanId, size: 7 });
    expect((await db.stocktakeScans.get(scanId))?.photoUrl).toBeNull();
    timers.shift()!();
    await vi.waitFor(() => expect(scheduled).toEqual([500, 1000])); // 1 s then 2 s windows, lower half with random 0
    timers.shift()!();

    await vi.waitFor(async () => expect(await pendingPhotos(db)).toEqual([]));
    // By the public image route, once: the scan keeps an address others can show.
    expect(server.images).toEqual([{ name: 'shelf.png', size: 7 }]);
    expect(server.merges).toEqual([]);
    const url = '/api/file/Image/annexpic/0190a5c0-0000-7000-8000-000000000001.png';
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await db.stocktakeScans.get(scanId))?.photoUrl).toBe(url);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.name, e.args])).toEqual([
      ['stocktake.scan', expect.objectContaining({ id: scanId })],
      ['stocktake.attachPhoto', { id: scanId, photoUrl: url }],
    ]);
    expect(await db.blobs.count()).toBe(0);
  });

  it('does nothing offline, and a refused photo waits for the checker instead of looping', async () => {
    db = await freshDb();
    const { uploadId } = await scanWithPhoto();
    const server = new FakeUploadServer();
    let online = false;
    const scheduled: number[] = [];
    run(server, { online: () => online, scheduled });
    await new Promise((r) => setTimeout(r, 30));
    expect(server.images).toEqual([]);
    stop!();

    online = true;
    server.failImage = refused('图片大小超过5MB');
    run(server, { online: () => online, scheduled });
    await vi.waitFor(async () => expect(photoState((await pendingPhotos(db))[0]!)).toMatchObject({ refused: true, lastError: '图片大小超过5MB' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(server.images).toHaveLength(1);
    expect(scheduled).toEqual([]);
    await retryPhoto(db, uploadId);
    await vi.waitFor(async () => expect(await pendingPhotos(db)).toEqual([]));
    expect(server.images).toHaveLength(2);
  });

  it('takes over a photo kept on the device before the queue existed', async () => {
    db = await freshDb();
    await db.stocktakeItems.put({ id: 'row1', stocktakeId: 'st1', itemId: 'fa1', assetCode: 'ZC1', expectedLocation: 'A', result: null, firstScanId: null });
    const scan = await recordScan(db, { stocktakeId: 'st1', code: 'ZC1', location: 'A', byName: '赵强' });
    await db.blobs.put({ id: `${PHOTO_BLOB_PREFIX}old`, blob: png(), name: 'old.png', type: 'image/png', size: 7, ownerId: scan.id, createdAt: 1 });
    const server = new FakeUploadServer();
    run(server);
    await vi.waitFor(async () => expect((await db.stocktakeScans.get(scan.id))?.photoUrl).toMatch(/^\/api\/file\/Image\/annexpic\//));
    expect(server.images).toEqual([{ name: 'old.png', size: 7 }]);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
  });
});
