import { Paper, Progress, Table, Text, Title } from '@mantine/core';
import { RelativeTime } from '@/components/feedback/RelativeTime';
import { useSyncStatus, useSyncT } from '@/sync';
import { syncedCollections } from '@/sync/device-modules';
import { collectionLabel } from './labels';

/** Last pull per collection, and the first-sync progress bar while a snapshot comes in. */
export function CollectionsPanel() {
  const t = useSyncT();
  const { lastPull, progress } = useSyncStatus();
  return (
    <Paper p="md" withBorder>
      <Title order={2} size="h5" mb="sm">{t('collections.title')}</Title>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('collections.name')}</Table.Th>
            <Table.Th>{t('collections.lastPull')}</Table.Th>
            <Table.Th w="40%">{t('collections.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {syncedCollections().map((c) => {
            const p = progress[c];
            const last = lastPull[c];
            const pct = p ? (p.total ? Math.min(100, (p.done / p.total) * 100) : p.total === 0 ? 100 : 50) : last ? 100 : 0;
            return (
              <Table.Tr key={c} data-testid={`sync-collection-${c}`}>
                <Table.Td>{collectionLabel(c)}</Table.Td>
                <Table.Td>{last ? <RelativeTime value={last} /> : <Text span c="dimmed" size="sm">{t('never')}</Text>}</Table.Td>
                <Table.Td>
                  <Progress value={pct} size="sm" aria-label={collectionLabel(c)} />
                  {p && p.total ? <Text size="xs" c="dimmed">{p.done} / {p.total}</Text> : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
