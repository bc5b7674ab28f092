import 'mantine-react-table/styles.css';
import { Group, Paper, Text } from '@mantine/core';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_ExpandedState, type MRT_Row, type MRT_RowData } from 'mantine-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '@/contract/limits';
import { usePermissions } from '@/app/permissions/permissions';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import { ListSearchBar } from './ListSearchBar';
import { PageJumper } from './PageJumper';
import { TABLE_DENSITY } from './table-density';
import { expandColumnWidth, flattenRows, shownDepth } from './tree-depth';
import { densityTableProps, pinning, useComponentSize, withTruncation } from './table-layout';
import { useFitActionsColumn } from './use-fit-actions-column';
import { useTableLocalization } from './table-localization';
import { useColumnSettings } from './use-column-settings';
import { useListData, type FetchPage } from './use-list-data';

export interface ToolbarContext<Row> {
  selected: Row[];
  /** The rows of the page shown. */
  rows: Row[];
  reload(): void;
  clearSelection(): void;
}

interface Props<Row extends MRT_RowData, F extends object> {
  columns: Array<MRT_ColumnDef<Row> & { accessorKey: string; header: string }>;
  fetchPage: FetchPage<Row, F>;
  filters: F;
  rowId(row: Row): string;
  searchFields?: ReactNode;
  onResetFilters?(): void;
  toolbar?(ctx: ToolbarContext<Row>): ReactNode;
  rowActions?(row: Row, ctx: ToolbarContext<Row>): ReactNode;
  selectable?: boolean;
  defaultSort?: { sidx: string; sort: 'asc' | 'desc' };
  sortable?: readonly string[];
  /** Show only the columns the page's column permissions list (hasP, SPEC §6); needs column codes equal to accessorKeys. */
  columnAuthority?: boolean;
  /** A tree list: the rows under a row (pages count top rows only). */
  subRows?(row: Row): Row[] | undefined;
}

/**
 * The generic list page: search bar, server-paged table (20/50/100/500, total, sizes, pager,
 * jumper), column settings saved per module, toolbar guarded by the page's button codes.
 */
export function ListPageFrame<Row extends MRT_RowData, F extends object>(props: Props<Row, F>) {
  const { t, i18n } = useTranslation();
  const localization = useTableLocalization();
  const { modelId, permittedColumns } = usePermissions();
  const { columnAuthority = false } = props;
  const columns = useMemo(() => withTruncation(columnAuthority ? permittedColumns(props.columns) : props.columns), [columnAuthority, permittedColumns, props.columns]);
  const size = useComponentSize();
  const data = useListData(props.fetchPage, props.filters, props.defaultSort);
  const [rowSelection, setRowSelection] = useState<Record<string, boolean>>({});
  const columnMeta = useMemo(() => columns.map((c) => ({ prop: c.accessorKey, label: c.header })), [columns]);
  const [visibility, setVisibility] = useColumnSettings(modelId, columnMeta);
  const { subRows } = props;
  const everyRow = subRows ? flattenRows(data.rows, subRows) : data.rows;
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  const expandWidth: Record<string, number> = subRows ? { 'mrt-row-expand': expandColumnWidth(shownDepth(data.rows, subRows, expanded, props.rowId)) } : {};
  const selected = everyRow.filter((row) => rowSelection[props.rowId(row)]);
  const ctx: ToolbarContext<Row> = { selected, rows: data.rows, reload: data.reload, clearSelection: () => setRowSelection({}) };
  const pageCount = Math.ceil(data.total / data.pagination.pageSize);
  const sortable = props.sortable ?? [];
  const [actionsWidth, setActionsWidth] = useState<number | undefined>();
  const columnPinning = pinning([...(subRows ? ['mrt-row-expand'] : []), ...(props.selectable ? ['mrt-row-select'] : [])], columns[0]?.accessorKey, Boolean(props.rowActions));

  const table = useMantineReactTable<Row>({
    columns: columns.map((c) => ({ ...c, enableSorting: sortable.includes(c.accessorKey) })),
    data: data.rows,
    localization,
    getRowId: props.rowId,
    manualPagination: true,
    ...(subRows ? { enableExpanding: true, getSubRows: subRows, enableExpandAll: false, onExpandedChange: (u: MRT_ExpandedState | ((old: MRT_ExpandedState) => MRT_ExpandedState)) => setExpanded(typeof u === 'function' ? u(expanded) : u), mantineExpandButtonProps: ({ row }: { row: MRT_Row<Row> }) => ({ children: <ExpandChevron open={row.getIsExpanded()} />, style: row.getCanExpand() ? undefined : { visibility: 'hidden' as const } }) } : {}),
    manualSorting: true,
    rowCount: data.total,
    enableRowSelection: props.selectable ?? false,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnPinning: true,
    enableRowActions: Boolean(props.rowActions),
    positionActionsColumn: 'last',
    renderRowActions: props.rowActions ? ({ row }) => props.rowActions?.(row.original, ctx) : undefined,
    paginationDisplayMode: 'pages',
    mantinePaginationProps: { rowsPerPageOptions: PAGE.sizes.map(String), withEdges: true },
    state: { pagination: data.pagination, sorting: data.sorting, isLoading: data.loading && data.rows.length === 0, showProgressBars: data.loading, rowSelection, columnVisibility: visibility, density: TABLE_DENSITY[size].mrt, columnPinning, expanded, columnSizing: { ...expandWidth, ...(actionsWidth ? { 'mrt-row-actions': actionsWidth } : {}) } },
    onPaginationChange: data.setPagination,
    onSortingChange: data.setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    renderTopToolbarCustomActions: () => <Group gap="xs">{props.toolbar?.(ctx)}</Group>,
    renderBottomToolbarCustomActions: () => (
      <Group gap="md" px="xs">
        <Text size="sm" c="dimmed" data-testid="list-total">{t('list.total', { total: data.total })}</Text>
        <PageJumper pageCount={pageCount} onJump={(pageIndex) => data.setPagination((p) => ({ ...p, pageIndex }))} />
      </Group>
    ),
    mantinePaperProps: { shadow: undefined, withBorder: false, radius: 'sm' },
    mantineTableProps: densityTableProps(size),
  });
  useFitActionsColumn(table.refs.tableContainerRef, setActionsWidth, [data.rows, size, i18n.language, visibility]);

  return (
    <div>
      <ListSearchBar onSearch={data.search} onReset={props.onResetFilters}>{props.searchFields}</ListSearchBar>
      <Paper radius="sm" p="xs">
        <MantineReactTable table={table} />
      </Paper>
    </div>
  );
}
