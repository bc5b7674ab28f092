import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { CHAT_MUTATIONS, pairKeyOf, type ChatMessageRow } from '@/features/message/contract';
import { useSyncDb } from '@/sync';
import type { QingbanDb } from '@/sync/db';
import type { InboxEntry } from '@/sync/types';
import type { LocalMessage, LocalSide } from './keys';
import { buildConversations, unreadTotal, type ConversationView } from './rules';

export async function sidesOf(db: QingbanDb): Promise<LocalSide[]> {
  return (await db.chatConversations.toArray()) as LocalSide[];
}

/** The newest message the device holds of each pair I am in. */
export async function newestByPair(db: QingbanDb): Promise<Map<string, LocalMessage>> {
  const newest = new Map<string, LocalMessage>();
  // The compound index is sorted by pair, then time: the last row of each pair is its newest.
  await db.chatMessages.orderBy('[pairKey+sendTime]').each((row) => void newest.set(String(row.pairKey), row as LocalMessage));
  return newest;
}

/** The drawer's Messages tab, from the device store (works offline). */
export function useConversations(): ConversationView[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? buildConversations(db.userId, await sidesOf(db), await newestByPair(db)) : []), [db]);
}

/** The header indicator's figure. */
export function useChatUnreadTotal(): number {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? unreadTotal(await sidesOf(db)) : 0), [db]) ?? 0;
}

/** My side of the conversation with a person (undefined while reading, null when there is none). */
export function useSide(peerUserId: string): LocalSide | null | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => (db ? (((await db.chatConversations.where('peerUserId').equals(peerUserId).first()) as LocalSide | undefined) ?? null) : null), [db, peerUserId]);
}

/** The newest `limit` messages of the conversation the device holds, oldest first. */
export function useDeviceMessages(peerUserId: string, limit: number): ChatMessageRow[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const pairKey = pairKeyOf(db.userId, peerUserId);
    const rows = await db.chatMessages.where('[pairKey+sendTime]').between([pairKey, Dexie.minKey], [pairKey, Dexie.maxKey]).reverse().limit(limit).toArray();
    return (rows as ChatMessageRow[]).reverse();
  }, [db, peerUserId, limit]);
}

/** Messages to this person the server refused (they left the outbox for the rejected-writes inbox). */
export function useRefusedSends(peerUserId: string): InboxEntry[] {
  const db = useSyncDb();
  const rows = useLiveQuery(async () => (db ? db.inbox.filter((e) => e.name === CHAT_MUTATIONS.send && (e.args as { toUserId?: string }).toUserId === peerUserId).toArray() : []), [db, peerUserId]);
  return useMemo(() => rows ?? [], [rows]);
}
