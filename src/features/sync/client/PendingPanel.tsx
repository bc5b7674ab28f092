import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { confirmAction } from '@/components/dialogs/confirm';
import { RelativeTime } from '@/components/feedback/RelativeTime';
import { currentEngine, discardPending, useOutbox, useSyncT } from '@/sync';
import { mutationLabel, targetLabel } from './labels';

/** Writes waiting for the server, oldest first (the order they are sent in). */
export function PendingPanel() {
  const t = useSyncT();
  const entries = useOutbox() ?? [];
  const retry = () => {
    const engine = currentEngine();
    if (engine) engine.replayer.attempts = 0;
    engine?.requestReplay();
  };
  const discard = async (seq: number) => {
    if (await confirmAction({ message: t('actions.confirmDiscard'), danger: true })) await discardPending(seq);
  };
  return (
    <Paper p="md" withBorder>
      <Title order={2} size="h5" mb="sm">{t('pending.title')}</Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">{t('pending.empty')}</Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="sync-pending">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.operation')}</Table.Th>
              <Table.Th>{t('columns.target')}</Table.Th>
              <Table.Th>{t('columns.time')}</Table.Th>
              <Table.Th>{t('columns.state')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{mutationLabel(t, e.name)}</Table.Td>
                <Table.Td>{targetLabel(t, e.touches)}</Table.Td>
                <Table.Td><RelativeTime value={e.createdAt} /></Table.Td>
                <Table.Td>
                  <Badge variant="light" color={e.status === 'sending' ? 'blue' : 'gray'}>{e.status === 'sending' ? t('pending.sending') : t('pending.waiting')}</Badge>
                  {e.attempts > 0 ? <Text size="xs" c="dimmed">{t('pending.attempts', { count: e.attempts })}{e.lastError ? ` · ${e.lastError}` : ''}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button size="compact-xs" variant="subtle" onClick={retry}>{t('actions.retry')}</Button>
                    <Button size="compact-xs" variant="subtle" color="red" disabled={e.status === 'sending'} onClick={() => void discard(e.seq!)}>{t('actions.discard')}</Button>
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
