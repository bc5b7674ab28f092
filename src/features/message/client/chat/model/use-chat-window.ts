import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_LIMITS, type ChatMessageRow } from '@/features/message/contract';
import { mutate } from '@/sync/mutations';
import { readMutation } from './device-writes';
import { useDeviceMessages, useSide } from './hooks';
import { HistoryUnavailable, openChat, requestHistory } from './live';
import { mergeMessages } from './rules';

export type HistoryState = 'idle' | 'loading' | 'end' | 'offline';

/**
 * The open chat (§4): opening marks it read and shows the last 30 messages; older ones come from
 * the server 50 a page (pages counted from the newest; overlaps are dropped by id). While it is
 * open and in view, what arrives from the peer is read on arrival (model/live).
 */
export function useChatWindow(peerUserId: string) {
  const side = useSide(peerUserId);
  const device = useDeviceMessages(peerUserId, CHAT_LIMITS.initialMessages + 500);
  const [history, setHistory] = useState<ChatMessageRow[]>([]);
  const [state, setState] = useState<HistoryState>('idle');
  const page = useRef(0);
  const clearedTime = side?.clearedTime ?? 0;

  useEffect(() => {
    const visible = () => openChat.set({ peerUserId, visible: document.visibilityState === 'visible' });
    visible();
    document.addEventListener('visibilitychange', visible);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      openChat.set({ peerUserId: null, visible: false });
    };
  }, [peerUserId]);

  // Opening marks it read, and so does anything unread while it is open (a message that came in
  // meanwhile) — read up to the newest message from the peer this device has seen, not "now": a
  // read made offline must not cover messages the server got meanwhile.
  const unread = side?.unread ?? 0;
  const sideId = side?.id;
  const seen = Math.max(0, ...(device ?? []).filter((m) => m.sendUserId === peerUserId).map((m) => m.sendTime), side?.lastSendUserId === peerUserId ? side.lastTime : 0);
  useEffect(() => {
    if (!sideId || unread <= 0 || seen <= 0) return;
    void mutate(readMutation.name, { peerUserId, sideId, readTime: seen });
  }, [peerUserId, sideId, unread, seen]);

  const loadOlder = useCallback(async () => {
    if (state === 'loading' || state === 'end') return;
    setState('loading');
    try {
      const answer = await requestHistory({ toUserId: peerUserId, currentPage: page.current + 1, pageSize: CHAT_LIMITS.historyPage });
      page.current += 1;
      setHistory((h) => [...answer.list, ...h]);
      setState(answer.pagination.hasMore ? 'idle' : 'end');
    } catch (error) {
      setState(error instanceof HistoryUnavailable ? 'offline' : 'idle');
    }
  }, [peerUserId, state]);

  // Fewer than 30 on the device (a long conversation not yet pulled, or a new device): ask the server.
  const short = device !== undefined && device.length < CHAT_LIMITS.initialMessages;
  useEffect(() => {
    if (short && page.current === 0) void loadOlder();
    // Only when it opens short; later pages come from scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [short]);

  const messages = useMemo(() => {
    const all = mergeMessages(device ?? [], history, clearedTime);
    // The last 30 on opening; every page loaded from the server adds its 50.
    return all.slice(-Math.max(CHAT_LIMITS.initialMessages, history.length + CHAT_LIMITS.initialMessages));
  }, [device, history, clearedTime]);

  return { side, messages, loading: device === undefined, history: state, loadOlder };
}
