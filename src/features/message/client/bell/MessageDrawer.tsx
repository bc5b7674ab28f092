import { Badge, Box, Button, Drawer, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type UIEvent } from 'react';
import { MESSAGE_CENTRE_ROUTE, messageTarget, type MessageRow } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { messageApi } from '../api';
import { useMsgT } from '../i18n';
import { MessageViewDialog } from '../view/MessageViewDialog';
import { useOpenMessage } from '../view/use-open-message';
import { setUnread } from './unread';
import type { useMessageFeed } from './use-message-feed';

export const DRAWER_WIDTH = 350;
/** The next page loads when the list is scrolled within this many pixels of its end. */
export const LOAD_MARGIN = 200;

interface Props {
  opened: boolean;
  onClose(): void;
  feed: ReturnType<typeof useMessageFeed>;
}

/** The bell's drawer (§2): mark all read, the message centre, and the messages as an endless list. */
export function MessageDrawer({ opened, onClose, feed }: Props) {
  const t = useMsgT();
  const navigate = useNavigate();
  const { open, viewed, close } = useOpenMessage(feed.markRead);
  const { loadMore } = feed;
  useEffect(() => {
    if (opened) void loadMore(true);
  }, [opened, loadMore]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MARGIN) void feed.loadMore();
  };
  const readAll = async () => {
    const answer = await messageApi.readAll();
    setUnread(answer.unreadCount);
    feed.markRead();
  };
  const click = (row: MessageRow) => {
    // A message that opens a page (a mail, a notice…) takes the drawer away with it; a dialog opens over it.
    void open(row).then(() => {
      if (messageTarget(row).kind === 'route') onClose();
    });
  };
  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" size={DRAWER_WIDTH} title={t('bell.title')} styles={{ body: { padding: 0 } }}>
        <Group justify="space-between" px="md" pb="xs">
          <Button size="xs" variant="light" onClick={() => void readAll()} data-testid="bell-read-all">{t('bell.readAll')}</Button>
          <Button size="xs" variant="default" onClick={() => { onClose(); void navigate({ to: MESSAGE_CENTRE_ROUTE }); }} data-testid="bell-centre">{t('bell.centre')}</Button>
        </Group>
        <Box style={{ height: 'calc(100vh - 110px)', overflowY: 'auto' }} onScroll={onScroll} data-testid="bell-list">
          <Stack gap={0}>
            {feed.rows.map((row) => (
              <UnstyledButton key={row.id} onClick={() => click(row)} px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="bell-item" data-read={row.isRead}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={row.isRead === '0' ? 600 : 400} lineClamp={1}>{row.title}</Text>
                  {row.isRead === '0' && <Badge size="xs" color="red" variant="filled">{t('read.0')}</Badge>}
                </Group>
                <Text size="xs" c="dimmed">{t(`types.${row.type}`)} · {row.releaseUser ?? ''} · {formatDate(row.releaseTime, 'creation')}</Text>
              </UnstyledButton>
            ))}
            {feed.loading && <Group justify="center" p="sm"><Loader role="status" size="sm" aria-label={t('bell.loading')} /></Group>}
            {!feed.loading && feed.rows.length === 0 && <Text c="dimmed" ta="center" p="md">{t('bell.empty')}</Text>}
            {!feed.loading && feed.done && feed.rows.length > 0 && <Text c="dimmed" size="xs" ta="center" p="sm">{t('bell.end')}</Text>}
          </Stack>
        </Box>
      </Drawer>
      <MessageViewDialog message={viewed} onClose={close} />
    </>
  );
}
