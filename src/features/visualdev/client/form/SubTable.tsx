import { ActionIcon, Button, Input, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import { formatMoney } from '@/contract/money';
import { columnSum, visibleOn, type RecordValues, type TableNode } from '../../contract';
import { useVisualdevT } from '../i18n';
import { useFormContext } from './context';
import { FieldControl } from './FieldControl';

/** SPEC §9: a cell's message shows 200 ms after it changes, so typing does not flicker. */
export const CELL_ERROR_DELAY_MS = 200;

function useDelayed<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}

const rowsOf = (v: unknown): RecordValues[] => (Array.isArray(v) ? v.filter((r): r is RecordValues => !!r && typeof r === 'object') : []);

/** 设计子表: numbered rows of cells, add and delete (confirmed), a 合计 row, each cell's own message. */
export function SubTable({ table }: { table: TableNode }) {
  const t = useVisualdevT();
  const { value, setField, latest, errors, on, readOnly, hiddenFields } = useFormContext();
  const base = `vd-${useId().replace(/:/g, '')}`;
  const rows = rowsOf(value[table.vModel]);
  const columns = table.children.filter((c) => visibleOn(c, on) && !hiddenFields.has(`${table.vModel}.${c.vModel}`));
  const shownErrors = useDelayed(errors, CELL_ERROR_DELAY_MS);
  const tableError = errors[table.vModel];
  // A sub-table set 禁用 (or a node's read right in a flow) keeps its rows: no add, no delete, no edit.
  const locked = readOnly || table.disabled;
  const setRows = (next: RecordValues[]) => setField(table.vModel, next);
  const setCell = (i: number, name: string, cell: unknown) => {
    const current = rowsOf(latest()[table.vModel]);
    setRows(current.map((r, j) => (j === i ? { ...r, [name]: cell } : r)));
  };
  const remove = async (i: number) => {
    if (await confirmAction({ title: t('form.confirmTitle'), message: t('form.deleteRowConfirm'), danger: true })) setRows(rowsOf(latest()[table.vModel]).filter((_, j) => j !== i));
  };
  const summary = table.showSummary && table.summaryFields.length > 0;
  return (
    <Input.Wrapper label={table.label} withAsterisk={table.required && !readOnly} error={tableError} labelElement="div" labelProps={{ id: `${base}-label` }} errorProps={{ id: `${base}-error` }}>
      <div className="vd-subtable">
        <Table withTableBorder withColumnBorders striped aria-labelledby={`${base}-label`} aria-describedby={tableError ? `${base}-error` : undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('form.rowNo')}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.id} style={{ minWidth: 140 }}>
                  {c.label}{c.required && !readOnly ? <Text span c="red" aria-hidden> *</Text> : null}
                </Table.Th>
              ))}
              {locked ? null : <Table.Th w={64}>{t('form.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // Rows have no stable id before they are saved: the position is the key.
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.id}>
                    <FieldControl
                      field={c} value={row[c.vModel]} record={value} row={row} readOnly={readOnly} onChange={(next) => setCell(i, c.vModel, next)}
                      frame={{
                        id: `${base}-${i}-${c.vModel}`, label: t('form.cellLabel', { n: i + 1, label: c.label }), error: shownErrors[`${table.vModel}[${i}].${c.vModel}`],
                        withAsterisk: false, disabled: c.disabled || table.disabled, labelProps: { className: 'vd-sr-only' },
                      }}
                    />
                  </Table.Td>
                ))}
                {locked ? null : (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('form.deleteRowLabel', { n: i + 1 })} onClick={() => void remove(i)}><IconTrash size={16} /></ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr><Table.Td colSpan={columns.length + (locked ? 1 : 2)}><Text size="sm" c="dimmed" ta="center">{t('form.noData')}</Text></Table.Td></Table.Tr>
            ) : null}
          </Table.Tbody>
          {summary ? (
            <Table.Tfoot>
              <Table.Tr data-summary="">
                <Table.Th>{t('form.summary')}</Table.Th>
                {columns.map((c) => <Table.Td key={c.id}>{table.summaryFields.includes(c.vModel) ? formatMoney(columnSum(rows, c.vModel)) : ''}</Table.Td>)}
                {locked ? null : <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </div>
      {locked ? null : (
        <Button variant="subtle" size="xs" mt={4} leftSection={<IconPlus size={14} />} disabled={rows.length >= table.maxRows} onClick={() => setRows([...rowsOf(latest()[table.vModel]), {}])}>
          {table.addText}
        </Button>
      )}
    </Input.Wrapper>
  );
}
