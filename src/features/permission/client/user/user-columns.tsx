import { Badge, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { UserRow } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { StateSwitch } from '../shared/StateSwitch';
import { userApi } from './user-api';

type Cell = { row: { original: UserRow } };
const GENDER: Record<number, string> = { 1: 'user.male', 0: 'user.female', 2: 'user.secret' };

export function userColumns(t: TFunction, reload: () => void): Array<MRT_ColumnDef<UserRow> & { accessorKey: string; header: string }> {
  return [
    {
      accessorKey: 'account', header: t('user.account'), size: 120,
      Cell: ({ row }: Cell) => (
        <Group gap={4} wrap="nowrap">
          {row.original.account}
          {row.original.lockMark === 1 && <IconLock size={14} color="var(--mantine-color-red-6)" aria-label={t('user.locked')} />}
        </Group>
      ),
    },
    { accessorKey: 'realName', header: t('user.realName'), size: 110 },
    { accessorKey: 'gender', header: t('user.gender'), size: 80, Cell: ({ row }: Cell) => (row.original.gender === null ? '' : t(GENDER[row.original.gender] ?? '')) },
    { accessorKey: 'organizeName', header: t('user.organizes'), size: 200 },
    { accessorKey: 'positionName', header: t('user.positions'), size: 120 },
    { accessorKey: 'roleName', header: t('user.roles'), size: 140 },
    { accessorKey: 'mobilePhone', header: t('user.mobilePhone'), size: 120 },
    {
      accessorKey: 'enabledMark', header: t('common.status'), size: 120,
      Cell: ({ row }: Cell) =>
        row.original.isAdministrator === 1 ? <Badge variant="light">{t('user.admin')}</Badge> : <StateSwitch enabled={row.original.enabledMark === 1} onToggle={() => userApi.toggle(row.original.id)} onDone={reload} testId={`user-state-${row.original.account}`} />,
    },
    { accessorKey: 'creatorTime', header: t('common.creatorTime'), size: 160, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime, 'creation') },
  ];
}
