import type { Table } from 'dexie';
import type { UploadItem, UploadState, UploadVia } from './types';

/**
 * An upload kept on the device until it is done (a file chosen or photographed offline): its bytes
 * in `blobs`, this entry in `uploads`. The runner (the shell's background work, in the tab leading
 * sync) writes the progress fields; pages write only the user's wishes: `hold`, `retryAt`, or delete.
 */
export interface DeviceUpload extends Omit<UploadItem, 'via' | 'state' | 'result'> {
  blobId: string;
  /** Absent on entries kept before it existed: transfer. */
  via?: UploadVia;
  state: Exclude<UploadState, 'success'>;
  /** The user paused it (in any tab). */
  hold: boolean;
  /** The user asked to try a failed one again (when). */
  retryAt: number | null;
  updatedAt: number;
}

declare module '@/sync/db' {
  interface QingbanDb {
    uploads: Table<DeviceUpload, string>;
  }
}

/** The table's name and indexes: the files module declares it in its device tables (store version 4). */
export const UPLOAD_TABLE = 'uploads';
export const UPLOAD_TABLE_INDEXES = 'id, ownerType, ownerId, createdAt';
export const uploadBlobId = (fileId: string): string => `upload:${fileId}`;
