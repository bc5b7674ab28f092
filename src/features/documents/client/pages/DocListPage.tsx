import { ActionIcon, Alert, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconFileZip, IconPlus, IconSend, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import { DOC_LIMITS, DOC_STATUS, isEditableDoc, type DocRow } from '@/features/documents/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSyncStatus } from '@/sync/hooks';
import { docApi, type DocFilters } from '../api';
import { useDocumentsT } from '../i18n';
import { secretLabel, urgencyLabel } from './labels';
import { ReleaseDialog } from './ReleaseDialog';
import { StatusBadge } from './StatusBadge';

const NO_FILTERS: DocFilters = { status: null };
type Cell = { row: { original: DocRow } };

/** 公文管理 (the sender's side): the documents managed online, drafted on their own page, sent for approval, released. */
export default function DocListPage() {
  const t = useDocumentsT();
  const navigate = useNavigate();
  const { online } = useSyncStatus();
  const [filters, setFilters] = useState<DocFilters>(NO_FILTERS);
  const [releasing, setReleasing] = useState<{ doc: DocRow; reload(): void } | null>(null);

  const columns = useMemo(() => [
    { accessorKey: 'docNo', header: t('col.docNo'), size: 170, Cell: ({ row }: Cell) => row.original.docNo || t('form.noPending') },
    { accessorKey: 'title', header: t('col.title'), size: 300 },
    { accessorKey: 'issuingOrg', header: t('col.issuingOrg'), size: 160 },
    { accessorKey: 'secretLevel', header: t('col.secretLevel'), size: 90, Cell: ({ row }: Cell) => secretLabel(t, row.original.secretLevel) },
    { accessorKey: 'urgency', header: t('col.urgency'), size: 100, Cell: ({ row }: Cell) => urgencyLabel(t, row.original.urgency) },
    { accessorKey: 'status', header: t('col.status'), size: 100, Cell: ({ row }: Cell) => <StatusBadge status={row.original.status} /> },
    { accessorKey: 'releasedAt', header: t('col.releasedAt'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.releasedAt) },
  ], [t]);

  const remove = async (row: DocRow, reload: () => void) => {
    if (!(await confirmDelete())) return;
    await docApi.remove(row.id);
    notify('success', t('msg.removed'));
    reload();
  };
  const submit = async (row: DocRow, reload: () => void) => {
    await docApi.send(row.id);
    notify('success', t('msg.submitted'));
    reload();
  };
  const release = async (row: DocRow, reload: () => void) => {
    const check = await docApi.checkPublish(row.id);
    if (!check.canPublish) {
      notify('warning', check.reason);
      reload();
      return;
    }
    setReleasing({ doc: row, reload });
  };
  const action = (label: string, row: DocRow, testId: string, icon: React.ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}><ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.title}`} onClick={onClick} data-testid={testId}>{icon}</ActionIcon></Tooltip>
  );

  return (
    <>
      {!online && <Alert color="orange" mb="sm" data-testid="doc-offline">{t('form.onlineOnly')}</Alert>}
      <ListPageFrame<DocRow, DocFilters>
        columns={columns} fetchPage={docApi.list} filters={filters} rowId={(r) => r.id}
        sortable={['docNo', 'title', 'status', 'urgency', 'releasedAt']}
        onResetFilters={() => setFilters(NO_FILTERS)}
        searchFields={
          <Select label={t('filter.status')} clearable w={120} value={filters.status === null ? null : String(filters.status)} onChange={(v) => setFilters({ status: v === null ? null : Number(v) })}
            data={Object.values(DOC_STATUS).map((s) => ({ value: String(s), label: t(`status.${s}`) }))} data-testid="doc-filter-status" />
        }
        selectable
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate({ to: '/documentRelease/add' })} data-testid="doc-add">{t('action.add')}</Button>
            </ButtonGuard>
            <ButtonGuard code="btn_download">
              <Button variant="light" leftSection={<IconFileZip size={16} />} disabled={ctx.selected.length === 0 || ctx.selected.length > DOC_LIMITS.zipDocs || !online}
                onClick={() => void docApi.downloadMany(ctx.selected.map((d) => d.id), t('action.zipName'))} data-testid="doc-download-selected">
                {t('action.downloadSelected', { n: ctx.selected.length })}
              </Button>
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            {action(t('action.detail'), row, 'doc-detail', <IconEye size={16} />, () => void navigate({ to: '/documentRelease/detail', search: { id: row.id } }))}
            {isEditableDoc(row.status) && (
              <>
                <ButtonGuard code="btn_edit">{action(t('action.edit'), row, 'doc-edit', <IconEdit size={16} />, () => void navigate({ to: '/documentRelease/edit', search: { id: row.id } }))}</ButtonGuard>
                <ButtonGuard code="btn_submit">{action(t('action.submit'), row, 'doc-submit', <IconSend size={16} />, () => void submit(row, ctx.reload))}</ButtonGuard>
                <ButtonGuard code="btn_remove">{action(t('action.remove'), row, 'doc-remove', <IconTrash size={16} />, () => void remove(row, ctx.reload), 'red')}</ButtonGuard>
              </>
            )}
            {row.status === DOC_STATUS.approved && (
              <ButtonGuard code="btn_release">{action(t('action.release'), row, 'doc-release', <IconSpeakerphone size={16} />, () => void release(row, ctx.reload), 'teal')}</ButtonGuard>
            )}
          </Group>
        )}
      />
      {releasing && <ReleaseDialog doc={releasing.doc} onClose={() => setReleasing(null)} onDone={() => { releasing.reload(); setReleasing(null); }} />}
    </>
  );
}
