import { UNREAD_BADGE_MAX } from '@/contract/limits';
import type { SocketMessage } from '@/app/session/platform-socket';
import { messagePushMessage, refreshUnreadCountMessage, type MessageRow } from '@/features/message/contract';
import { createStore } from '@/lib/store';

/** The bell's unread count; the server's figure wins, and it is never shown below 0. */
export const unreadStore = createStore({ count: 0 });

export const setUnread = (count: number): void => unreadStore.set({ count: Math.max(0, Math.trunc(count) || 0) });

export const badgeLabel = (count: number): string => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));

/** Socket messages of this feature: refreshUnreadCount sets the count; messagePush also hands its row on. */
export function applySocketMessage(message: SocketMessage, onPush?: (row: MessageRow) => void): void {
  if (message.method === 'refreshUnreadCount') {
    const parsed = refreshUnreadCountMessage.safeParse(message);
    setUnread(parsed.success ? parsed.data.unreadCount : Number(message.unreadCount));
  } else if (message.method === 'messagePush') {
    const parsed = messagePushMessage.safeParse(message);
    if (!parsed.success) return;
    setUnread(parsed.data.unreadCount);
    onPush?.(parsed.data.message);
  }
}
