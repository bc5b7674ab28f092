/** Why 完成盘点 must wait: the device is offline, or scans (or their photos) of this stocktake have not reached the server. */
export type CompleteBlock = { kind: 'offline' } | { kind: 'unsynced'; count: number } | null;

export function completeBlock(online: boolean, unsyncedScans: number, waitingPhotos: number): CompleteBlock {
  if (!online) return { kind: 'offline' };
  if (unsyncedScans + waitingPhotos > 0) return { kind: 'unsynced', count: unsyncedScans + waitingPhotos };
  return null;
}
