import { List, NumberInput, Select, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { taskBody, type TaskBody, type TaskKind, type TaskRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOpsT } from '../ops/i18n';
import { kindName } from './task-columns';
import { taskApi } from './task-api';

export type TaskFormTarget = { mode: 'create' } | { mode: 'edit'; row: TaskRow };

const blank = (kind = ''): TaskBody => ({ fullName: '', kind, cron: '0 3 * * *', enabledMark: 1, sortCode: 0, description: '' });

/** The next times of the pattern typed, asked of the server (croner there) a moment after typing stops. */
function useNextRuns(cron: string, active: boolean) {
  const [state, setState] = useState<{ times: number[]; error?: string }>({ times: [] });
  useEffect(() => {
    if (!active || !cron.trim()) return setState({ times: [] });
    let live = true;
    const timer = setTimeout(() => {
      taskApi.nextRuns(cron).then((e) => live && setState(e.code === 200 && e.data ? { times: e.data.list } : { times: [], error: e.msg }), () => undefined);
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cron, active]);
  return state;
}

/** New task of a kind, or an edit; a built-in task keeps its kind. */
export function TaskForm({ target, kinds, language, onClose, onSaved }: { target: TaskFormTarget | null; kinds: TaskKind[]; language: string; onClose(): void; onSaved(): void }) {
  const t = useOpsT();
  const form = useZodForm(taskBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank(kinds[0]?.kind));
    const r = target.row;
    reset({ fullName: r.fullName, kind: r.kind, cron: r.cron, enabledMark: r.enabledMark === 1 ? 1 : 0, sortCode: r.sortCode, description: r.description ?? '' });
  }, [target, reset, kinds]);
  const v = form.values;
  const next = useNextRuns(v.cron ?? '', target !== null);
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  const submit = async (values: TaskBody) => {
    if (!target) return;
    notify('success', target.mode === 'create' ? await taskApi.create(values) : await taskApi.update(target.row.id, values));
    onSaved();
  };
  const pickKind = (kind: string | null) => {
    if (!kind) return;
    form.setField('kind', kind);
    const k = byKind.get(kind);
    if (k && !v.fullName) form.setField('fullName', k.fullName);
    if (k) form.setField('cron', k.cron);
  };
  return (
    <FormDialog<typeof taskBody> opened={target !== null} title={target?.mode === 'edit' ? t('task.editTitle') : t('task.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <Select
        label={t('task.kind')} withAsterisk allowDeselect={false} data-testid="task-kind"
        disabled={target?.mode === 'edit' && target.row.builtIn}
        data={kinds.map((k) => ({ value: k.kind, label: kindName(k.kind, byKind, language) }))}
        value={v.kind || null} onChange={pickKind} error={form.errors.kind}
        description={byKind.get(v.kind ?? '')?.description}
      />
      <TextInput label={t('task.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} data-testid="task-fullName" />
      <TextInput label={t('task.cron')} withAsterisk description={t('task.cronHint')} ff="monospace" value={v.cron} onChange={(e) => form.setField('cron', e.currentTarget.value)} error={form.errors.cron ?? next.error} data-testid="task-cron" />
      {next.times.length > 0 && (
        <div aria-live="polite">
          <Text size="xs" c="dimmed">{t('task.nextRuns')}</Text>
          <List size="xs" data-testid="task-next-runs">{next.times.map((time) => <List.Item key={time}>{formatDate(time, 'creation')}</List.Item>)}</List>
        </div>
      )}
      <NumberInput label={t('task.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('task.enabledOn')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('task.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
