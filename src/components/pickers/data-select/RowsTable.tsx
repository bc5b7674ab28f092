import { Checkbox, Radio, ScrollArea, Table, Text } from '@mantine/core';
import { usePickerT } from '../i18n';

/** SPEC §3 "Picker row": id, fullName plus columns. */
export interface PickerRow {
  id: string;
  fullName?: string;
  [field: string]: unknown;
}
export interface PickerColumn {
  /** Field of the row. */
  value: string;
  label: string;
}

interface Props {
  rows: PickerRow[];
  columns: PickerColumn[];
  /** Radio (single) or checkbox (multi) in the first column. */
  multiple: boolean;
  checked: Set<string>;
  onToggle(row: PickerRow): void;
  onToggleAll?(all: boolean): void;
  label: string;
  emptyText?: string;
  height?: number;
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const rowName = (row: PickerRow) => cell(row.fullName ?? row.id);

/** A plain table of picker rows with a radio or checkbox per row; clicking a row toggles it. */
export function RowsTable({ rows, columns, multiple, checked, onToggle, onToggleAll, label, emptyText, height = 280 }: Props) {
  const t = usePickerT();
  const allChecked = rows.length > 0 && rows.every((r) => checked.has(r.id));
  return (
    <ScrollArea h={height} type="auto">
      <Table striped highlightOnHover stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              {multiple && onToggleAll && <Checkbox size="xs" aria-label={t('data.selectAll')} checked={allChecked} indeterminate={!allChecked && rows.some((r) => checked.has(r.id))} onChange={() => onToggleAll(!allChecked)} />}
            </Table.Th>
            {columns.map((c) => <Table.Th key={c.value}>{c.label}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr><Table.Td colSpan={columns.length + 1}><Text size="sm" c="dimmed" ta="center" py="md">{emptyText ?? t('noData')}</Text></Table.Td></Table.Tr>
          ) : rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onToggle(row)} style={{ cursor: 'pointer' }} aria-selected={checked.has(row.id)}>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                {multiple
                  ? <Checkbox size="xs" aria-label={t('data.selectRow', { name: rowName(row) })} checked={checked.has(row.id)} onChange={() => onToggle(row)} />
                  : <Radio size="xs" aria-label={t('data.selectRow', { name: rowName(row) })} checked={checked.has(row.id)} onChange={() => onToggle(row)} />}
              </Table.Td>
              {columns.map((c) => <Table.Td key={c.value}>{cell(row[c.value])}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
