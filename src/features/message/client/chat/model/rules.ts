import { pairKeyOf, type ChatMessageRow } from '@/features/message/contract';
import type { InboxEntry } from '@/sync/types';
import type { LocalMessage, LocalSide } from './keys';

/** One line of the drawer's Messages tab. */
export interface ConversationView {
  peerUserId: string;
  /** My side on the device; null for a first message still waiting to be sent. */
  side: LocalSide | null;
  unread: number;
  last: { type: string; content: string; sendUserId: string; time: number } | null;
  /** What the list is sorted by (newest first). */
  time: number;
}

const peerOf = (pairKey: string, me: string): string => {
  const [a, b] = pairKey.split(':') as [string, string];
  return a === me ? b : a;
};

/**
 * The drawer's list (§4): my sides not removed, each with its newest message — the server's, or a
 * newer one on the device (written here, maybe not sent yet) — newest first. A removed side comes
 * back once a message newer than its removal is on the device; a first message to someone still
 * waiting to be sent shows as a conversation of its own.
 */
export function buildConversations(me: string, sides: readonly LocalSide[], newest: ReadonlyMap<string, LocalMessage>): ConversationView[] {
  const out: ConversationView[] = [];
  const seen = new Set<string>();
  for (const side of sides) {
    seen.add(side.pairKey);
    const local = newest.get(side.pairKey);
    const mine = local && local.sendTime > side.clearedTime ? local : undefined;
    if (side.hidden === 1 && !(mine && mine.sendTime > side.readTime)) continue;
    const server = side.lastMessageId && side.lastType ? { type: side.lastType, content: side.lastContent ?? '', sendUserId: side.lastSendUserId ?? '', time: side.lastTime } : null;
    const last = mine && (!server || mine.sendTime >= server.time) ? { type: mine.contentType, content: mine.content, sendUserId: mine.sendUserId, time: mine.sendTime } : server;
    out.push({ peerUserId: side.peerUserId, side, unread: Math.max(0, side.unread), last, time: Math.max(last?.time ?? 0, side.lastTime) });
  }
  for (const [pairKey, m] of newest) {
    if (seen.has(pairKey) || !pairKey.split(':').includes(me)) continue;
    out.push({ peerUserId: peerOf(pairKey, me), side: null, unread: 0, last: { type: m.contentType, content: m.content, sendUserId: m.sendUserId, time: m.sendTime }, time: m.sendTime });
  }
  return out.sort((x, y) => y.time - x.time || x.peerUserId.localeCompare(y.peerUserId));
}

/** The header indicator's figure: unread messages over my sides (never below 0). */
export const unreadTotal = (sides: readonly LocalSide[]): number => sides.reduce((n, s) => n + Math.max(0, s.unread), 0);

export const byTime = (a: ChatMessageRow, b: ChatMessageRow): number => a.sendTime - b.sendTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The open chat's messages: what the device holds and the history pages read from the server, once
 * each (a message in both keeps the device's row, which may be newer), oldest first, none I deleted.
 */
export function mergeMessages(device: readonly ChatMessageRow[], history: readonly ChatMessageRow[], clearedTime: number): ChatMessageRow[] {
  const byId = new Map<string, ChatMessageRow>();
  for (const m of history) byId.set(m.id, m);
  for (const m of device) byId.set(m.id, m);
  return [...byId.values()].filter((m) => m.sendTime > clearedTime).sort(byTime);
}

/** §4: a message from the peer of the chat that is open (and in view) is read on arrival; any other raises the unread count. */
export const readOnArrival = (m: Pick<ChatMessageRow, 'sendUserId' | 'receiveUserId'>, me: string, openPeer: string | null, visible: boolean): boolean =>
  visible && openPeer !== null && m.sendUserId === openPeer && m.receiveUserId === me;

/** Within `edge` px of the top (history) or of the bottom (contacts): time to load the next page. */
export const nearTop = (el: { scrollTop: number }, edge: number): boolean => el.scrollTop <= edge;
export const nearBottom = (el: { scrollTop: number; scrollHeight: number; clientHeight: number }, edge: number): boolean =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= edge;

/** A message the server refused (in the rejected-writes inbox), as the chat shows it: where it was written. */
export function refusedRow(entry: Pick<InboxEntry, 'args' | 'createdAt'>, me: string, peerUserId: string): ChatMessageRow[] {
  const a = entry.args as { id?: unknown; toUserId?: unknown; messageType?: unknown; messageContent?: unknown };
  if (typeof a.id !== 'string' || a.toUserId !== peerUserId || typeof a.messageContent !== 'string') return [];
  const contentType = a.messageType === 'image' ? 'image' : 'text';
  return [{ id: a.id, pairKey: pairKeyOf(me, peerUserId), sendUserId: me, receiveUserId: peerUserId, contentType, content: contentType === 'text' ? a.messageContent.trim() : a.messageContent, sendTime: entry.createdAt }];
}
