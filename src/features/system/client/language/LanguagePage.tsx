import { ActionIcon, Group, Pagination, Select, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconRestore, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmAction } from '@/components/dialogs/confirm';
import { LANGUAGES } from '@/contract/limits';
import type { LangRow } from '@/features/system/contract';
import { act } from '../menu/menu-api';
import { useMenuT } from '../menu/i18n';
import { languageApi } from './language-api';
import { LanguageForm } from './LanguageForm';

const PAGE_SIZE = 20;

/** 翻译管理: every string of the client in zh / zhtw / en; an administrator's text replaces the bundle's for everyone. */
export default function LanguagePage() {
  const t = useMenuT();
  const [keyword, setKeyword] = useState('');
  const [ns, setNs] = useState<string | null>(null);
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<LangRow[]>([]);
  const [total, setTotal] = useState(0);
  const [namespaces, setNamespaces] = useState<string[]>([]);
  const [editing, setEditing] = useState<LangRow | null>(null);
  const load = useCallback(() => languageApi.list({ keyword: keyword.trim() || undefined, ns: ns ?? undefined, overridden: onlyOverridden ? '1' : undefined, currentPage: page, pageSize: PAGE_SIZE })
    .then((d) => { setRows(d.list); setTotal(d.pagination.total); }, () => undefined), [keyword, ns, onlyOverridden, page]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    languageApi.namespaces().then(setNamespaces, () => undefined);
  }, []);
  const filter = <T,>(set: (v: T) => void) => (v: T) => { set(v); setPage(1); };
  const reset = async (row: LangRow) => {
    if (!(await confirmAction({ title: t('language.resetTitle'), message: t('language.resetConfirm', { key: row.key }) }))) return;
    if (await act(() => languageApi.reset([row.key]))) void load();
  };

  return (
    <div className="qb-page-card">
      <Group mb="sm" gap="sm">
        <TextInput leftSection={<IconSearch size={14} />} placeholder={t('language.keyword')} aria-label={t('language.keyword')} value={keyword} onChange={(e) => filter(setKeyword)(e.currentTarget.value)} w={280} data-testid="language-keyword" />
        <Select placeholder={t('language.namespace')} aria-label={t('language.namespace')} clearable data={namespaces} value={ns} onChange={filter(setNs)} w={200} />
        <Switch label={t('language.onlyOverridden')} checked={onlyOverridden} onChange={(e) => filter(setOnlyOverridden)(e.currentTarget.checked)} />
      </Group>
      <Table striped withTableBorder data-testid="language-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('language.key')}</Table.Th>
            {LANGUAGES.map((l) => <Table.Th key={l}>{t(`language.langs.${l}`)}</Table.Th>)}
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const overridden = LANGUAGES.some((l) => row.overrides[l] !== null);
            return (
              <Table.Tr key={row.key} data-testid={`language-row-${row.key}`}>
                <Table.Td><Text size="xs" ff="monospace">{row.key}</Text></Table.Td>
                {LANGUAGES.map((l) => (
                  <Table.Td key={l}>
                    {row.overrides[l] !== null ? <Text size="sm" fw={600} c="blue">{row.overrides[l]}</Text> : <Text size="sm">{row.defaults[l]}</Text>}
                    {row.overrides[l] !== null && <Text size="xs" c="dimmed" td="line-through">{row.defaults[l]}</Text>}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ButtonGuard code="btn_edit"><Tooltip label={t('actions.edit')}><ActionIcon variant="subtle" onClick={() => setEditing(row)} aria-label={`${t('actions.edit')} ${row.key}`}><IconEdit size={16} /></ActionIcon></Tooltip></ButtonGuard>
                    {overridden && <ButtonGuard code="btn_remove"><Tooltip label={t('actions.reset')}><ActionIcon variant="subtle" color="orange" onClick={() => void reset(row)} aria-label={`${t('actions.reset')} ${row.key}`}><IconRestore size={16} /></ActionIcon></Tooltip></ButtonGuard>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {rows.length === 0 && <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center" size="sm">{t('items.empty')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">{t('language.total', { count: total })}</Text>
        <Pagination value={page} onChange={setPage} total={Math.max(1, Math.ceil(total / PAGE_SIZE))} size="sm" />
      </Group>
      <LanguageForm row={editing} onClose={() => setEditing(null)} onSaved={() => void load()} />
    </div>
  );
}
