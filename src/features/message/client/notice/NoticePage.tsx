import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconEdit, IconEye, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmAction } from '@/components/dialogs/confirm';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { NOTICE_STATUS, type NoticeRow } from '@/features/message/contract';
import { downloadCsv } from '@/lib/csv';
import { notify } from '@/lib/notify';
import { noticeApi, type NoticeFilters } from '../api';
import { useMsgT } from '../i18n';
import { noticeColumns } from './notice-columns';
import { NoticeForm, type NoticeTarget } from './NoticeForm';
import { ReceiptsDialog } from './ReceiptsDialog';

/** 公告管理: drafts, releases and withdrawals of notices, with their read receipts. */
export default function NoticePage() {
  const t = useMsgT();
  const columns = useMemo(() => noticeColumns(t), [t]);
  const [status, setStatus] = useState<string | null>(null);
  const filters: NoticeFilters = useMemo(() => ({ status: status === null ? undefined : Number(status) }), [status]);
  const [target, setTarget] = useState<NoticeTarget | null>(null);
  const [receipts, setReceipts] = useState<string | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);

  const act = async (ctx: ToolbarContext<NoticeRow>, run: () => Promise<string>, question?: string) => {
    if (question && !(await confirmAction({ message: question }))) return;
    notify('success', await run());
    ctx.reload();
  };
  const edit = async (row: NoticeRow, ctx: ToolbarContext<NoticeRow>) => {
    setReload(() => ctx.reload);
    setTarget({ mode: 'edit', info: await noticeApi.info(row.id) });
  };
  const released = (row: NoticeRow) => row.status === NOTICE_STATUS.released;

  return (
    <>
      <ListPageFrame<NoticeRow, NoticeFilters>
        columns={columns}
        fetchPage={noticeApi.page}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'creatorTime', sort: 'desc' }}
        sortable={['creatorTime', 'releaseTime', 'title']}
        onResetFilters={() => setStatus(null)}
        searchFields={<Select label={t('fields.status')} clearable w={140} value={status} onChange={setStatus} data={[0, 1, 2].map((s) => ({ value: String(s), label: t(`status.${s}`) }))} />}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }} data-testid="notice-add">{t('notice.addTitle')}</Button>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadCsv(t('notice.fileName'), columns, ctx.rows)} data-testid="notice-export">{t('notice.fileName')}</Button>
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            {!released(row) && (
              <ButtonGuard code="btn_edit">
                <Tooltip label={t('notice.editTitle')}><ActionIcon variant="subtle" onClick={() => void edit(row, ctx)} aria-label={t('notice.editTitle')}><IconEdit size={16} /></ActionIcon></Tooltip>
              </ButtonGuard>
            )}
            {!released(row) && (
              <ButtonGuard code="btn_release">
                <Tooltip label={t('notice.release')}><ActionIcon variant="subtle" color="green" onClick={() => void act(ctx, () => noticeApi.release(row.id), t('notice.releaseConfirm'))} aria-label={t('notice.release')} data-testid="notice-release"><IconSend size={16} /></ActionIcon></Tooltip>
              </ButtonGuard>
            )}
            {released(row) && (
              <ButtonGuard code="btn_withdraw">
                <Tooltip label={t('notice.withdraw')}><ActionIcon variant="subtle" color="orange" onClick={() => void act(ctx, () => noticeApi.withdraw(row.id), t('notice.withdrawConfirm'))} aria-label={t('notice.withdraw')}><IconArrowBackUp size={16} /></ActionIcon></Tooltip>
              </ButtonGuard>
            )}
            {released(row) && (
              <Tooltip label={t('notice.receipts')}><ActionIcon variant="subtle" onClick={() => setReceipts(row.id)} aria-label={t('notice.receipts')}><IconEye size={16} /></ActionIcon></Tooltip>
            )}
            {!released(row) && (
              <ButtonGuard code="btn_remove">
                <Tooltip label={t('centre.delete')}>
                  <ActionIcon variant="subtle" color="red" onClick={() => void (async () => { if (await confirmDelete()) await act(ctx, () => noticeApi.remove(row.id)); })()} aria-label={t('centre.delete')}><IconTrash size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
            )}
          </Group>
        )}
      />
      <NoticeForm target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <ReceiptsDialog noticeId={receipts} onClose={() => setReceipts(null)} />
    </>
  );
}
