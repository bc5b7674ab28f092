import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemName } from '@/app/layout/Logo';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

/** Feedback goes out by e-mail to the system's author until the product has a feedback service. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const sys = useStore(sessionStore, (s) => s.sysConfig);
  const name = useSystemName();
  const [text, setText] = useState('');
  const subject = encodeURIComponent(`${name} ${sys?.sysVersion ?? ''}`);
  return (
    <Modal opened={opened} onClose={onClose} title={t('feedback.title')} centered>
      <Text size="sm" c="dimmed" mb="sm">{t('feedback.hint')}</Text>
      <Textarea autosize minRows={4} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('feedback.placeholder')} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
        <Button component="a" href={`mailto:?subject=${subject}&body=${encodeURIComponent(text)}`} onClick={onClose} disabled={!text.trim()}>
          {t('feedback.send')}
        </Button>
      </Group>
    </Modal>
  );
}
