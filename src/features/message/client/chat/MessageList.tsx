import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { CHAT_LIMITS, type ChatMessageRow } from '@/features/message/contract';
import { useMsgT } from '../i18n';
import { MessageBubble, type Delivery } from './MessageBubble';
import type { HistoryState } from './model/use-chat-window';
import { nearBottom, nearTop } from './model/rules';

interface Props {
  me: string;
  messages: readonly ChatMessageRow[];
  delivery(id: string): { state: Delivery; reason?: string };
  history: HistoryState;
  onNearTop(): void;
  /** Changes when I sent something: scroll to it. */
  sentTick: number;
}

/**
 * The conversation, oldest at the top. It starts at the bottom, stays there while new messages
 * come in (unless the reader scrolled up), and asks for older ones within 100 px of the top (§9),
 * keeping the reader's place when they arrive.
 */
export function MessageList({ me, messages, delivery, history, onNearTop, sentTick }: Props) {
  const t = useMsgT();
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const before = useRef<{ first: string | undefined; height: number }>({ first: undefined, height: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id;
    if (before.current.first && first !== before.current.first && !pinned.current) {
      // Older messages went in above: keep what the reader was looking at where it was.
      el.scrollTop += el.scrollHeight - before.current.height;
    } else if (pinned.current) el.scrollTop = el.scrollHeight;
    before.current = { first, height: el.scrollHeight };
  }, [messages]);

  useEffect(() => {
    pinned.current = true;
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [sentTick]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    pinned.current = nearBottom(el, 40);
    if (nearTop(el, CHAT_LIMITS.historyEdgePx) && history === 'idle') onNearTop();
  };

  return (
    <Stack ref={box} gap={8} p="sm" onScroll={onScroll} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} role="log" aria-live="polite" aria-label={t('chat.messages')} data-testid="chat-messages">
      {history === 'loading' && <Loader role="status" size="xs" mx="auto" aria-label={t('chat.loadingHistory')} />}
      {history === 'end' && <Text size="xs" c="dimmed" ta="center">{t('chat.historyEnd')}</Text>}
      {history === 'offline' && <Text size="xs" c="dimmed" ta="center">{t('chat.historyOffline')}</Text>}
      {messages.map((m) => {
        const d = delivery(m.id);
        return <MessageBubble key={m.id} message={m} mine={m.sendUserId === me} delivery={d.state} reason={d.reason} />;
      })}
    </Stack>
  );
}
