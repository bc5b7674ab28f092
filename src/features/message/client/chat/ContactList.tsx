import { Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type UIEvent } from 'react';
import { CHAT_LIMITS } from '@/features/message/contract';
import { useMsgT } from '../i18n';
import { PersonAvatar } from './PersonAvatar';
import { useContacts } from './model/contacts';
import { nearBottom } from './model/rules';

/** The drawer's Contacts tab: searchable, 20 at a time, the next 20 within 300 px of the bottom (§9). */
export function ContactList({ onOpen }: { onOpen(peerUserId: string): void }) {
  const t = useMsgT();
  const [keyword, setKeyword] = useState('');
  const [pages, setPages] = useState(1);
  const { rows, more, loading } = useContacts(keyword, pages);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (more && !loading && nearBottom(e.currentTarget, CHAT_LIMITS.contactsEdgePx)) setPages((p) => p + 1);
  };
  return (
    <Stack gap={0}>
      <TextInput
        m="xs" size="xs" leftSection={<IconSearch size={14} />} placeholder={t('chat.searchContacts')} aria-label={t('chat.searchContacts')}
        value={keyword} onChange={(e) => { setKeyword(e.currentTarget.value); setPages(1); }} data-testid="chat-contact-search"
      />
      <Stack gap={0} style={{ height: 'calc(100vh - 170px)', overflowY: 'auto' }} onScroll={onScroll} data-testid="chat-contacts">
        {rows.map((c) => (
          <UnstyledButton key={c.id} onClick={() => onOpen(c.id)} px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="chat-contact" data-peer={c.id}>
            <Group wrap="nowrap" gap="xs">
              <PersonAvatar name={c.realName} headIcon={c.headIcon} size={30} />
              <Text size="sm" truncate>{c.realName}</Text>
              <Text size="xs" c="dimmed" truncate>{c.account}</Text>
            </Group>
          </UnstyledButton>
        ))}
        {loading && <Group justify="center" p="sm"><Loader role="status" size="sm" aria-label={t('chat.loading')} /></Group>}
        {!loading && rows.length === 0 && <Text c="dimmed" ta="center" p="md">{t('chat.noContacts')}</Text>}
        {!loading && !more && rows.length > 0 && <Text c="dimmed" size="xs" ta="center" p="sm">{t('chat.contactsEnd')}</Text>}
      </Stack>
    </Stack>
  );
}
