import { Alert, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC §1: all data is fictional test data and must not be altered or resold. */
export function StatementDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('statement.title')} centered>
      <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
        <Text size="sm">{t('statement.body')}</Text>
      </Alert>
    </Modal>
  );
}
