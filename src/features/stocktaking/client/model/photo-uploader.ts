import { keepForUpload, registerUploadOwner, retryDeviceUpload, type UploadOwner } from '@/components/upload/device-store';
import type { DeviceUpload } from '@/components/upload/device-table';
import type { QingbanDb } from '@/sync/db';
import { mutate } from '@/sync/mutations';
import { PHOTO_BLOB_PREFIX, STOCKTAKE_PHOTO_OWNER } from './keys';
import { attachPhotoMutation } from './mutations';

/*
 * A scan's photo is an upload kept on the device (src/components/upload): the shell's upload runner
 * sends it when there is a network, whatever page is open, and the scan gets its address through
 * the outbox in the same transaction that lets the bytes go. It travels by the public image route
 * (via 'image'): the scan keeps an address the administrator's devices show and the service worker
 * keeps for offline use, as before.
 */

export interface PhotoState {
  attempts: number;
  lastError: string | null;
  /** Refused by the server: waits for the checker (retry), not retried by itself. */
  refused: boolean;
}

export const photoState = (entry: DeviceUpload): PhotoState => ({ attempts: entry.attempts, lastError: entry.error, refused: entry.state === 'error' });

/** Photos waiting on this device, oldest first. */
export const pendingPhotos = (db: QingbanDb): Promise<DeviceUpload[]> => db.uploads.where('ownerType').equals(STOCKTAKE_PHOTO_OWNER).sortBy('createdAt');

/** A photo for a scan: kept on the device and queued; answers the upload's id. */
export async function addPhoto(db: QingbanDb, scanId: string, file: Blob & { name?: string }): Promise<string> {
  return (await keepForUpload(db, file, { kind: 'annexpic', via: 'image', ownerType: STOCKTAKE_PHOTO_OWNER, ownerId: scanId, name: file.name || 'photo' })).id;
}

/** The checker asks to try a refused photo again. */
export const retryPhoto = (db: QingbanDb, uploadId: string): Promise<number> => retryDeviceUpload(db, uploadId);

/** Photos kept before the upload queue existed (blobs named st-photo:…) join it once, keeping their bytes where they are. */
async function adoptKeptPhotos(db: QingbanDb): Promise<void> {
  const kept = await db.blobs.where('id').startsWith(PHOTO_BLOB_PREFIX).toArray();
  for (const blob of kept) {
    if (!blob.ownerId || (await db.uploads.where('ownerId').equals(blob.ownerId).count()) > 0) continue;
    await keepForUpload(db, blob.blob, { kind: 'annexpic', via: 'image', ownerType: STOCKTAKE_PHOTO_OWNER, ownerId: blob.ownerId, name: blob.name, blobId: blob.id });
  }
}

export const stocktakePhotoOwner: UploadOwner = {
  attach: async (db, entry, file) => void (await mutate(attachPhotoMutation.name, { id: entry.ownerId, photoUrl: file.url }, {}, db)),
  adopt: adoptKeptPhotos,
};
registerUploadOwner(STOCKTAKE_PHOTO_OWNER, stocktakePhotoOwner);
