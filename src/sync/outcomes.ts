import type { MutationResult } from '@/features/sync/contract';
import type { QingbanDb } from './db';
import { rebase, serverRowToLocal, undoEntry } from './local-apply';
import { getMutation } from './registry';
import { parseRowKey, type InboxEntry, type InboxKind, type OutboxEntry } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The row version the server reports for an applied write: serverVersion, else result.version. */
function appliedVersion(r: MutationResult): number | null {
  if (typeof r.serverVersion === 'number') return r.serverVersion;
  if (isRecord(r.result) && typeof r.result.version === 'number') return r.result.version;
  return null;
}

function appliedRow(r: MutationResult): Record<string, unknown> | null {
  if (r.serverRow) return r.serverRow;
  if (isRecord(r.result) && isRecord(r.result.row)) return r.result.row;
  return null;
}

/**
 * applied / duplicate: the entry leaves the outbox (once: deleting a missing key is a no-op), the
 * row takes the server's version (or row), and later writes on that row move their base version on.
 */
export async function completeEntry(db: QingbanDb, entry: OutboxEntry, r: MutationResult): Promise<void> {
  await db.transaction('rw', [...db.dataTables, db.inbox], async () => {
    const still = await db.outbox.get(entry.seq!);
    if (!still) return;
    await db.outbox.delete(entry.seq!);
    const primary = entry.touches[0];
    const version = appliedVersion(r);
    const row = appliedRow(r);
    if (primary) {
      const { collection, id } = parseRowKey(primary);
      if (row) await db.collection(collection).put(serverRowToLocal(id, row, version));
      else if (version !== null) await db.collection(collection).update(id, { _version: version });
      if (version !== null) {
        const later = await db.outbox.where('touches').equals(primary).toArray();
        // A later write was made on top of this one, so it builds on the version this one produced —
        // unless it already names a newer one (a pull brought it). Comparing with this entry's own base
        // instead left a write made after a pull behind a write made before it conflicting with itself.
        for (const next of later) {
          if ((next.baseVersion ?? 0) >= version) continue;
          const before = { ...next.before };
          const prev = before[primary];
          if (prev) before[primary] = { ...prev, _version: version };
          await db.outbox.update(next.seq!, { baseVersion: version, before });
        }
      }
      if (row) await rebase(db, new Set([primary]));
    }
    const def = getMutation(entry.name);
    if (def?.onResult) await def.onResult(db, entry.localArgs !== undefined ? entry.localArgs : entry.args, r.result, { userId: db.userId, now: Date.now() });
  });
}

/** rejected / conflict: the entry moves to the inbox and its optimistic change is taken back. */
export async function moveToInbox(db: QingbanDb, entry: OutboxEntry, kind: InboxKind, r: Partial<MutationResult>): Promise<void> {
  await db.transaction('rw', [...db.dataTables, db.inbox], async () => {
    const still = await db.outbox.get(entry.seq!);
    if (!still) return;
    await db.outbox.delete(entry.seq!);
    const item: InboxEntry = {
      id: entry.id,
      kind,
      name: entry.name,
      args: entry.args,
      localArgs: entry.localArgs,
      baseVersion: entry.baseVersion,
      createdAt: entry.createdAt,
      touches: entry.touches,
      code: r.code ?? null,
      msg: r.msg ?? '',
      serverRow: r.serverRow ?? null,
      serverVersion: r.serverVersion ?? null,
      changedBy: r.changedBy ?? null,
      changedAt: r.changedAt ?? null,
      receivedAt: Date.now(),
    };
    await db.inbox.put(item);
    await undoEntry(db, still, r.serverRow ? { row: r.serverRow, version: r.serverVersion ?? null } : undefined);
  });
}

export async function markPending(db: QingbanDb, entries: readonly OutboxEntry[], error?: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const [i, e] of entries.entries()) {
      const patch: Partial<OutboxEntry> = { status: 'pending' };
      if (i === 0 && error !== undefined) {
        patch.attempts = (e.attempts ?? 0) + 1;
        patch.lastError = error;
      }
      await db.outbox.update(e.seq!, patch);
    }
  });
}
