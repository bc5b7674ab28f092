import { Badge, Group, Text } from '@mantine/core';
import { IconBuilding, IconUsers } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { OrgNode } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { StateSwitch } from '../shared/StateSwitch';
import { organizeApi } from '../shared/organize-api';

export type OrgColumn = MRT_ColumnDef<OrgNode> & { accessorKey: string; header: string };

export function orgColumns(t: TFunction, reload: () => void): OrgColumn[] {
  return [
    {
      accessorKey: 'fullName', header: t('common.fullName'), size: 260,
      Cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          {row.original.category === 'company' ? <IconBuilding size={16} /> : <IconUsers size={16} />}
          <Text fz="inherit" truncate data-testid="org-name">{row.original.fullName}</Text>
        </Group>
      ),
    },
    { accessorKey: 'enCode', header: t('common.enCode'), size: 140 },
    {
      accessorKey: 'category', header: t('org.category'), size: 130,
      Cell: ({ row }) => <Badge variant="light" color={row.original.category === 'company' ? 'blue' : 'teal'}>{t(`org.${row.original.category}`)}</Badge>,
    },
    {
      accessorKey: 'enabledMark', header: t('common.status'), size: 100,
      Cell: ({ row }) => <StateSwitch enabled={row.original.enabledMark === 1} onToggle={() => organizeApi.toggle(row.original.id)} onDone={reload} />,
    },
    { accessorKey: 'sortCode', header: t('common.sortCode'), size: 80 },
    { accessorKey: 'creatorTime', header: t('common.creatorTime'), size: 170, Cell: ({ row }) => formatDate(row.original.creatorTime, 'creation') },
  ];
}
