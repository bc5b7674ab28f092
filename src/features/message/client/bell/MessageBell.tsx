import { Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { HeaderIcon } from '@/app/header/HeaderIcon';
import { onSocketMessage } from '@/app/session/platform-socket';
import { useStore } from '@/lib/store';
import { messageApi } from '../api';
import { useMsgT } from '../i18n';
import { MessageDrawer } from './MessageDrawer';
import { applySocketMessage, badgeLabel, setUnread, unreadStore } from './unread';
import { useMessageFeed } from './use-message-feed';

/** The header's bell (§2): the unread count, live from the socket; a click opens the drawer. */
export default function MessageBell() {
  const t = useMsgT();
  const count = useStore(unreadStore, (s) => s.count);
  const [opened, setOpened] = useState(false);
  const feed = useMessageFeed();
  const { push } = feed;
  useEffect(() => {
    // The socket's figure is newer than a read that answers after it.
    let live = true;
    let heard = false;
    void messageApi.unreadCount().then((a) => live && !heard && setUnread(a.unreadCount), () => undefined);
    const stop = onSocketMessage((m) => {
      if (m.method === 'refreshUnreadCount' || m.method === 'messagePush') heard = true;
      applySocketMessage(m, push);
    });
    return () => { live = false; stop(); };
  }, [push]);
  return (
    <>
      <Indicator label={badgeLabel(count)} disabled={count <= 0} size={16} color="red" offset={6} inline data-testid="bell-badge">
        <HeaderIcon label={t('bell.title')} onClick={() => setOpened(true)} data-testid="bell">
          <IconBell size={18} />
        </HeaderIcon>
      </Indicator>
      <MessageDrawer opened={opened} onClose={() => setOpened(false)} feed={feed} />
    </>
  );
}
