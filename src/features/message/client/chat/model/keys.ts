import { CHAT_COLLECTIONS } from '@/features/message/contract';
import { rowKey, type LocalRow, type RowKey } from '@/sync/types';

export const messageKey = (id: string): RowKey => rowKey(CHAT_COLLECTIONS.messages, id);
export const sideKey = (id: string): RowKey => rowKey(CHAT_COLLECTIONS.conversations, id);

/** A chat message as the device keeps it (the server's row, or one written here and not sent yet). */
export interface LocalMessage extends LocalRow {
  pairKey: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: 'text' | 'image';
  content: string;
  sendTime: number;
}

/** My side of a conversation as the device keeps it. */
export interface LocalSide extends LocalRow {
  ownerUserId: string;
  peerUserId: string;
  pairKey: string;
  unread: number;
  readTime: number;
  clearedTime: number;
  hidden: number;
  lastMessageId: string | null;
  lastSendUserId: string | null;
  lastType: string | null;
  lastContent: string | null;
  lastTime: number;
}
