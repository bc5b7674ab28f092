import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { TruncatedText } from '@/components/list-page/TruncatedText';
import type { ItemRow } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { formatYuan } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';

type Cell = { row: { original: ItemRow } };

/** Columns of the item lists (资产台账, 我的固定资产); the name opens 物品详情. */
export function itemColumns(t: TFunction, openDetail: (row: ItemRow) => void) {
  return [
    { accessorKey: 'assetCode', header: t('item.assetCode'), size: 150 },
    {
      accessorKey: 'itemName', header: t('item.itemName'), size: 160,
      Cell: ({ row }: Cell) => (
        <Anchor component="button" type="button" fz="inherit" truncate maw="100%" onClick={() => openDetail(row.original)} data-testid="item-open">{row.original.itemName}</Anchor>
      ),
    },
    { accessorKey: 'itemType', header: t('item.itemType'), size: 110, Cell: ({ row }: Cell) => row.original.itemTypeName },
    { accessorKey: 'status', header: t('item.status'), size: 90, Cell: ({ row }: Cell) => <StatusBadge status={row.original.status} /> },
    { accessorKey: 'brand', header: t('item.brand'), size: 100 },
    { accessorKey: 'specification', header: t('item.specification'), size: 130 },
    { accessorKey: 'unitPrice', header: t('item.unitPrice'), size: 130, Cell: ({ row }: Cell) => <TruncatedText text={formatYuan(row.original.unitPrice)} /> },
    { accessorKey: 'nowEntName', header: t('item.nowEnt'), size: 140 },
    { accessorKey: 'nowDeptName', header: t('item.nowDept'), size: 120 },
    { accessorKey: 'nowUserName', header: t('item.nowUser'), size: 90 },
    { accessorKey: 'location', header: t('item.location'), size: 100 },
    { accessorKey: 'storageTime', header: t('item.storageTime'), size: 150, Cell: ({ row }: Cell) => formatDate(row.original.storageTime) },
  ];
}

export const ITEM_SORTABLE = ['assetCode', 'itemName', 'itemType', 'storageTime', 'status', 'creatorTime', 'nowUserName', 'location'] as const;
