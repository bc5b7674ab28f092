import { ActionIcon, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EditableColumn<R> {
  label: string;
  cell(row: R, index: number, set: (next: R) => void): ReactNode;
}

/** A small table of rows typed in place (parameters, headers, field mappings), with add and per-row remove. */
export function EditableRows<R>({ title, rows, columns, onChange, blank, addLabel, removeLabel, testId }: {
  title: string;
  rows: R[];
  columns: EditableColumn<R>[];
  onChange(rows: R[]): void;
  blank(): R;
  addLabel: string;
  removeLabel(row: R, index: number): string;
  testId: string;
}) {
  const set = (i: number) => (next: R) => onChange(rows.map((r, j) => (j === i ? next : r)));
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>{title}</Text>
      <Table withTableBorder verticalSpacing={4} aria-label={title} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => <Table.Th key={c.label}>{c.label}</Table.Th>)}
            <Table.Th w={40}><VisuallyHidden>{addLabel}</VisuallyHidden></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => <Table.Td key={c.label}>{c.cell(row, i, set(i))}</Table.Td>)}
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={removeLabel(row, i)} onClick={() => onChange(rows.filter((_, j) => j !== i))}><IconTrash size={14} /></ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button size="xs" variant="subtle" mt={4} leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, blank()])}>{addLabel}</Button>
    </div>
  );
}
