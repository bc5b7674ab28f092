import { Badge, ScrollArea, Table, Tooltip } from '@mantine/core';
import { IMPORT_COLUMNS, type ImportRow } from '@/features/permission/contract';
import { usePermT } from '../i18n';

/** The rows of an import, every cell as typed; a cell the server rejected is red with its reason. */
export function ImportPreviewTable({ rows, showReason = false }: { rows: ImportRow[]; showReason?: boolean }) {
  const t = usePermT();
  return (
    <ScrollArea h={360} type="auto">
      <Table striped withTableBorder withColumnBorders fz="xs" data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            {IMPORT_COLUMNS.map(([key]) => <Table.Th key={key}>{t(`import.columns.${key}`)}</Table.Th>)}
            {showReason && <Table.Th>{t('import.reason')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const bad = Object.keys(row.errors).length > 0;
            return (
              <Table.Tr key={row.row} data-invalid={bad || undefined}>
                <Table.Td>{bad ? <Badge color="red" size="xs">{row.row}</Badge> : row.row}</Table.Td>
                {IMPORT_COLUMNS.map(([key]) => {
                  const error = row.errors[key];
                  return (
                    <Table.Td key={key} bg={error ? 'var(--mantine-color-red-light)' : undefined} data-error={error}>
                      {error ? <Tooltip label={error} withArrow><span style={{ color: 'var(--mantine-color-red-7)' }}>{row[key] || '—'}</span></Tooltip> : row[key]}
                    </Table.Td>
                  );
                })}
                {showReason && <Table.Td c="red">{Object.values(row.errors).join('；')}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
