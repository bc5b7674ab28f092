import { Drawer, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@/contract/envelope';
import type { TaskLogRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { useOpsT } from '../ops/i18n';
import { formatDuration } from '../ops/format';
import { OutcomeBadge } from './OutcomeBadge';
import { taskApi } from './task-api';

const PAGE_SIZE = 20;
/** While a run shows as running, the drawer asks again this often. */
const POLL_MS = 1500;

/** A task's runs, newest first, paged; follows a run still going until it ends. */
export function TaskHistory({ task, onClose, onSettled }: { task: { id: string; name: string } | null; onClose(): void; onSettled(): void }) {
  const t = useOpsT();
  const shell = useTranslation().t;
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ListPage<TaskLogRow> | null>(null);
  const [tick, setTick] = useState(0);
  const taskId = task?.id;
  useEffect(() => setPage(1), [taskId]);
  useEffect(() => {
    if (!taskId) return setData(null);
    let live = true;
    taskApi.history(taskId, page, PAGE_SIZE).then((d) => live && setData(d), () => undefined);
    return () => {
      live = false;
    };
  }, [taskId, page, tick]);
  const running = data?.list.some((r) => r.outcome === 'running') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, tick]);
  // Once the run being followed ends, the task list shows its new result.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) onSettled();
    wasRunning.current = running;
  }, [running, onSettled]);

  const total = data?.pagination.total ?? 0;
  return (
    <Drawer opened={task !== null} onClose={onClose} position="right" size={820} closeButtonProps={{ 'aria-label': shell('common.close') }} title={task ? t('task.historyTitle', { name: task.name }) : ''}>
      {data && data.list.length === 0 && <Text c="dimmed" size="sm">{t('task.log.empty')}</Text>}
      {data && data.list.length > 0 && (
        <ScrollArea>
          <Table striped highlightOnHover data-testid="task-history" aria-label={task ? t('task.historyTitle', { name: task.name }) : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('task.log.startTime')}</Table.Th>
                <Table.Th>{t('task.log.duration')}</Table.Th>
                <Table.Th>{t('task.log.outcome')}</Table.Th>
                <Table.Th>{t('task.log.trigger')}</Table.Th>
                <Table.Th>{t('task.log.userName')}</Table.Th>
                <Table.Th>{t('task.log.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((r) => (
                <Table.Tr key={r.id} data-run-id={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.startTime, 'creation')}</Table.Td>
                  <Table.Td>{formatDuration(r.duration)}</Table.Td>
                  <Table.Td><OutcomeBadge outcome={r.outcome} /></Table.Td>
                  <Table.Td>{t(`task.triggers.${r.trigger}`)}</Table.Td>
                  <Table.Td>{r.userName ?? '—'}</Table.Td>
                  <Table.Td><Text size="sm" title={`${t('task.log.runner')}: ${r.runner}`}>{r.message ?? ''}</Text></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {total > PAGE_SIZE && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">{t('task.log.total', { total })}</Text>
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Drawer>
  );
}
