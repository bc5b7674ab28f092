import type { Generated } from 'kysely';

/** Every change of a synced row, written by triggers in the same transaction as the change. */
export interface SyncChangeTable {
  version: Generated<number>;
  collection: string;
  rowId: string;
  op: 'upsert' | 'delete';
  changedAt: number;
  /** Known when the change came through a sync mutation; REST writes leave it empty. */
  changedBy: string | null;
}

/** (device, mutation id) → what happened: the idempotency record of every pushed write. */
export interface SyncMutationTable {
  deviceId: string;
  mutationId: string;
  seq: number;
  userId: string;
  name: string;
  status: 'applied' | 'rejected' | 'conflict';
  resultJson: string | null;
  createdAt: number;
}

export interface SyncMetaTable {
  key: string;
  value: string;
}

export interface SyncTables {
  syncChange: SyncChangeTable;
  syncMutation: SyncMutationTable;
  syncMeta: SyncMetaTable;
}
