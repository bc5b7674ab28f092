import { Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Go to page N' — the jumper of the SPEC §9 pager layout. */
export function PageJumper({ pageCount, onJump }: { pageCount: number; onJump(pageIndex: number): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | number>('');
  const jump = () => {
    const page = Math.min(Math.max(1, Math.trunc(Number(value))), Math.max(1, pageCount));
    if (Number.isFinite(page)) onJump(page - 1);
    setValue('');
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">{t('list.goTo')}</Text>
      <NumberInput size="xs" w={64} min={1} max={Math.max(1, pageCount)} hideControls value={value} onChange={setValue} onKeyDown={(e) => e.key === 'Enter' && jump()} onBlur={() => value !== '' && jump()} aria-label={t('list.goTo')} />
      <Text size="sm" c="dimmed">{t('list.page')}</Text>
    </Group>
  );
}
