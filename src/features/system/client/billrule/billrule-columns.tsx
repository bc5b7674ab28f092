import { Badge, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useEffect, useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import type { BillRuleRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { useBillRuleT } from './i18n';

export type BillRuleColumn = MRT_ColumnDef<BillRuleRow> & { accessorKey: string; header: string };

/** 启用/停用 switch (PUT …/Actions/State), showing the new state once the server agreed; a badge for whoever lacks btn_edit. */
function RuleState({ row, onToggle }: { row: BillRuleRow; onToggle(row: BillRuleRow): Promise<void> }) {
  const t = useBillRuleT();
  const { hasBtnP } = usePermissions();
  const [busy, setBusy] = useState(false);
  const [enabled, setEnabled] = useState(row.enabledMark === 1);
  useEffect(() => setEnabled(row.enabledMark === 1), [row.enabledMark]);
  if (!hasBtnP('btn_edit')) return <Badge variant="light" color={enabled ? 'green' : 'gray'}>{enabled ? t('enabled') : t('disabled')}</Badge>;
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(row);
      setEnabled((e) => !e);
    } catch {
      // The http client showed the server's reason; the switch stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch checked={enabled} disabled={busy} onChange={() => void toggle()} size="sm" onLabel={t('on')} offLabel={t('off')}
      aria-label={`${enabled ? t('enabled') : t('disabled')} ${row.fullName}`} data-testid={`billrule-state-${row.enCode}`} />
  );
}

export function billRuleColumns(t: TFunction, onToggle: (row: BillRuleRow) => Promise<void>): BillRuleColumn[] {
  return [
    { accessorKey: 'fullName', header: t('fullName'), size: 160 },
    { accessorKey: 'enCode', header: t('enCode'), size: 160 },
    { accessorKey: 'category', header: t('category'), size: 100, Cell: ({ row }) => row.original.category ?? '' },
    { accessorKey: 'example', header: t('example'), size: 200, Cell: ({ row }) => <span data-testid={`billrule-example-${row.original.enCode}`}>{row.original.example}</span> },
    { accessorKey: 'resetPeriod', header: t('resetPeriod'), size: 100, Cell: ({ row }) => t(`resets.${row.original.resetPeriod}`) },
    { accessorKey: 'currentSeq', header: t('currentSeq'), size: 110, Cell: ({ row }) => row.original.currentSeq ?? '—' },
    { accessorKey: 'enabledMark', header: t('status'), size: 90, Cell: ({ row }) => <RuleState row={row.original} onToggle={onToggle} /> },
    { accessorKey: 'lastModifyTime', header: t('lastModifyTime'), size: 160, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime, 'creation') },
  ];
}
