import { NumberInput, SegmentedControl, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { CHART_TYPES, type ChartDef } from '@/features/reports/contract';
import type { PortalWidget } from '@/features/portal/contract';
import type { Choice } from '../portal-api';
import { usePortalT } from '../i18n';

type Options = PortalWidget['options'];
const blankChart = (): ChartDef => ({ id: 'chart', type: 'bar', title: '', categoryField: null, valueFields: [], aggregate: 'sum', format: 'integer', max: null, mapId: null, span: 12 });

/** A chart widget's source: a data interface with its field mapping, or a chart of a report. */
export function ChartProps({ options, onChange, interfaces, reports }: { options: Options; onChange(o: Options): void; interfaces: Choice[]; reports: Choice[] }) {
  const t = usePortalT();
  const fromReport = options.reportId !== null;
  const chart = options.chart ?? blankChart();
  const setChart = (patch: Partial<ChartDef>) => onChange({ ...options, chart: { ...chart, ...patch } });
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs" value={fromReport ? 'report' : 'interface'} aria-label={t('props.source')}
        data={[{ value: 'interface', label: t('props.fromInterface') }, { value: 'report', label: t('props.fromReport') }]}
        onChange={(v) => onChange(v === 'report' ? { ...options, interfaceId: null, chart: null, reportId: reports[0]?.id ?? '', chartIndex: 0 } : { ...options, reportId: null, chartIndex: null, chart: blankChart() })}
      />
      {fromReport ? (
        <>
          <Select label={t('props.report')} searchable data={reports.map((r) => ({ value: r.id, label: r.fullName }))} value={options.reportId || null} onChange={(v) => onChange({ ...options, reportId: v ?? '' })} data-testid="portal-prop-report" />
          <NumberInput label={t('props.chartIndex')} min={1} max={12} value={(options.chartIndex ?? 0) + 1} onChange={(v) => onChange({ ...options, chartIndex: Math.max(0, Number(v) - 1) })} />
        </>
      ) : (
        <>
          <Select label={t('props.interface')} searchable data={interfaces.map((r) => ({ value: r.id, label: r.fullName }))} value={options.interfaceId} onChange={(v) => onChange({ ...options, interfaceId: v, chart })} data-testid="portal-prop-interface" />
          <Select label={t('props.chartType')} data={CHART_TYPES.map((c) => ({ value: c, label: t(`chartTypes.${c}`) }))} value={chart.type} onChange={(v) => v && setChart({ type: v as ChartDef['type'] })} allowDeselect={false} data-testid="portal-prop-chart-type" />
          <TextInput label={t('props.categoryField')} value={chart.categoryField ?? ''} onChange={(e) => setChart({ categoryField: e.currentTarget.value || null })} data-testid="portal-prop-category" />
          <TagsInput label={t('props.valueFields')} description={t('props.valueFieldsHint')} value={chart.valueFields} onChange={(v) => setChart({ valueFields: v })} data-testid="portal-prop-values" />
        </>
      )}
    </Stack>
  );
}
