import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_LIMITS, emojiToken } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { useMsgT } from '../i18n';
import { EmojiPicker } from './EmojiPicker';
import { imageRefusal, sendImage, sendText, textRefusal, type SendRefusal } from './model/send';

/** Writes a message: text (Enter sends, Shift+Enter a new line), emoji, an image under 5 MB. */
export function Composer({ peerUserId, onSent }: { peerUserId: string; onSent(): void }) {
  const t = useMsgT();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const refuse = (why: SendRefusal) => notify('warning', t(`chat.${why}`, { max: CHAT_LIMITS.textMax }));

  const send = async () => {
    const why = textRefusal(text);
    if (why) return refuse(why);
    await sendText(peerUserId, text);
    setText('');
    onSent();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };
  const insertEmoji = (name: string) => {
    const el = box.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    const token = emojiToken(name);
    setText(text.slice(0, at) + token + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const pickImage = async (file: File | null) => {
    if (!file) return;
    const why = imageRefusal(file);
    if (why) return refuse(why);
    if (!navigator.onLine) return notify('warning', t('chat.imageOffline'));
    setUploading(true);
    try {
      await sendImage(peerUserId, file);
      onSent();
    } catch {
      // The upload's failure was already shown (transfer toasts).
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={4} p="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap={4}>
        <EmojiPicker onPick={insertEmoji} />
        <FileButton onChange={(f) => void pickImage(f)} accept="image/*">
          {(props) => (
            <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('chat.uploadImage')} loading={uploading} data-testid="chat-image-button">
              <IconPhoto size={18} />
            </ActionIcon>
          )}
        </FileButton>
        {uploading && <Text size="xs" c="dimmed">{t('chat.uploading')}</Text>}
      </Group>
      <Textarea
        ref={box} value={text} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} autosize minRows={2} maxRows={5}
        placeholder={t('chat.input')} aria-label={t('chat.input')} description={t('chat.sendHint')} data-testid="chat-input"
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void send()} data-testid="chat-send">{t('chat.send')}</Button>
      </Group>
    </Stack>
  );
}
