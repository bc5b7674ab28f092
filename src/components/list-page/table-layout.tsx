import './list-table.css';
import type { MRT_ColumnDef, MRT_ColumnPinningState, MRT_RowData } from 'mantine-react-table';
import type { CSSProperties } from 'react';
import { settingsStore, type ComponentSize } from '@/app/settings/settings-store';
import { useStore } from '@/lib/store';
import { TABLE_DENSITY } from './table-density';
import { TruncatedText } from './TruncatedText';

type Column<Row extends MRT_RowData> = MRT_ColumnDef<Row> & { accessorKey: string };

/** The size menu's choice (SPEC §3, jnpf_size), live. */
export const useComponentSize = (): ComponentSize => useStore(settingsStore, (s) => s.size);

/** Plain text columns get the one-line cell with a tooltip; columns with their own Cell keep it. */
export function withTruncation<Row extends MRT_RowData>(columns: Array<Column<Row>>): Array<Column<Row>> {
  return columns.map((c) => (c.Cell ? c : { ...c, Cell: ({ cell }) => <TruncatedText text={String(cell.getValue() ?? '')} /> }));
}

/**
 * What keeps a wide list usable: the leading columns (selection or expand, then the first data
 * column) and the row actions stay fixed while the rest scrolls sideways.
 */
export function pinning(leading: readonly string[], firstColumn: string | undefined, actions: boolean): MRT_ColumnPinningState {
  return { left: [...leading, ...(firstColumn ? [firstColumn] : [])], right: actions ? ['mrt-row-actions'] : [] };
}

/** Table props of a density: fixed layout (columns keep their widths and the table scrolls), padding, font. */
export function densityTableProps(size: ComponentSize) {
  const d = TABLE_DENSITY[size];
  return {
    className: 'qb-table',
    layout: 'fixed' as const,
    verticalSpacing: d.paddingY,
    horizontalSpacing: d.paddingX,
    fz: d.fontSize,
    striped: true,
    highlightOnHover: true,
    'data-density': size,
    style: { '--qb-action-size': d.actionSize } as CSSProperties,
  };
}
