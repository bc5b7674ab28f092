import { ActionIcon, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChatMessageRow } from '@/features/message/contract';
import { usePendingIds, useSyncDb, useUsersByIds } from '@/sync';
import { useMsgT } from '../i18n';
import { Composer } from './Composer';
import { MessageBubble, type Delivery } from './MessageBubble';
import { MessageList } from './MessageList';
import { useRefusedSends } from './model/hooks';
import { useChatWindow } from './model/use-chat-window';
import { useHistorySearch } from './model/use-history-search';
import { mergeMessages, refusedRow } from './model/rules';

/** The chat window (§2): the conversation, its searchable history, and the composer. */
export function ChatWindow({ peerUserId, onClose }: { peerUserId: string; onClose(): void }) {
  const t = useMsgT();
  const db = useSyncDb();
  const me = db?.userId ?? '';
  const [person] = useUsersByIds([peerUserId]) ?? [];
  const name = String(person?.realName ?? person?.fullName ?? t('chat.unknownUser'));
  const chat = useChatWindow(peerUserId);
  const pending = usePendingIds('chatMessages');
  const refused = useRefusedSends(peerUserId);
  const [sentTick, setSentTick] = useState(0);
  const [keyword, setKeyword] = useState('');
  const messagesRef = useRef<readonly ChatMessageRow[]>([]);
  messagesRef.current = chat.messages;
  const search = useHistorySearch(peerUserId, useCallback(() => messagesRef.current, []));

  const failed = useMemo(() => new Map(refused.map((e) => [String((e.args as { id?: string }).id), e.msg])), [refused]);
  // A refused message left the device store with its outbox entry: it stays in the chat, marked, until discarded.
  const messages = useMemo(() => mergeMessages(chat.messages, refused.flatMap((e) => refusedRow(e, me, peerUserId)), chat.side?.clearedTime ?? 0), [chat.messages, chat.side, refused, me, peerUserId]);
  const delivery = useCallback((id: string): { state: Delivery; reason?: string } => {
    if (failed.has(id)) return { state: 'failed', reason: failed.get(id) };
    return { state: pending.has(id) ? 'unsent' : 'sent' };
  }, [failed, pending]);

  return (
    <Modal opened onClose={onClose} title={t('chat.window', { name })} closeButtonProps={{ 'aria-label': t('view.close') }} size={620} padding={0} styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}>
      <Stack gap={0} h="min(70vh, 640px)" data-testid="chat-window" data-peer={peerUserId}>
      <Group gap={4} px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {search.result && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('chat.backToChat')} onClick={() => { search.clear(); setKeyword(''); }} data-testid="chat-search-back">
            <IconArrowLeft size={16} />
          </ActionIcon>
        )}
        <TextInput
          size="xs" style={{ flex: 1 }} leftSection={<IconSearch size={14} />} placeholder={t('chat.searchHistory')} aria-label={t('chat.searchHistory')} value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') void search.search(keyword); }} data-testid="chat-search"
        />
      </Group>
      {search.result ? (
        <Stack gap={8} p="sm" style={{ flex: 1, overflowY: 'auto' }} data-testid="chat-search-results">
          <Text size="xs" c="dimmed">
            {search.result.rows.length === 0 ? t('chat.noResults') : search.result.more ? t('chat.searchMore', { count: search.result.rows.length }) : t('chat.searchResults', { count: search.result.rows.length })}
            {search.result.local ? ` · ${t('chat.historyOffline')}` : ''}
          </Text>
          {search.result.rows.map((m) => <MessageBubble key={m.id} message={m} mine={m.sendUserId === me} delivery="sent" />)}
        </Stack>
      ) : (
        <MessageList me={me} messages={messages} delivery={delivery} history={chat.history} onNearTop={() => void chat.loadOlder()} sentTick={sentTick} />
      )}
      <Composer peerUserId={peerUserId} onSent={() => { search.clear(); setSentTick((n) => n + 1); }} />
      </Stack>
    </Modal>
  );
}
