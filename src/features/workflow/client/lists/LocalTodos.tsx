import { Alert, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { WORKFLOW_COLLECTIONS, type FlowTodoRow } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { useSyncDb } from '@/sync/hooks';
import { UrgentBadge } from '../badges';
import { useWorkflowT } from '../i18n';
import { useOpenDetail } from './TaskList';

/** 待办 from the device when the network is gone: the tasks kept by the flowTodos collection, newest first. */
export function LocalTodos() {
  const t = useWorkflowT();
  const db = useSyncDb();
  const open = useOpenDetail();
  const rows = useLiveQuery(async () => (db ? ((await db.collection(WORKFLOW_COLLECTIONS.todos).toArray()) as unknown as FlowTodoRow[]).sort((a, b) => b.arrivedAt - a.arrivedAt) : []), [db]);
  return (
    <Stack>
      <Alert color="blue" data-testid="flow-todo-offline">{t('detail.offline')}</Alert>
      <Table highlightOnHover aria-label={t('detail.title')}>
        <Table.Thead><Table.Tr><Table.Th>{t('col.fullName')}</Table.Th><Table.Th>{t('col.node')}</Table.Th><Table.Th>{t('col.urgent')}</Table.Th><Table.Th>{t('col.arrivedAt')}</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {(rows ?? []).map((r) => (
            <Table.Tr key={r.id} data-testid="flow-local-todo">
              <Table.Td><UnstyledButton onClick={() => open({ id: r.taskId, operatorId: r.id })}><Text size="sm" c="blue">{r.task.fullName}</Text></UnstyledButton></Table.Td>
              <Table.Td>{r.myOperator?.nodeName}</Table.Td>
              <Table.Td><UrgentBadge urgent={r.task.urgent} /></Table.Td>
              <Table.Td>{formatDate(r.arrivedAt, 'creation')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
