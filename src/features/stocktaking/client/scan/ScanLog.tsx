import { ActionIcon, Badge, Button, Group, Paper, ScrollArea, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import { formatDate } from '@/lib/format';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import { usePendingPhotos, type LocalItemRow, type LocalScanRow } from '../model/hooks';
import { undoScan } from '../model/scan-actions';
import { PendingMark } from '@/components/feedback/PendingMark';
import { PhotoButton } from './PhotoButton';
import { ResultBadge } from './ResultBadge';
import { ScanPhoto } from './ScanPhoto';

const PAGE = 100;

interface Props {
  scans: LocalScanRow[];
  items: LocalItemRow[];
  pending: ReadonlySet<string>;
  /** Undo and photos only while the stocktake is open and the scan is the user's own. */
  editable: boolean;
  userId: string | null;
}

/** Every scan of the stocktake, newest first: result, duplicate, undone, 未同步, photo, undo. */
export function ScanLog({ scans, items, pending, editable, userId }: Props) {
  const t = useStT();
  const db = useSyncDb();
  const photos = usePendingPhotos();
  const [shown, setShown] = useState(PAGE);
  const names = useMemo(() => new Map(items.map((i) => [i.itemId, i.itemName])), [items]);
  const undo = async (scan: LocalScanRow) => {
    if (!db || !(await confirmAction({ message: t('scan.undoConfirm', { code: scan.code }) }))) return;
    await undoScan(db, scan.id);
  };
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h6">{t('scan.log', { count: scans.length })}</Title>
        {pending.size > 0 && <Text size="sm" c="orange" data-testid="scan-unsynced-count">{t('scan.unsynced', { count: scans.filter((s) => pending.has(s.id)).length })}</Text>}
      </Group>
      <ScrollArea.Autosize mah={480}>
        <Table striped verticalSpacing={4} data-testid="scan-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.scannedAt')}</Table.Th><Table.Th>{t('fields.code')}</Table.Th><Table.Th>{t('fields.itemName')}</Table.Th>
              <Table.Th>{t('fields.result')}</Table.Th><Table.Th>{t('fields.location')}</Table.Th><Table.Th>{t('fields.checker')}</Table.Th>
              <Table.Th>{t('fields.note')}</Table.Th><Table.Th>{t('fields.photo')}</Table.Th><Table.Th>{t('fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.slice(0, shown).map((s) => {
              const own = editable && s.scannedBy === userId && !s.undone;
              return (
                <Table.Tr key={s.id} data-testid="scan-row" data-code={s.code} data-undone={s.undone ? '1' : '0'} style={s.undone ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
                  <Table.Td>{formatDate(s.scannedAt, 'creation')}</Table.Td>
                  <Table.Td ff="monospace">{s.code}</Table.Td>
                  <Table.Td>{s.itemId ? names.get(s.itemId) : ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ResultBadge result={s.result} />
                      {s.duplicate && <Badge size="xs" color="orange" variant="outline" data-testid="duplicate-mark">{t('scan.duplicate')}</Badge>}
                      {s.undone ? <Badge size="xs" color="gray" variant="outline">{t('scan.undone')}</Badge> : null}
                      {pending.has(s.id) && <PendingMark />}
                    </Group>
                  </Table.Td>
                  <Table.Td>{s.location}</Table.Td>
                  <Table.Td>{s.scannedByName}</Table.Td>
                  <Table.Td>{s.note}</Table.Td>
                  <Table.Td><ScanPhoto url={s.photoUrl} pending={photos.get(s.id)} /></Table.Td>
                  <Table.Td>
                    {own && (
                      <Group gap={2} wrap="nowrap">
                        <PhotoButton scanId={s.id} code={s.code} />
                        <Tooltip label={t('scan.undo')}>
                          <ActionIcon variant="subtle" color="red" onClick={() => void undo(s)} aria-label={t('scan.undoCode', { code: s.code })} data-testid="scan-undo"><IconArrowBackUp size={16} /></ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {scans.length > shown && <Group justify="center" mt="xs"><Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + PAGE)}>{t('scan.more', { count: scans.length - shown })}</Button></Group>}
    </Paper>
  );
}
