import { Badge, Box, Group, Text } from '@mantine/core';
import type { ChatMessageRow } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { useMsgT } from '../i18n';
import { ChatImage } from './ChatImage';
import { EmojiText } from './EmojiText';

export type Delivery = 'sent' | 'unsent' | 'failed';

/** One message: mine on the right; 未发送 while it waits in the outbox, 发送失败 with the reason when refused. */
export function MessageBubble({ message, mine, delivery, reason }: { message: ChatMessageRow; mine: boolean; delivery: Delivery; reason?: string }) {
  const t = useMsgT();
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-end" gap={6} wrap="nowrap" data-testid="chat-message" data-id={message.id} data-mine={mine} data-delivery={delivery}>
      {mine && delivery !== 'sent' && (
        <Badge size="xs" color={delivery === 'failed' ? 'red' : 'gray'} variant="light" title={reason} data-testid="chat-message-state">
          {delivery === 'failed' ? t('chat.failed') : t('chat.unsent')}
        </Badge>
      )}
      <Box className="qb-chat-bubble" data-mine={mine}>
        {message.contentType === 'image' ? <ChatImage content={message.content} /> : <Text size="sm" component="div" data-testid="chat-message-text"><EmojiText text={message.content} /></Text>}
        <Text size="10px" c="dimmed" ta={mine ? 'right' : 'left'}>{formatDate(message.sendTime, 'default')}</Text>
      </Box>
    </Group>
  );
}
