import { requireDb, type QingbanDb } from './db';
import { rebase, serverRowToLocal, undoEntry } from './local-apply';
import { mutate } from './mutations';
import { parseRowKey } from './types';

/**
 * What the user can do from the sync page. Pending entries: retry now, discard (the local change is
 * taken back). Inbox entries: retry / re-apply mine (a new write based on the server's version),
 * edit (the same with changed arguments), keep theirs, discard.
 */

/** Discards a pending write and undoes it locally. False if it is on its way to the server. */
export async function discardPending(seq: number, db: QingbanDb = requireDb()): Promise<boolean> {
  return db.transaction('rw', db.dataTables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status === 'sending') return false;
    await db.outbox.delete(seq);
    await undoEntry(db, entry);
    return true;
  });
}

/** Keep theirs: the server's row stays (it was restored when the conflict arrived); the entry goes. */
export async function keepTheirs(inboxId: string, db: QingbanDb = requireDb()): Promise<void> {
  await db.transaction('rw', [...db.dataTables, db.inbox], async () => {
    const item = await db.inbox.get(inboxId);
    if (!item) return;
    const primary = item.touches[0];
    if (primary && item.serverRow) {
      const { collection, id } = parseRowKey(primary);
      await db.collection(collection).put(serverRowToLocal(id, item.serverRow, item.serverVersion));
      await rebase(db, new Set([primary]));
    }
    await db.inbox.delete(inboxId);
  });
}

/**
 * Re-apply mine (optionally edited): a new write with a new id, based on the server's version when
 * it answered a conflict, else on the row's local version. Returns the new mutation id.
 */
export async function reapplyMine(inboxId: string, editedArgs?: unknown, db: QingbanDb = requireDb()): Promise<string | null> {
  return db.transaction('rw', [...db.dataTables, db.inbox], async () => {
    const item = await db.inbox.get(inboxId);
    if (!item) return null;
    await db.inbox.delete(inboxId);
    const args = editedArgs !== undefined ? editedArgs : item.localArgs !== undefined ? item.localArgs : item.args;
    const baseVersion = item.kind === 'conflict' && item.serverVersion !== null ? item.serverVersion : undefined;
    return mutate(item.name, args, baseVersion === undefined ? {} : { baseVersion }, db);
  });
}

/** Retry a rejected write as it was (e.g. after the permission was granted). */
export const retryRejected = (inboxId: string, db: QingbanDb = requireDb()) => reapplyMine(inboxId, undefined, db);

/** Drop an inbox entry: the local store already shows the server's state. */
export async function discardInbox(inboxId: string, db: QingbanDb = requireDb()): Promise<void> {
  await db.inbox.delete(inboxId);
}
