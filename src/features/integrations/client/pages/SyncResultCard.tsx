import { Badge, Group, List, Paper, Table, Text, Title } from '@mantine/core';
import type { SyncResult } from '@/features/integrations/contract';
import { useIntegrationsT } from '../i18n';

/** The counts of the sync just run, per kind, and its first failures. */
export function SyncResultCard({ result }: { result: SyncResult }) {
  const t = useIntegrationsT();
  const rows = [['departments', result.departments], ['users', result.users]] as const;
  return (
    <Paper withBorder p="md" radius="sm" aria-live="polite" data-testid="integration-result">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">{t('result.title')}</Title>
        <Badge color={result.failed ? 'orange' : 'teal'}>{t(result.failed ? 'status.partly' : 'status.ok')}</Badge>
      </Group>
      <Table withTableBorder maw={480}>
        <Table.Thead>
          <Table.Tr><Table.Th /><Table.Th>{t('result.created')}</Table.Th><Table.Th>{t('result.updated')}</Table.Th><Table.Th>{t('result.failed')}</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([key, c]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`result.${key}`)}</Table.Th><Table.Td>{c.created}</Table.Td><Table.Td>{c.updated}</Table.Td>
              <Table.Td c={c.failed ? 'red' : undefined}>{c.failed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.errors.length > 0 && (
        <>
          <Text size="sm" fw={500} mt="sm">{t('result.errors')}</Text>
          <List size="sm">{result.errors.map((e) => <List.Item key={e}>{e}</List.Item>)}</List>
        </>
      )}
    </Paper>
  );
}
