import { Badge } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { TFunction } from 'i18next';
import type { NoticeRow } from '@/features/message/contract';
import { formatDate } from '@/lib/format';

const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange' };

export function noticeColumns(t: TFunction): Array<MRT_ColumnDef<NoticeRow> & { accessorKey: string; header: string }> {
  return [
    { accessorKey: 'title', header: t('fields.title'), size: 240 },
    { accessorKey: 'type', header: t('fields.type'), size: 90, Cell: ({ row }) => t(`types.${row.original.type}`) },
    {
      accessorKey: 'status',
      header: t('fields.status'),
      size: 90,
      Cell: ({ row }) => <Badge variant="light" tt="none" color={STATUS_COLOR[row.original.status] ?? 'gray'}>{t(`status.${row.original.status}`)}</Badge>,
    },
    { accessorKey: 'creatorUser', header: t('fields.creatorUser'), size: 110 },
    { accessorKey: 'releaseUser', header: t('fields.releaseUser'), size: 110 },
    { accessorKey: 'releaseTime', header: t('fields.releaseTime'), size: 160, Cell: ({ row }) => formatDate(row.original.releaseTime, 'creation') },
    { accessorKey: 'readCount', header: t('fields.readCount'), size: 90, Cell: ({ row }) => (row.original.status === 1 ? `${row.original.readCount}/${row.original.recipientCount}` : '') },
  ];
}
