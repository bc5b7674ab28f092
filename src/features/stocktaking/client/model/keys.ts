import { STOCKTAKE_COLLECTIONS } from '@/features/stocktaking/contract';
import { rowKey, type RowKey } from '@/sync/types';

/** Row keys of the stocktake collections (the names the sync engine marks 未同步 and rebases by). */
export const scanKey = (id: string): RowKey => rowKey(STOCKTAKE_COLLECTIONS.scans, id);
export const itemKey = (id: string): RowKey => rowKey(STOCKTAKE_COLLECTIONS.items, id);

/** The owner type of a scan's photo in the device's upload queue (its ownerId is the scan id). */
export const STOCKTAKE_PHOTO_OWNER = 'stocktakeScan';
/** Blob ids: a scan's photo kept before the upload queue existed (adopted by it), and an item's thumbnail kept for offline use. */
export const PHOTO_BLOB_PREFIX = 'st-photo:';
export const THUMB_BLOB_PREFIX = 'st-thumb:';
export const thumbBlobId = (url: string): string => `${THUMB_BLOB_PREFIX}${url}`;
