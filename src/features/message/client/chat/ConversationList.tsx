import { ActionIcon, Badge, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { confirmAction } from '@/components/dialogs/confirm';
import { relativeTime } from '@/lib/format';
import { useUsersByIds } from '@/sync';
import { mutate } from '@/sync/mutations';
import { useMsgT } from '../i18n';
import { EmojiText } from './EmojiText';
import { PersonAvatar } from './PersonAvatar';
import { clearMutation, removeMutation } from './model/device-writes';
import { useConversations } from './model/hooks';
import type { ConversationView } from './model/rules';

/** The drawer's Messages tab: my conversations from the device store, newest first (§4). */
export function ConversationList({ onOpen }: { onOpen(peerUserId: string): void }) {
  const t = useMsgT();
  const list = useConversations();
  const people = useUsersByIds(list?.map((c) => c.peerUserId) ?? []);
  const byId = new Map((people ?? []).map((p) => [p.id, p]));
  if (list && list.length === 0) return <Text c="dimmed" ta="center" p="md">{t('chat.noConversations')}</Text>;
  return (
    <Stack gap={0} data-testid="chat-conversations" style={{ height: 'calc(100vh - 120px)', overflowY: 'auto' }}>
      {(list ?? []).map((c) => {
        const person = byId.get(c.peerUserId);
        const name = String(person?.realName ?? person?.fullName ?? t('chat.unknownUser'));
        return <ConversationRow key={c.peerUserId} view={c} name={name} headIcon={person?.headIcon} onOpen={() => onOpen(c.peerUserId)} />;
      })}
    </Stack>
  );
}

function ConversationRow({ view, name, headIcon, onOpen }: { view: ConversationView; name: string; headIcon: unknown; onOpen(): void }) {
  const t = useMsgT();
  const side = view.side;
  const preview = view.last ? (view.last.type === 'image' ? t('chat.image') : view.last.content) : '';
  const clear = async () => {
    if (!side || !(await confirmAction({ message: t('chat.clearConfirm', { name }), danger: true }))) return;
    await mutate(clearMutation.name, { peerUserId: view.peerUserId, sideId: side.id });
  };
  return (
    <Group wrap="nowrap" gap={4} pr={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="chat-conversation" data-peer={view.peerUserId}>
      <UnstyledButton onClick={onOpen} px="sm" py={8} style={{ flex: 1, minWidth: 0 }}>
        <Group wrap="nowrap" gap="xs">
          <PersonAvatar name={name} headIcon={headIcon} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text size="sm" fw={view.unread > 0 ? 600 : 400} truncate>{name}</Text>
              {view.last && <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>{relativeTime(view.last.time)}</Text>}
            </Group>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text size="xs" c="dimmed" truncate data-testid="chat-conversation-last"><EmojiText text={preview} /></Text>
              {view.unread > 0 && (
                <>
                  <Badge size="xs" color="red" variant="filled" aria-hidden data-testid="chat-conversation-unread">{view.unread > 99 ? '99+' : view.unread}</Badge>
                  <VisuallyHidden>{t('chat.unread', { count: view.unread })}</VisuallyHidden>
                </>
              )}
            </Group>
          </Box>
        </Group>
      </UnstyledButton>
      {side && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('chat.menuOf', { name })} data-testid="chat-conversation-menu"><IconDots size={16} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void mutate(removeMutation.name, { peerUserId: view.peerUserId, sideId: side.id })} data-testid="chat-remove">{t('chat.remove')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void clear()} data-testid="chat-clear">{t('chat.clear')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
