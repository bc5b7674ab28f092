import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RelativeTime } from '@/components/feedback/RelativeTime';
import { displayMessage } from '@/lib/http/handle-envelope';
import { discardInbox, retryRejected, useInbox, useSyncT, type InboxEntry } from '@/sync';
import { ConflictDialog } from './ConflictDialog';
import { mutationLabel, targetLabel } from './labels';

/** Writes the server refused (with its reason) or that met someone else's change. */
export function InboxPanel() {
  const t = useSyncT();
  const items = useInbox() ?? [];
  const [open, setOpen] = useState<InboxEntry | null>(null);
  return (
    <Paper p="md" withBorder>
      <Title order={2} size="h5" mb="sm">{t('inbox.title')}</Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">{t('inbox.empty')}</Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="sync-inbox">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.operation')}</Table.Th>
              <Table.Th>{t('columns.target')}</Table.Th>
              <Table.Th>{t('columns.time')}</Table.Th>
              <Table.Th>{t('columns.reason')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{mutationLabel(t, item.name)}</Table.Td>
                <Table.Td>{targetLabel(t, item.touches)}</Table.Td>
                <Table.Td><RelativeTime value={item.createdAt} /></Table.Td>
                <Table.Td>
                  <Badge variant="light" color={item.kind === 'conflict' ? 'orange' : 'red'} mr={6}>{t(`inbox.${item.kind}`)}</Badge>
                  <Text span size="sm">{displayMessage(item.msg)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {item.kind === 'conflict' ? (
                      <Button size="compact-xs" variant="light" onClick={() => setOpen(item)}>{t('actions.resolve')}</Button>
                    ) : (
                      <Button size="compact-xs" variant="subtle" onClick={() => void retryRejected(item.id)}>{t('actions.retry')}</Button>
                    )}
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discardInbox(item.id)}>{t('actions.discard')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConflictDialog item={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
