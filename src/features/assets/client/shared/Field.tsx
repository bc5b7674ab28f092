import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAssetT } from '../i18n';

/** "label：value" in one line; an empty value shows a dash. */
export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const t = useAssetT();
  const empty = children === null || children === undefined || children === '';
  return (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed">{label}{t('common.colon')}</Text>
      {empty ? '—' : children}
    </Text>
  );
}
