import { Badge } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { TFunction } from 'i18next';
import type { LogRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';

const TYPE_COLOR: Record<string, string> = { login: 'green', logout: 'gray', failure: 'red' };

export function logColumns(t: TFunction): Array<MRT_ColumnDef<LogRow> & { accessorKey: string; header: string }> {
  return [
    { accessorKey: 'account', header: t('systemLog.account'), size: 120 },
    { accessorKey: 'userName', header: t('systemLog.userName'), size: 120 },
    {
      accessorKey: 'type',
      header: t('systemLog.type'),
      size: 110,
      Cell: ({ row }) => <Badge variant="light" tt="none" color={TYPE_COLOR[row.original.type] ?? 'gray'}>{t(`systemLog.types.${row.original.type}`, { defaultValue: row.original.type })}</Badge>,
    },
    { accessorKey: 'method', header: t('systemLog.method'), size: 110, Cell: ({ row }) => t(`systemLog.methods.${row.original.method}`, { defaultValue: row.original.method }) },
    { accessorKey: 'ip', header: t('systemLog.ip'), size: 130 },
    { accessorKey: 'result', header: t('systemLog.result'), size: 200 },
    { accessorKey: 'creatorTime', header: t('systemLog.creatorTime'), size: 170, Cell: ({ row }) => formatDate(row.original.creatorTime, 'creation') },
  ];
}
