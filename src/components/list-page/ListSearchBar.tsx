import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onSearch(keyword: string): void;
  onReset?(): void;
  /** Extra filters of the page, placed after the keyword box. */
  children?: ReactNode;
}

export function ListSearchBar({ onSearch, onReset, children }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  return (
    <Paper p="md" radius="sm" mb="sm">
      <Group gap="sm" align="flex-end">
        <TextInput label={t('list.keyword')} placeholder={t('list.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && onSearch(keyword)} w={220} data-testid="list-keyword" />
        {children}
        <Button leftSection={<IconSearch size={14} />} onClick={() => onSearch(keyword)}>{t('list.search')}</Button>
        <Button variant="default" leftSection={<IconRefresh size={14} />} onClick={() => { setKeyword(''); onReset?.(); onSearch(''); }}>{t('list.reset')}</Button>
      </Group>
    </Paper>
  );
}
