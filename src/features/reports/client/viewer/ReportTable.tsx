import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatCell, type ComputedTable, type ReportColumn, type Row, type Summary } from '@/features/reports/contract';
import { useReportsT } from '../i18n';

const cellText = (c: ReportColumn, v: unknown) => formatCell(v, c.format);

function SummaryRow({ columns, summary, label, testId }: { columns: readonly ReportColumn[]; summary: Summary; label: string; testId: string }) {
  return (
    <Table.Tr fw={600} bg="var(--mantine-color-gray-light)" data-testid={testId}>
      {columns.map((c, i) => (
        <Table.Td key={c.field} ta={c.align}>{summary[c.field] !== null && summary[c.field] !== undefined ? cellText(c, summary[c.field]) : i === 0 ? label : ''}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The report's table: each group's rows under its heading, its 小计 after it, 合计 at the end; numbers formatted by column. */
export function ReportTable({ columns, data, groupBy }: { columns: readonly ReportColumn[]; data: ComputedTable; groupBy: string | null }) {
  const t = useReportsT();
  if (data.rows.length === 0) return <Text c="dimmed" ta="center" py="lg" size="sm">{t('viewer.empty')}</Text>;
  const title = (c: ReportColumn) => c.title || c.field;
  const row = (r: Row, i: number) => (
    <Table.Tr key={i}>{columns.map((c) => <Table.Td key={c.field} ta={c.align}>{cellText(c, r[c.field])}</Table.Td>)}</Table.Tr>
  );
  const groupName = (key: string) => key || t('viewer.emptyGroup');
  const groupTitle = columns.find((c) => c.field === groupBy);
  return (
    <Table.ScrollContainer minWidth={Math.max(480, columns.reduce((a, c) => a + (c.width ?? 120), 0))}>
      <Table striped withTableBorder withColumnBorders stickyHeader fz="sm" data-testid="report-table">
        <Table.Thead>
          <Table.Tr>{columns.map((c) => <Table.Th key={c.field} ta={c.align} w={c.width ?? undefined}>{title(c)}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.groups.length === 0 ? data.rows.map(row) : data.groups.map((g) => (
            <Fragment key={`g-${g.key}`}>
              <Table.Tr data-testid="report-group">
                <Table.Th colSpan={columns.length} scope="rowgroup">{groupTitle ? `${title(groupTitle)}：` : ''}{groupName(g.key)}</Table.Th>
              </Table.Tr>
              {data.rows.slice(g.from, g.to).map((r, i) => row(r, g.from + i))}
              {g.subtotal && <SummaryRow columns={columns} summary={g.subtotal} label={t('viewer.subtotal', { key: groupName(g.key) })} testId="report-subtotal" />}
            </Fragment>
          ))}
          {data.total && <SummaryRow columns={columns} summary={data.total} label={t('viewer.total')} testId="report-total" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
