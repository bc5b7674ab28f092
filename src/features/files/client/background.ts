import { startDeviceUploads } from '@/components/upload/device-queue';
import type { BackgroundTask } from '@/sync/background';
import { keepFileRecord } from './records';

/** The shell runs this in the tab leading sync: the uploads kept on the device go out when they can. */
export const uploadsInBackground: BackgroundTask = {
  start: (db) =>
    startDeviceUploads(db, {
      // Photos sent by the public image route make no file record; everything else lists at once.
      onRecord: (d, entry, file) => (entry.via === 'image' ? Promise.resolve() : keepFileRecord(d, { ...file, kind: entry.kind, mimeType: entry.mimeType, identifier: entry.identifier, ownerType: entry.ownerType, ownerId: entry.ownerId })),
    }),
};
