import { ActionIcon, Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconEraser, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmAction } from '@/components/dialogs/confirm';
import type { CacheList, CacheRow } from '@/features/system/contract';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { bytes } from '../ops/format';
import { useOpsT } from '../ops/i18n';
import { cacheApi } from './cache-api';

const nameOf = (row: CacheRow, language: string) => (language === 'zhtw' || language === 'en' ? row.names[language] : row.fullName);

/** 缓存管理: what this server keeps in memory, cache by cache, cleared one at a time or all (ADR 0021). */
export default function CacheManagePage() {
  const t = useOpsT();
  const language = useTranslation().i18n.language;
  const [data, setData] = useState<CacheList | null>(null);
  const load = useCallback(() => cacheApi.list().then(setData, () => undefined), []);
  useEffect(() => void load(), [load]);

  const clear = async (message: string, action: () => Promise<string>) => {
    if (!(await confirmAction({ title: i18n.t('common.tip'), message, danger: true }))) return;
    try {
      notify('success', await action());
    } catch {
      return;
    }
    await load();
  };
  const entries = data?.list.reduce((n, r) => n + r.entries, 0) ?? 0;
  const size = data?.list.reduce((n, r) => n + r.bytes, 0) ?? 0;

  return (
    <Paper radius="sm" p="md">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ButtonGuard code="btn_remove">
            <Button color="red" variant="light" leftSection={<IconEraser size={16} />} onClick={() => void clear(t('cache.clearAllConfirm'), cacheApi.clearAll)} data-testid="cache-clear-all">{t('cache.clearAll')}</Button>
          </ButtonGuard>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()} data-testid="cache-refresh">{t('common.refresh')}</Button>
        </Group>
        {data && <Text size="sm" c="dimmed" data-testid="cache-total">{t('cache.total', { entries, bytes: bytes(size) })}</Text>}
      </Group>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('cache.name')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cache.name')}</Table.Th>
            <Table.Th>{t('cache.description')}</Table.Th>
            <Table.Th ta="right">{t('cache.entries')}</Table.Th>
            <Table.Th ta="right">{t('cache.bytes')}</Table.Th>
            <Table.Th ta="right">{t('cache.clears')}</Table.Th>
            <Table.Th aria-label={t('cache.clear')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.list.map((row) => {
            const name = nameOf(row, language);
            return (
              <Table.Tr key={row.name} data-cache={row.name}>
                <Table.Td><Text size="sm" fw={500}>{name}</Text><Text size="xs" c="dimmed" ff="monospace">{row.name}</Text></Table.Td>
                <Table.Td><Text size="sm">{row.description}</Text></Table.Td>
                <Table.Td ta="right" data-testid={`cache-entries-${row.name}`}>{row.entries.toLocaleString()}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{bytes(row.bytes)}</Table.Td>
                <Table.Td ta="right">{row.clears}</Table.Td>
                <Table.Td>
                  <ButtonGuard code="btn_remove">
                    <Tooltip label={t('cache.clear')}>
                      <ActionIcon variant="subtle" color="red" onClick={() => void clear(t('cache.clearConfirm', { name }), () => cacheApi.clear(row.name))} aria-label={`${t('cache.clear')} ${name}`}><IconTrash size={16} /></ActionIcon>
                    </Tooltip>
                  </ButtonGuard>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {data && <Text size="xs" c="dimmed" mt="sm">{t('cache.process', { host: data.process.host, pid: data.process.pid })}</Text>}
    </Paper>
  );
}
