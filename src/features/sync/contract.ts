import { z } from 'zod';
import { zRule } from '../../contract/zod-rules';

/**
 * The sync protocol (issue 5). Pull: changed rows since an opaque cursor, per collection, in pages;
 * tombstones for deleted rows; `resync` when the cursor is older than the tombstones kept.
 * Push: mutations with client ids, applied once each, in order per device.
 */
/**
 * A collection's name. Each feature declares its own (server module and client module, ADR 0010);
 * the server answers only names its registry holds.
 */
export type SyncCollection = string;
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
const MAX_COLLECTIONS_PER_PULL = 50;

export const SyncMsg = {
  unknownCollection: '同步集合不存在',
  collectionRequired: '请指定同步集合',
} as const;

/** Tombstones and change entries are kept at least this long; an older cursor means a full resync. */
export const TOMBSTONE_RETENTION_DAYS = 30;
export const PULL_PAGE_MAX = 2000;

export const pullQuery = z.object({
  collections: z
    .string({ error: SyncMsg.collectionRequired })
    .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(COLLECTION_NAME, { error: SyncMsg.unknownCollection })).min(1, { error: SyncMsg.collectionRequired }).max(MAX_COLLECTIONS_PER_PULL)),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(PULL_PAGE_MAX).default(500),
  n: z.unknown().optional(),
});

export const syncChange = z.object({
  collection: z.string(),
  id: z.string(),
  op: z.enum(['upsert', 'delete']),
  /** Version of the row after this change; the base version a later write names. */
  version: z.number(),
  row: z.record(z.string(), z.unknown()).optional(),
});
export type SyncChange = z.infer<typeof syncChange>;

export const pullResult = z.object({
  changes: z.array(syncChange),
  cursor: z.string(),
  hasMore: z.boolean(),
  /** True when the client must drop what it holds of these collections first (cursor too old). */
  resync: z.boolean(),
  /** During a first (snapshot) sync: rows sent so far and rows in all, for a progress bar. */
  progress: z.object({ done: z.number(), total: z.number() }).optional(),
});
export type PullResult = z.infer<typeof pullResult>;

export const mutation = z.object({
  /** Client mutation id (UUIDv7); with deviceId it makes the write idempotent. */
  id: z.string().min(8).max(64),
  seq: z.number().int().nonnegative(),
  name: z.string().min(1).max(100),
  args: z.unknown(),
  baseVersion: z.number().int().nonnegative().nullish(),
  createdAt: z.number().int().optional(),
});
export type Mutation = z.infer<typeof mutation>;

export const pushBody = z.object({
  deviceId: z.string().min(8).max(64),
  mutations: z.array(mutation).min(1).max(200),
});

export const mutationResult = z.object({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected', 'conflict']),
  /** What the mutation returned (applied, and the recorded result for duplicate). */
  result: z.unknown().optional(),
  code: z.number().optional(),
  msg: z.string().optional(),
  /** For conflict: the server's row now, its version, who changed it last and when. */
  serverRow: z.record(z.string(), z.unknown()).nullish(),
  serverVersion: z.number().optional(),
  changedBy: z.string().nullish(),
  changedAt: z.number().nullish(),
});
export type MutationResult = z.infer<typeof mutationResult>;
export const pushResult = z.object({ results: z.array(mutationResult) });
export type PushResult = z.infer<typeof pushResult>;

/** Arguments of the mutations this issue ships (the profile); features add their own. */
export const profileUpdateArgs = z.object({
  realName: zRule('fullName').pipe(z.string().min(1).max(50)).optional(),
  gender: z.number().int().min(0).max(2).nullish(),
  mobilePhone: zRule('phone', { allowEmpty: true }).nullish(),
  email: zRule('email', { allowEmpty: true }).nullish(),
  description: z.string().max(500).nullish(),
});
export const profileThemeArgs = z.object({ theme: z.enum(['classic', 'functional', 'plain', 'blend']) });
export const profileLanguageArgs = z.object({ language: z.enum(['zh', 'zhtw', 'en']) });
