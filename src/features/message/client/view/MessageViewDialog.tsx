import { Modal } from '@mantine/core';
import type { MessageInfo } from '@/features/message/contract';
import { useMsgT } from '../i18n';
import { MessageContent } from './MessageContent';

/** The view dialog (§2): title, date, sender, the sanitised HTML body and the attachments. */
export function MessageViewDialog({ message, onClose }: { message: MessageInfo | null; onClose(): void }) {
  const t = useMsgT();
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('view.title')} size={720} centered>
      {message && <MessageContent message={message} />}
    </Modal>
  );
}
