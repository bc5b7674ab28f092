import type { SyncCollection } from '@/features/sync/contract';

/** A synced row as the local store keeps it: the server's fields plus the version it came with. */
export interface LocalRow {
  id: string;
  /** Server version of this row (0 for a row born offline and not yet confirmed). */
  _version?: number;
  [field: string]: unknown;
}

/** `collection:id` — the rows a mutation touches, indexed so lists can mark rows awaiting sync. */
export type RowKey = `${SyncCollection}:${string}`;
export const rowKey = (collection: SyncCollection, id: string): RowKey => `${collection}:${id}`;
export function parseRowKey(key: string): { collection: SyncCollection; id: string } {
  const at = key.indexOf(':');
  return { collection: key.slice(0, at) as SyncCollection, id: key.slice(at + 1) };
}

export type OutboxStatus = 'pending' | 'sending';

export interface OutboxEntry {
  /** Auto-increment: the order writes were made in, the order they are replayed in. */
  seq?: number;
  /** Client mutation id (UUIDv7): with the device id, the server's idempotency key. */
  id: string;
  name: string;
  /** What the server operation receives. */
  args: unknown;
  /** The arguments applyLocal took, when the server's differ (toRequest). */
  localArgs?: unknown;
  baseVersion: number | null;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  touches: RowKey[];
  /** The touched rows as they were before this write (null: did not exist), to undo it. */
  before: Record<RowKey, LocalRow | null>;
}

export type InboxKind = 'rejected' | 'conflict';

/** A write the server refused: kept until the user retries, re-applies, edits or discards it. */
export interface InboxEntry {
  id: string;
  kind: InboxKind;
  name: string;
  args: unknown;
  localArgs?: unknown;
  baseVersion: number | null;
  createdAt: number;
  touches: RowKey[];
  code: number | null;
  msg: string;
  serverRow: Record<string, unknown> | null;
  serverVersion: number | null;
  changedBy: string | null;
  changedAt: number | null;
  receivedAt: number;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

/** Per collection: where the last pull stopped and when it last succeeded. */
export interface PullState {
  cursor: string | null;
  lastPullAt: number | null;
  /** Set when the collection must be dropped and pulled again from the start. */
  refetch?: boolean;
}

export interface BlobEntry {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  size: number;
  ownerId: string | null;
  createdAt: number;
}
