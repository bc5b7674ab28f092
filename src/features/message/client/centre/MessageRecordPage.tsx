import { ActionIcon, Badge, Button, Select, Tooltip } from '@mantine/core';
import { IconChecks, IconEye, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { MESSAGE_TYPES, type MessageRow } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { messageApi, type MessageFilters } from '../api';
import { useMsgT } from '../i18n';
import { MessageViewDialog } from '../view/MessageViewDialog';
import { useOpenMessage } from '../view/use-open-message';

type Column = MRT_ColumnDef<MessageRow> & { accessorKey: string; header: string };

/** 消息中心 (/messageRecord): the caller's own messages, filtered, read, deleted. */
export default function MessageRecordPage() {
  const t = useMsgT();
  const [type, setType] = useState<string | null>(null);
  const [isRead, setIsRead] = useState<string | null>(null);
  const filters: MessageFilters = useMemo(() => ({ type: type ? Number(type) : undefined, isRead: (isRead as '0' | '1' | null) ?? undefined }), [type, isRead]);
  const { open, viewed, close } = useOpenMessage();
  const columns = useMemo((): Column[] => [
    { accessorKey: 'title', header: t('fields.title'), size: 280, },
    { accessorKey: 'type', header: t('fields.type'), size: 110, Cell: ({ row }) => t(`types.${row.original.type}`) },
    { accessorKey: 'releaseUser', header: t('fields.sender'), size: 120 },
    { accessorKey: 'releaseTime', header: t('fields.releaseTime'), size: 160, Cell: ({ row }) => formatDate(row.original.releaseTime, 'creation') },
    { accessorKey: 'isRead', header: t('fields.readState'), size: 90, Cell: ({ row }) => <Badge variant="light" tt="none" color={row.original.isRead === '1' ? 'gray' : 'red'}>{t(`read.${row.original.isRead}`)}</Badge> },
  ], [t]);

  const remove = async (ctx: ToolbarContext<MessageRow>) => {
    if (!ctx.selected.length) return notify('warning', t('centre.selectFirst'));
    if (!(await confirmDelete())) return;
    notify('success', await messageApi.remove(ctx.selected.map((r) => r.id)));
    ctx.clearSelection();
    ctx.reload();
  };
  const markRead = async (ctx: ToolbarContext<MessageRow>) => {
    const unread = ctx.selected.filter((r) => r.isRead === '0');
    if (ctx.selected.length) await Promise.all(unread.map((r) => messageApi.info(r.id)));
    else await messageApi.readAll();
    ctx.clearSelection();
    ctx.reload();
  };

  return (
    <>
      <ListPageFrame<MessageRow, MessageFilters>
        columns={columns}
        fetchPage={messageApi.page}
        filters={filters}
        rowId={(row) => row.id}
        selectable
        defaultSort={{ sidx: 'releaseTime', sort: 'desc' }}
        sortable={['releaseTime', 'title']}
        onResetFilters={() => { setType(null); setIsRead(null); }}
        searchFields={
          <>
            <Select label={t('fields.type')} clearable w={140} value={type} onChange={setType} data={MESSAGE_TYPES.map((n) => ({ value: String(n), label: t(`types.${n}`) }))} />
            <Select label={t('fields.readState')} clearable w={120} value={isRead} onChange={setIsRead} data={['0', '1'].map((v) => ({ value: v, label: t(`read.${v}`) }))} />
          </>
        }
        toolbar={(ctx) => (
          <>
            <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => void markRead(ctx)} data-testid="centre-read">{ctx.selected.length ? t('centre.markRead') : t('bell.readAll')}</Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove(ctx)} data-testid="centre-delete">{t('centre.delete')}</Button>
          </>
        )}
        rowActions={(row, ctx) => (
          <Tooltip label={t('view.title')}>
            <ActionIcon variant="subtle" aria-label={t('view.title')} onClick={() => void open(row).then(ctx.reload)} data-testid="centre-open"><IconEye size={16} /></ActionIcon>
          </Tooltip>
        )}
      />
      <MessageViewDialog message={viewed} onClose={close} />
    </>
  );
}
