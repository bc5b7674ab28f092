import { Drawer, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useMsgT } from '../i18n';
import { ContactList } from './ContactList';
import { ConversationList } from './ConversationList';

/** §2 chat drawer (280 px): Messages (recent conversations) and Contacts (searchable). */
export const CHAT_DRAWER_WIDTH = 280;

interface Props {
  opened: boolean;
  onClose(): void;
  onOpenChat(peerUserId: string): void;
}

export function ChatDrawer({ opened, onClose, onOpenChat }: Props) {
  const t = useMsgT();
  const [tab, setTab] = useState<string | null>('messages');
  const open = (peerUserId: string) => {
    onClose();
    onOpenChat(peerUserId);
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={CHAT_DRAWER_WIDTH} title={t('chat.title')} closeButtonProps={{ 'aria-label': t('view.close') }} styles={{ body: { padding: 0 } }} data-testid="chat-drawer">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="messages" data-testid="chat-tab-messages">{t('chat.tabs.messages')}</Tabs.Tab>
          <Tabs.Tab value="contacts" data-testid="chat-tab-contacts">{t('chat.tabs.contacts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages"><ConversationList onOpen={open} /></Tabs.Panel>
        <Tabs.Panel value="contacts"><ContactList onOpen={open} /></Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
