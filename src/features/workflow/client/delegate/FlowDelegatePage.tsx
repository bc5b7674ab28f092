import { ActionIcon, Button, Group, Modal, MultiSelect, Stack, Textarea, Tooltip } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { LocalizedDates } from '@/components/dates/LocalizedDates';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import { UserPicker } from '@/components/pickers/user/UserPicker';
import { delegateBody, type DelegateRow } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { workflowApi } from '../api';
import { useWorkflowT } from '../i18n';

type Column = MRT_ColumnDef<DelegateRow> & { accessorKey: string; header: string };
interface Draft { id?: string; toUserId: string; flowIds: string[]; start: Date | null; end: Date | null; description: string }

/** 流程委托: while away, new tasks of the chosen flows (or all) go to the delegate for the period. */
export default function FlowDelegatePage() {
  const t = useWorkflowT();
  const { t: common } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [flows, setFlows] = useState<{ value: string; label: string }[]>([]);
  const [stamp, setStamp] = useState(0);
  useEffect(() => void workflowApi.launchable().then((r) => setFlows(r.list.map((f) => ({ value: f.id, label: f.fullName })))).catch(() => undefined), []);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'toUserName', header: t('delegate.toUser'), size: 110 },
    { accessorKey: 'flowNames', header: t('delegate.flows'), size: 220, Cell: ({ row }) => (row.original.flowNames.length ? row.original.flowNames.join('、') : t('delegate.allFlows')) },
    { accessorKey: 'startTime', header: t('delegate.start'), size: 160, Cell: ({ row }) => formatDate(row.original.startTime, 'creation') },
    { accessorKey: 'endTime', header: t('delegate.end'), size: 160, Cell: ({ row }) => formatDate(row.original.endTime, 'creation') },
    { accessorKey: 'description', header: t('delegate.description'), size: 200 },
  ], [t]);
  const save = async () => {
    if (!draft) return;
    const parsed = delegateBody.safeParse({ toUserId: draft.toUserId, flowIds: draft.flowIds, startTime: draft.start?.getTime() ?? -1, endTime: draft.end?.getTime() ?? -1, description: draft.description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    try {
      await workflowApi.saveDelegate(parsed.data, draft.id);
      notify('success', t('delegate.saved'));
      setDraft(null);
      setStamp((s) => s + 1);
    } catch { /* shown by the client */ }
  };
  return (
    <>
      <ListPageFrame<DelegateRow, object>
        key={stamp}
        columns={columns}
        fetchPage={workflowApi.delegates}
        filters={{}}
        rowId={(r) => r.id}
        toolbar={() => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setError(null); setDraft({ toUserId: '', flowIds: [], start: new Date(), end: null, description: '' }); }} data-testid="delegate-add">{t('delegate.add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('delegate.edit')}><ActionIcon variant="subtle" aria-label={`${t('delegate.edit')} ${row.toUserName}`} onClick={() => { setError(null); setDraft({ id: row.id, toUserId: row.toUserId, flowIds: row.flowIds, start: new Date(row.startTime), end: new Date(row.endTime), description: row.description }); }}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label={common('common.delete')}><ActionIcon variant="subtle" color="red" aria-label={`${common('common.delete')} ${row.toUserName}`} onClick={() => void (async () => { if (await confirmDelete()) { await workflowApi.removeDelegate(row.id).catch(() => undefined); ctx.reload(); } })()}><IconTrash size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
          </>
        )}
      />
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t('delegate.edit') : t('delegate.add')} centered>
        {draft && (
          <Stack>
            <UserPicker label={t('delegate.toUser')} required value={draft.toUserId} onChange={(v: string) => setDraft({ ...draft, toUserId: v })} />
            <MultiSelect label={t('delegate.flows')} placeholder={t('delegate.allFlows')} data={flows} value={draft.flowIds} onChange={(v) => setDraft({ ...draft, flowIds: v })} clearable />
            <LocalizedDates>
              <DateTimePicker label={t('delegate.start')} required value={draft.start} onChange={(v) => setDraft({ ...draft, start: v ? new Date(v) : null })} valueFormat="YYYY-MM-DD HH:mm" />
              <DateTimePicker label={t('delegate.end')} required value={draft.end} onChange={(v) => setDraft({ ...draft, end: v ? new Date(v) : null })} valueFormat="YYYY-MM-DD HH:mm" error={error} />
            </LocalizedDates>
            <Textarea label={t('delegate.description')} maxLength={500} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(null)}>{t('detail.cancel')}</Button>
              <Button onClick={() => void save()} data-testid="delegate-save">{t('detail.confirm')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
