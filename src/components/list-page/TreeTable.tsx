import 'mantine-react-table/styles.css';
import { Group, Paper, Text } from '@mantine/core';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_ExpandedState, type MRT_RowData } from 'mantine-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/app/permissions/permissions';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import { TABLE_DENSITY } from './table-density';
import { densityTableProps, pinning, useComponentSize, withTruncation } from './table-layout';
import { expandColumnWidth, shownDepth } from './tree-depth';
import { useFitActionsColumn } from './use-fit-actions-column';
import { useTableLocalization } from './table-localization';
import { useColumnSettings } from './use-column-settings';

interface Props<Row extends MRT_RowData> {
  columns: Array<MRT_ColumnDef<Row> & { accessorKey: string; header: string }>;
  data: Row[];
  total: number;
  loading: boolean;
  expanded: MRT_ExpandedState;
  onExpandedChange(next: MRT_ExpandedState): void;
  toolbar?: ReactNode;
  rowActions?(row: Row): ReactNode;
  /** Child rows; by default `children` when it has any. */
  subRows?(row: Row): Row[] | undefined;
  /** For lazy trees: a row may expand before its children are loaded. */
  canExpand?(row: Row): boolean;
  actionsWidth?: number;
  expandTestId?(row: Row): string;
}

/**
 * A tree list on the look of ListPageFrame (which pages flat rows only): rows expand in place;
 * column visibility is saved per module like the frame's.
 */
export function TreeTable<Row extends MRT_RowData & { id: string; children?: Row[] }>(props: Props<Row>) {
  const { t, i18n } = useTranslation();
  const localization = useTableLocalization();
  const { modelId } = usePermissions();
  const columnMeta = useMemo(() => props.columns.map((c) => ({ prop: c.accessorKey, label: c.header })), [props.columns]);
  const [visibility, setVisibility] = useColumnSettings(modelId, columnMeta);
  const { subRows, canExpand, expandTestId } = props;
  const columns = useMemo(() => withTruncation(props.columns), [props.columns]);
  const size = useComponentSize();
  const [actionsWidth, setActionsWidth] = useState<number | undefined>();
  const childrenOf = (row: Row) => (subRows ? subRows(row) : row.children);
  const depth = shownDepth(props.data, childrenOf, props.expanded, (row) => row.id);
  const columnPinning = pinning(['mrt-row-expand'], props.columns[0]?.accessorKey, Boolean(props.rowActions));
  const table = useMantineReactTable<Row>({
    columns,
    data: props.data,
    localization,
    getRowId: (row) => row.id,
    getSubRows: (row) => (subRows ? subRows(row) : row.children?.length ? row.children : undefined),
    ...(canExpand ? { getRowCanExpand: (row: { original: Row }) => canExpand(row.original) } : {}),
    enableExpanding: true,
    enableExpandAll: false,
    enablePagination: false,
    enableSorting: false,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnPinning: true,
    enableRowActions: Boolean(props.rowActions),
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { size: props.actionsWidth ?? 170 }, 'mrt-row-expand': { size: 60 } },
    mantineExpandButtonProps: ({ row }) => ({
      children: <ExpandChevron open={row.getIsExpanded()} />,
      style: row.getCanExpand() ? undefined : { visibility: 'hidden' },
      ...(expandTestId ? { 'data-testid': expandTestId(row.original) } : {}),
    }),
    renderRowActions: props.rowActions ? ({ row }) => props.rowActions?.(row.original) : undefined,
    state: { expanded: props.expanded, isLoading: props.loading && props.data.length === 0, showProgressBars: props.loading, columnVisibility: visibility, density: TABLE_DENSITY[size].mrt, columnPinning, columnSizing: { 'mrt-row-expand': expandColumnWidth(depth), ...(actionsWidth ? { 'mrt-row-actions': actionsWidth } : {}) } },
    onExpandedChange: (updater) => props.onExpandedChange(typeof updater === 'function' ? updater(props.expanded) : updater),
    onColumnVisibilityChange: (updater) => setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    renderTopToolbarCustomActions: () => <Group gap="xs">{props.toolbar}</Group>,
    renderBottomToolbarCustomActions: () => <Text size="sm" c="dimmed" px="xs" data-testid="list-total">{t('list.total', { total: props.total })}</Text>,
    mantinePaperProps: { shadow: undefined, withBorder: false, radius: 'sm' },
    mantineTableProps: densityTableProps(size),
  });
  useFitActionsColumn(table.refs.tableContainerRef, setActionsWidth, [props.data, props.expanded, size, i18n.language, visibility]);
  return (
    <Paper radius="sm" p="xs">
      <MantineReactTable table={table} />
    </Paper>
  );
}
