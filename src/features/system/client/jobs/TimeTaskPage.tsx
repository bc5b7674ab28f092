import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconEdit, IconHistory, IconPlayerPause, IconPlayerPlay, IconPlus, IconRocket, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { taskSortable, type TaskKind, type TaskRow } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { useOpsT } from '../ops/i18n';
import { taskApi, type TaskFilters } from './task-api';
import { taskColumns, taskName } from './task-columns';
import { TaskForm, type TaskFormTarget } from './TaskForm';
import { TaskHistory } from './TaskHistory';

async function act(action: () => Promise<string>, ctx: ToolbarContext<TaskRow>) {
  try {
    notify('success', await action());
    ctx.reload();
  } catch {
    // The http client showed the server's reason.
  }
}

/** 定时任务: the tasks of every registered kind, run now, pause, their run history (ADR 0021). */
export default function TimeTaskPage() {
  const t = useOpsT();
  const language = useTranslation().i18n.language;
  const [kinds, setKinds] = useState<TaskKind[]>([]);
  useEffect(() => void taskApi.kinds().then(setKinds, () => undefined), []);
  const byKind = useMemo(() => new Map(kinds.map((k) => [k.kind, k])), [kinds]);
  const columns = useMemo(() => taskColumns(t, byKind, language), [t, byKind, language]);
  const [enabled, setEnabled] = useState<string | null>(null);
  const filters: TaskFilters = useMemo(() => ({ enabledMark: enabled === null ? undefined : (Number(enabled) as 0 | 1) }), [enabled]);
  const [form, setForm] = useState<TaskFormTarget | null>(null);
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  const [reloadList, setReloadList] = useState<() => void>(() => () => undefined);
  const closeForm = useCallback(() => setForm(null), []);
  const settled = useCallback(() => reloadList(), [reloadList]);

  const runNow = async (row: TaskRow, ctx: ToolbarContext<TaskRow>) => {
    try {
      await taskApi.run(row.id);
    } catch {
      return;
    }
    setReloadList(() => ctx.reload);
    ctx.reload();
    setHistory({ id: row.id, name: taskName(row, byKind, language) });
  };
  const remove = async (row: TaskRow, ctx: ToolbarContext<TaskRow>) => {
    if (await confirmDelete(t('task.deleteConfirm', { name: row.fullName }))) await act(() => taskApi.remove(row.id), ctx);
  };

  return (
    <>
      <ListPageFrame<TaskRow, TaskFilters>
        columns={columns}
        fetchPage={taskApi.page}
        filters={filters}
        rowId={(row) => row.id}
        sortable={taskSortable}
        onResetFilters={() => setEnabled(null)}
        searchFields={
          <Select label={t('task.enabled')} clearable w={140} value={enabled} onChange={setEnabled}
            data={[{ value: '1', label: t('task.enabledOn') }, { value: '0', label: t('task.enabledOff') }]} />
        }
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setReloadList(() => ctx.reload); setForm({ mode: 'create' }); }} data-testid="task-add">{t('task.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => {
          const name = taskName(row, byKind, language);
          return (
            <Group gap={4} wrap="nowrap">
              <ButtonGuard code="btn_run">
                <Tooltip label={t('task.runNow')}>
                  <ActionIcon variant="subtle" disabled={row.running} onClick={() => void runNow(row, ctx)} aria-label={`${t('task.runNow')} ${name}`} data-testid={`task-run-${row.id}`}><IconRocket size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
              <Tooltip label={t('task.history')}>
                <ActionIcon variant="subtle" onClick={() => { setReloadList(() => ctx.reload); setHistory({ id: row.id, name }); }} aria-label={`${t('task.history')} ${name}`} data-testid={`task-history-${row.id}`}><IconHistory size={16} /></ActionIcon>
              </Tooltip>
              <ButtonGuard code="btn_edit">
                <Tooltip label={row.enabledMark === 1 ? t('task.pause') : t('task.enable')}>
                  <ActionIcon variant="subtle" color={row.enabledMark === 1 ? 'orange' : 'green'} onClick={() => void act(() => taskApi.setEnabled(row.id, row.enabledMark !== 1), ctx)}
                    aria-label={`${row.enabledMark === 1 ? t('task.pause') : t('task.enable')} ${name}`} data-testid={`task-toggle-${row.id}`}>
                    {row.enabledMark === 1 ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('task.edit')}>
                  <ActionIcon variant="subtle" onClick={() => { setReloadList(() => ctx.reload); setForm({ mode: 'edit', row }); }} aria-label={`${t('task.edit')} ${name}`}><IconEdit size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
              {!row.builtIn && (
                <ButtonGuard code="btn_remove">
                  <Tooltip label={t('task.delete')}>
                    <ActionIcon variant="subtle" color="red" onClick={() => void remove(row, ctx)} aria-label={`${t('task.delete')} ${name}`}><IconTrash size={16} /></ActionIcon>
                  </Tooltip>
                </ButtonGuard>
              )}
            </Group>
          );
        }}
      />
      <TaskForm target={form} kinds={kinds} language={language} onClose={closeForm} onSaved={() => reloadList()} />
      <TaskHistory task={history} onClose={() => setHistory(null)} onSettled={settled} />
    </>
  );
}
