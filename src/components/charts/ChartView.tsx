import { Card, Table, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { formatCell, type Row } from '@/features/reports/contract';
import { aggregateOf, chartOption, foldByCategory, type ChartSpec } from './chart-data';
import { EChart } from './EChart';
import { useChartsT } from './i18n';

export interface ChartViewProps {
  chart: ChartSpec;
  rows: readonly Row[];
  /** Display names of fields (a report's column titles); the field itself otherwise. */
  fieldLabels?: Readonly<Record<string, string>>;
  height?: number;
}

function NumberCard({ chart, rows, label }: { chart: ChartSpec; rows: readonly Row[]; label: string }) {
  const value = aggregateOf(rows, chart.valueFields[0] ?? '', chart.aggregate);
  return (
    <div role="group" aria-label={label} data-testid="chart-card">
      <Text fz={32} fw={600} ta="center" py="md">{value === null ? '—' : formatCell(value, chart.format)}</Text>
    </div>
  );
}

function ChartTable({ chart, rows, name }: { chart: ChartSpec; rows: readonly Row[]; name(field: string): string }) {
  const t = useChartsT();
  const { categories, series } = useMemo(
    () => (chart.categoryField ? foldByCategory(rows, chart.categoryField, chart.valueFields, chart.aggregate) : { categories: rows.map((_, i) => String(i + 1)), series: chart.valueFields.map((f) => ({ field: f, values: rows.map((r) => r[f] as number) })) }),
    [chart, rows],
  );
  return (
    <Table.ScrollContainer minWidth={240} mah={300}>
      <Table striped withTableBorder fz="sm" data-testid="chart-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{chart.categoryField ? name(chart.categoryField) : t('table.category')}</Table.Th>
            {series.map((s) => <Table.Th key={s.field} ta="right">{name(s.field)}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((c, i) => (
            <Table.Tr key={`${c}-${i}`}>
              <Table.Td>{c}</Table.Td>
              {series.map((s) => <Table.Td key={s.field} ta="right">{formatCell(s.values[i], chart.format)}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One chart of a definition over rows: bar, line, pie, scatter, gauge and map through ECharts (loaded
 * on demand, its own chunk), a number card and a table without it. Reports use it; a portal or data
 * screen widget takes the same definition and rows.
 */
export function ChartView({ chart, rows, fieldLabels, height = 300 }: ChartViewProps) {
  const t = useChartsT();
  const name = useCallback((field: string) => fieldLabels?.[field] || field, [fieldLabels]);
  const title = chart.title || name(chart.valueFields[0] ?? '');
  const option = useCallback((mapName?: string) => chartOption(chart, rows, { label: name, mapName }), [chart, rows, name]);
  let body;
  if (rows.length === 0) body = <Text c="dimmed" ta="center" py="xl" size="sm">{t('empty')}</Text>;
  else if (chart.type === 'card') body = <NumberCard chart={chart} rows={rows} label={title} />;
  else if (chart.type === 'table') body = <ChartTable chart={chart} rows={rows} name={name} />;
  else body = <EChart option={option} mapId={chart.type === 'map' ? chart.mapId : null} height={height} label={t('chart', { title })} />;
  return (
    <Card withBorder padding="sm" data-testid={`chart-view-${chart.type}`}>
      {chart.title && <Title order={5} mb="xs">{chart.title}</Title>}
      {body}
    </Card>
  );
}
