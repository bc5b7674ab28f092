import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { OplogCategory, OplogRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { actionLabel, moduleLabel, succeeded } from './labels';

type Column = MRT_ColumnDef<OplogRow> & { accessorKey: string; header: string };

/** The columns of one log tab: what an operation, a sampled request or an exception says. */
export function oplogColumns(category: OplogCategory, t: TFunction, language: string): Column[] {
  const time: Column = { accessorKey: 'creatorTime', header: t('columns.time'), size: 170, Cell: ({ row }) => formatDate(row.original.creatorTime, 'creation') };
  const account: Column = { accessorKey: 'account', header: t('columns.account'), size: 110 };
  const userName: Column = { accessorKey: 'userName', header: t('columns.userName'), size: 100 };
  const ip: Column = { accessorKey: 'ip', header: t('columns.ip'), size: 120 };
  const module: Column = { accessorKey: 'module', header: t('columns.module'), size: 130, Cell: ({ row }) => moduleLabel(row.original, language, t) };
  const method: Column = { accessorKey: 'method', header: t('columns.method'), size: 90 };
  const url: Column = { accessorKey: 'url', header: t('columns.url'), size: 260 };
  const duration: Column = { accessorKey: 'duration', header: t('columns.duration'), size: 90, Cell: ({ row }) => t('ms', { value: row.original.duration }) };
  const outcome: Column = {
    accessorKey: 'code', header: t('columns.outcome'), size: 200,
    Cell: ({ row }) => (succeeded(row.original)
      ? <Badge color="green" variant="light" tt="none">{t('outcomes.success')}</Badge>
      : <Text size="sm" c="red" title={row.original.msg ?? ''}>{`${row.original.code ?? row.original.httpStatus} ${row.original.msg ?? ''}`}</Text>),
  };
  if (category === 'operation') {
    return [time, account, userName, module,
      { accessorKey: 'action', header: t('columns.action'), size: 100, Cell: ({ row }) => actionLabel(row.original, t) },
      method, url, outcome, duration, { accessorKey: 'changeCount', header: t('columns.changes'), size: 70 }, ip];
  }
  if (category === 'request') {
    return [time, account, userName, method, url, { accessorKey: 'httpStatus', header: t('columns.httpStatus'), size: 90 }, duration, ip];
  }
  return [time, { accessorKey: 'reference', header: t('columns.reference'), size: 110 }, account, userName, module, method, url, duration, ip];
}
