import { ActionIcon, Alert, Badge, Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconInfoCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import type { BackupRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { bytes, formatDuration } from '../ops/format';
import { useOpsT } from '../ops/i18n';
import { backupApi } from './backup-api';

/** 数据备份: backups in DATA_DIR/backups — made here, by the nightly task or on the command line (ADR 0021). */
export default function DataBackupPage() {
  const t = useOpsT();
  const [data, setData] = useState<{ list: BackupRow[]; directory: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const [progress, setProgress] = useState<{ id: string; percent: number } | null>(null);
  const load = useCallback(() => backupApi.list().then(setData, () => undefined), []);
  useEffect(() => void load(), [load]);

  const create = async () => {
    setCreating(true);
    try {
      notify('success', await backupApi.create());
      await load();
    } catch {
      // The http client showed why (e.g. no pg_dump on the server).
    } finally {
      setCreating(false);
    }
  };
  const download = async (row: BackupRow) => {
    setProgress({ id: row.id, percent: 0 });
    try {
      saveBlob(await backupApi.download(row.id, (f) => setProgress({ id: row.id, percent: f < 0 ? 0 : Math.round(f * 100) })), row.id);
    } catch {
      // Shown by the transfer.
    } finally {
      setProgress(null);
    }
  };
  const remove = async (row: BackupRow) => {
    if (!(await confirmDelete(t('backup.deleteConfirm', { name: row.id })))) return;
    try {
      notify('success', await backupApi.remove(row.id));
    } catch {
      return;
    }
    await load();
  };

  return (
    <Paper radius="sm" p="md">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconDatabaseExport size={16} />} loading={creating} onClick={() => void create()} data-testid="backup-create">{t('backup.create')}</Button>
          </ButtonGuard>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()}>{t('common.refresh')}</Button>
        </Group>
        {data && <Text size="xs" c="dimmed" ff="monospace">{t('backup.directory', { dir: data.directory })}</Text>}
      </Group>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={16} />} mb="sm">{t('backup.restoreHint')}</Alert>
      {data?.list.length === 0 && <Text c="dimmed" size="sm" py="md">{t('backup.empty')}</Text>}
      {data && data.list.length > 0 && (
        <Table striped highlightOnHover aria-label={t('backup.create')} data-testid="backup-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backup.fileName')}</Table.Th>
              <Table.Th ta="right">{t('backup.fileSize')}</Table.Th>
              <Table.Th>{t('backup.dialect')}</Table.Th>
              <Table.Th>{t('backup.creatorTime')}</Table.Th>
              <Table.Th>{t('backup.trigger')}</Table.Th>
              <Table.Th>{t('backup.creatorUserName')}</Table.Th>
              <Table.Th>{t('backup.duration')}</Table.Th>
              <Table.Th aria-label={t('backup.download')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((row) => (
              <Table.Tr key={row.id} data-backup={row.id}>
                <Table.Td><Text size="sm" ff="monospace">{row.id}</Text></Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{bytes(row.fileSize)}</Table.Td>
                <Table.Td><Badge variant="light" tt="none" color={row.dialect === 'sqlite' ? 'teal' : 'indigo'}>{row.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}</Badge></Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.creatorTime, 'creation')}</Table.Td>
                <Table.Td>{t(`backup.triggers.${row.trigger ?? 'unknown'}`)}</Table.Td>
                <Table.Td>{row.creatorUserName ?? '—'}</Table.Td>
                <Table.Td>{formatDuration(row.duration)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ButtonGuard code="btn_download">
                      <Tooltip label={progress?.id === row.id ? t('backup.downloading', { percent: progress.percent }) : t('backup.download')}>
                        <ActionIcon variant="subtle" loading={progress?.id === row.id} onClick={() => void download(row)} aria-label={`${t('backup.download')} ${row.id}`}><IconDownload size={16} /></ActionIcon>
                      </Tooltip>
                    </ButtonGuard>
                    <ButtonGuard code="btn_remove">
                      <Tooltip label={t('backup.delete')}>
                        <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={`${t('backup.delete')} ${row.id}`}><IconTrash size={16} /></ActionIcon>
                      </Tooltip>
                    </ButtonGuard>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
