import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { MAIL_COLLECTIONS } from '@/features/message/contract';

const WATCHED = [MAIL_COLLECTIONS.mails, MAIL_COLLECTIONS.inbox, 'outbox', 'users'];

/**
 * A number that moves whenever a committed write touches the mail tables, the outbox or the
 * directory — a pull, a local write, a rejected write undone, another tab — so the lists read the
 * device store again (Dexie's `storagemutated` names the tables a write touched).
 */
export function useMailRevision(dbName: string | null): number {
  const [rev, setRev] = useState(0);
  useEffect(() => {
    if (!dbName) return;
    const prefixes = WATCHED.map((t) => `idb://${dbName}/${t}/`);
    const onMutated = (parts: Record<string, unknown>) => {
      if (Object.keys(parts).some((k) => prefixes.some((p) => k.startsWith(p)))) setRev((r) => r + 1);
    };
    Dexie.on('storagemutated', onMutated);
    return () => Dexie.on('storagemutated').unsubscribe(onMutated);
  }, [dbName]);
  return rev;
}
