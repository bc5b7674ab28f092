import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { usePickerT } from '../i18n';

/** Keyword box: Enter or the search icon runs the search. */
export function KeywordBox({ value, onChange, onSearch }: { value: string; onChange(v: string): void; onSearch(): void }) {
  const t = usePickerT();
  return (
    <TextInput
      aria-label={t('keywordLabel')} placeholder={t('keyword')} value={value} onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); onSearch(); } }}
      rightSection={<ActionIcon variant="subtle" color="gray" aria-label={t('search')} onClick={onSearch}><IconSearch size={14} /></ActionIcon>}
    />
  );
}
