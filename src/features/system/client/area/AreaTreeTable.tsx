import 'mantine-react-table/styles.css';
import { Group, Paper, Text } from '@mantine/core';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/app/permissions/permissions';
import { useTableLocalization } from '@/components/list-page/table-localization';
import { useColumnSettings } from '@/components/list-page/use-column-settings';
import type { AreaNode } from './area-tree';

interface Props {
  columns: Array<MRT_ColumnDef<AreaNode> & { accessorKey: string; header: string }>;
  data: AreaNode[];
  total: number;
  loading: boolean;
  expanded: Record<string, boolean>;
  onExpandedChange(next: Record<string, boolean>): void;
  toolbar?: ReactNode;
  rowActions?(row: AreaNode): ReactNode;
}

/**
 * A lazy tree on the look of ListPageFrame: a row may expand when the server says it has children,
 * before they are loaded; column visibility is saved per module like the frame's.
 */
export function AreaTreeTable(props: Props) {
  const { t } = useTranslation();
  const localization = useTableLocalization();
  const { modelId } = usePermissions();
  const columnMeta = useMemo(() => props.columns.map((c) => ({ prop: c.accessorKey, label: c.header })), [props.columns]);
  const [visibility, setVisibility] = useColumnSettings(modelId, columnMeta);
  const table = useMantineReactTable<AreaNode>({
    columns: props.columns,
    data: props.data,
    localization,
    getRowId: (row) => row.id,
    getSubRows: (row) => row.subRows,
    getRowCanExpand: (row) => row.original.hasChildren,
    enableExpanding: true,
    enableExpandAll: false,
    enablePagination: false,
    enableSorting: false,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableRowActions: Boolean(props.rowActions),
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { size: 150 }, 'mrt-row-expand': { size: 60 } },
    mantineExpandButtonProps: ({ row }) => ({ 'data-testid': `area-expand-${row.original.fullName}` }) as object,
    renderRowActions: props.rowActions ? ({ row }) => props.rowActions?.(row.original) : undefined,
    state: { expanded: props.expanded, isLoading: props.loading && props.data.length === 0, showProgressBars: props.loading, columnVisibility: visibility },
    onExpandedChange: (updater) => {
      const next = typeof updater === 'function' ? updater(props.expanded) : updater;
      props.onExpandedChange(next === true ? {} : next);
    },
    onColumnVisibilityChange: (updater) => setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    renderTopToolbarCustomActions: () => <Group gap="xs">{props.toolbar}</Group>,
    renderBottomToolbarCustomActions: () => <Text size="sm" c="dimmed" px="xs" data-testid="list-total">{t('list.total', { total: props.total })}</Text>,
    mantinePaperProps: { shadow: undefined, withBorder: false, radius: 'sm' },
    mantineTableProps: { striped: true, highlightOnHover: true },
  });
  return (
    <Paper radius="sm" p="xs">
      <MantineReactTable table={table} />
    </Paper>
  );
}
