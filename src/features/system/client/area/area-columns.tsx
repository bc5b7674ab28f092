import { Badge, Group, Loader, Switch, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import { AREA_TYPES } from '@/features/system/contract';
import type { AreaNode } from './area-tree';
import { useAreaT } from './i18n';

export type AreaColumn = MRT_ColumnDef<AreaNode> & { accessorKey: string; header: string };

const TYPE_KEYS: Record<number, string> = { [AREA_TYPES.province]: 'province', [AREA_TYPES.city]: 'city', [AREA_TYPES.district]: 'district' };
export const typeLabel = (t: TFunction, type: number) => (TYPE_KEYS[type] ? t(`types.${TYPE_KEYS[type]}`) : t('types.deeper', { level: type }));

/** 启用/禁用 switch (PUT …/Actions/State, the server's message shown); a badge without btn_edit. */
function AreaState({ row, onToggle }: { row: AreaNode; onToggle(row: AreaNode): Promise<void> }) {
  const t = useAreaT();
  const { hasBtnP } = usePermissions();
  const [busy, setBusy] = useState(false);
  const enabled = row.enabledMark === 1;
  if (!hasBtnP('btn_edit')) return <Badge variant="light" color={enabled ? 'green' : 'gray'}>{enabled ? t('enabled') : t('disabled')}</Badge>;
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(row);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={enabled} disabled={busy} onChange={() => void toggle()} size="sm" data-testid={`area-state-${row.fullName}`}
      onLabel={t('on')} offLabel={t('off')} aria-label={`${enabled ? t('enabled') : t('disabled')} ${row.fullName}`}
    />
  );
}

export function areaColumns(t: TFunction, loading: Record<string, boolean>, onToggle: (row: AreaNode) => Promise<void>): AreaColumn[] {
  return [
    {
      accessorKey: 'fullName', header: t('fullName'), size: 260,
      Cell: ({ row }) => (
        <Group gap={6} wrap="nowrap" pl={row.depth * 20}>
          <IconMapPin size={16} />
          <Text fz="inherit" truncate data-testid="area-name">{row.original.fullName}</Text>
          {loading[row.original.id] && <Loader role="status" size={12} aria-label={t('loadingChildren')} />}
        </Group>
      ),
    },
    { accessorKey: 'enCode', header: t('enCode'), size: 140 },
    { accessorKey: 'type', header: t('type'), size: 100, Cell: ({ row }) => typeLabel(t, row.original.type) },
    { accessorKey: 'sortCode', header: t('sortCode'), size: 80 },
    { accessorKey: 'enabledMark', header: t('status'), size: 100, Cell: ({ row }) => <AreaState row={row.original} onToggle={onToggle} /> },
  ];
}
