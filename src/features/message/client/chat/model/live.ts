import { onSocketMessage, sendOnSocket, SOCKET_CLOSED, type SocketMessage } from '@/app/session/platform-socket';
import { newId } from '@/contract/ids';
import {
  CHAT_COLLECTIONS, chatConversationPush, messageListAnswer, receiveMessagePush, sendMessagePush, type MessageListAnswer,
} from '@/features/message/contract';
import { createStore } from '@/lib/store';
import { requestPull } from '@/sync';
import type { QingbanDb } from '@/sync/db';
import { mutate } from '@/sync/mutations';
import { readMutation, takeServerRows } from './device-writes';
import { readOnArrival } from './rules';

/** The chat that is open (and whether it is in view): §4 reads a message from its peer on arrival. */
export const openChat = createStore<{ peerUserId: string | null; visible: boolean }>({ peerUserId: null, visible: false });

const CHAT_PULL = [CHAT_COLLECTIONS.conversations, CHAT_COLLECTIONS.messages];

/**
 * What the socket brings for chat goes into the device store, so the drawer and the open chat (which
 * read the store) show it: a received message with my side (unread raised, moved to the top), my
 * own message sent from another device, a side changed elsewhere (read, removed, deleted). Answers
 * whether the message was read on arrival.
 */
export async function applyChatPush(db: QingbanDb, message: SocketMessage): Promise<'read' | 'stored' | null> {
  const received = receiveMessagePush.safeParse(message);
  const rows = received.success ? received.data : sendMessagePush.safeParse(message).data ?? chatConversationPush.safeParse(message).data;
  if (!rows) return null;
  await db.transaction('rw', db.dataTables, () => takeServerRows(db, rows));
  if (!received.success) return 'stored';
  const { peerUserId, visible } = openChat.get();
  const m = received.data.message;
  if (!readOnArrival(m, db.userId, peerUserId, visible)) return 'stored';
  await mutate(readMutation.name, { peerUserId: m.sendUserId, sideId: received.data.conversation.id, readTime: m.sendTime }, {}, db);
  return 'read';
}

/**
 * Listens while signed in: chat pushes into the store; a (re)connected socket pulls the chat
 * collections, so what arrived while it was away is caught up. Pushed sides are pulled again
 * shortly after, because two pushes may overtake each other on the way.
 */
export function startChatLive(db: () => QingbanDb | null): () => void {
  return onSocketMessage((message) => {
    const current = db();
    if (!current) return;
    if (message.method === 'initMessage') return requestPull(CHAT_PULL);
    void applyChatPush(current, message).then((done) => {
      if (done) requestPull([CHAT_COLLECTIONS.conversations]);
    }, (error: unknown) => console.warn('chat: a push could not be stored', error));
  });
}

export class HistoryUnavailable extends Error {}

const waiting = new Map<string, { resolve: (a: MessageListAnswer) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();
let stopListening: (() => void) | null = null;
const HISTORY_TIMEOUT_MS = 15_000;

function settle(requestId: string, outcome: MessageListAnswer | Error): void {
  const w = waiting.get(requestId);
  if (!w) return;
  waiting.delete(requestId);
  clearTimeout(w.timer);
  if (waiting.size === 0) {
    stopListening?.();
    stopListening = null;
  }
  if (outcome instanceof Error) w.reject(outcome);
  else w.resolve(outcome);
}

/** Hears answers while requests wait. */
function listen(): void {
  stopListening ??= onSocketMessage((message) => {
    if (message.method === SOCKET_CLOSED) for (const id of [...waiting.keys()]) settle(id, new HistoryUnavailable());
    const requestId = typeof message.requestId === 'string' ? message.requestId : null;
    if (!requestId) return;
    if (message.method === 'messageList') {
      const parsed = messageListAnswer.safeParse(message);
      settle(requestId, parsed.success ? parsed.data : new Error('messageList'));
    } else if (message.method === 'socketError') settle(requestId, new Error(typeof message.msg === 'string' ? message.msg : ''));
  });
}

/** §7 MessageList over the socket (history is online only): rejects with HistoryUnavailable without a socket. */
export function requestHistory(q: { toUserId: string; currentPage: number; pageSize: number; keyword?: string }): Promise<MessageListAnswer> {
  const requestId = newId();
  return new Promise((resolve, reject) => {
    listen();
    waiting.set(requestId, { resolve, reject, timer: setTimeout(() => settle(requestId, new HistoryUnavailable()), HISTORY_TIMEOUT_MS) });
    if (!sendOnSocket({ method: 'MessageList', requestId, sord: 'desc', ...q })) settle(requestId, new HistoryUnavailable());
  });
}
