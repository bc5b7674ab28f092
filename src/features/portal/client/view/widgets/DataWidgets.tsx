import { Alert, Table, Text } from '@mantine/core';
import { ChartView } from '@/components/charts';
import { formatCell, type NumberFormat } from '@/features/reports/contract';
import type { WidgetData } from '@/features/portal/contract';
import { usePortalT } from '../../i18n';

/** A widget's refusal from the server (this widget only): its reason, in words. */
export function Refused({ msg }: { msg: string }) {
  return <Alert color="gray" variant="light" data-testid="portal-widget-refused">{msg}</Alert>;
}

/** A chart widget: the chart definition and rows the server ran, drawn by the shared ChartView. */
export function ChartWidget({ data, height }: { data: WidgetData | undefined; height: number }) {
  const t = usePortalT();
  if (!data) return <Text size="sm" c="dimmed">{t('widget.noData')}</Text>;
  if (!data.ok) return <Refused msg={data.msg} />;
  if (data.kind !== 'chart') return null;
  return <ChartView chart={data.chart} rows={data.rows} fieldLabels={data.fieldLabels} height={Math.max(160, height)} />;
}

/** A report widget: the report's table as the server computed it (rows, then 合计). */
export function ReportWidget({ data }: { data: WidgetData | undefined }) {
  const t = usePortalT();
  if (!data) return <Text size="sm" c="dimmed">{t('widget.noData')}</Text>;
  if (!data.ok) return <Refused msg={data.msg} />;
  if (data.kind !== 'report') return null;
  const { columns, result } = data;
  const cell = (format: string, v: unknown) => formatCell(v, format as NumberFormat);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm" data-testid="portal-report-table">
        <Table.Thead>
          <Table.Tr>{columns.map((c) => <Table.Th key={c.field} ta={c.align}>{c.title}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((r, i) => (
            <Table.Tr key={i}>{columns.map((c) => <Table.Td key={c.field} ta={c.align}>{cell(c.format, r[c.field])}</Table.Td>)}</Table.Tr>
          ))}
          {result.total && (
            <Table.Tr fw={600}>
              {columns.map((c, i) => <Table.Td key={c.field} ta={c.align}>{result.total![c.field] !== null && result.total![c.field] !== undefined ? cell(c.format, result.total![c.field]) : i === 0 ? t('widget.total') : ''}</Table.Td>)}
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
