import { Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { HeaderIcon } from '@/app/header/HeaderIcon';
import { currentDb } from '@/sync/db';
import { useMsgT } from '../i18n';
import { ChatDrawer } from './ChatDrawer';
import { ChatWindow } from './ChatWindow';
import { useChatUnreadTotal } from './model/hooks';
import { startChatLive } from './model/live';
import './chat.css';

/**
 * The header's chat entry (§2 navbar: chat): its indicator blinks until nothing is unread (§4);
 * a click opens the drawer. While signed in it keeps the device's chat in step with the socket.
 */
export default function ChatEntry() {
  const t = useMsgT();
  const unread = useChatUnreadTotal();
  const [drawer, setDrawer] = useState(false);
  const [peer, setPeer] = useState<string | null>(null);
  useEffect(() => startChatLive(currentDb), []);
  return (
    <>
      <Indicator processing={false} disabled={unread <= 0} size={9} color="red" offset={7} inline className={unread > 0 ? 'qb-chat-blink' : undefined} data-testid="chat-indicator" data-unread={unread}>
        <HeaderIcon label={unread > 0 ? t('chat.entryUnread', { count: unread }) : t('chat.entry')} onClick={() => setDrawer(true)} data-testid="chat-entry">
          <IconMessageCircle size={18} />
        </HeaderIcon>
      </Indicator>
      <ChatDrawer opened={drawer} onClose={() => setDrawer(false)} onOpenChat={setPeer} />
      {peer && <ChatWindow peerUserId={peer} onClose={() => setPeer(null)} />}
    </>
  );
}
