import { ActionIcon, Button, Group, NumberInput, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SCREEN_CHART_TYPES, type ScreenWidget } from '@/features/datascreen/contract';
import { AGGREGATES, NUMBER_FORMATS, type ChartDef } from '@/features/reports/contract';
import { useScreenT } from '../i18n';
import type { Choice } from '../screen-api';

type Options = ScreenWidget['options'];
const blankChart = (type: ChartDef['type']): ChartDef => ({ id: type, type, title: '', categoryField: null, valueFields: [], aggregate: 'sum', format: 'integer', max: null, mapId: null, span: 12 });

/** A data widget's source and mapping: the interface, then the chart's fields, the card's value, or the table's columns. */
export function DataProps({ w, interfaces, onChange }: { w: ScreenWidget; interfaces: Choice[]; onChange(o: Options): void }) {
  const t = useScreenT();
  const o = w.options;
  const chart = o.chart ?? blankChart(w.type === 'card' ? 'card' : 'bar');
  const setChart = (patch: Partial<ChartDef>) => onChange({ ...o, chart: { ...chart, ...patch } });
  const entries = Object.entries(o.values);
  const setEntries = (next: [string, string | number | null][]) => onChange({ ...o, values: Object.fromEntries(next) });
  const setColumn = (i: number, patch: Partial<Options['columns'][number]>) => onChange({ ...o, columns: o.columns.map((c, n) => (n === i ? { ...c, ...patch } : c)) });
  return (
    <Stack gap="xs">
      <Select label={t('props.interface')} searchable data={interfaces.map((r) => ({ value: r.id, label: r.fullName }))} value={o.interfaceId} onChange={(v) => onChange({ ...o, interfaceId: v, chart: w.type === 'table' ? null : chart })} data-testid="screen-prop-interface" />
      <Stack gap={4} data-testid="screen-prop-values-list">
        <Text size="sm" fw={500}>{t('props.params')}</Text>
        {entries.map(([name, value], i) => (
          <Group key={i} gap={4} wrap="nowrap" align="flex-end">
            <TextInput size="xs" label={t('props.paramName')} value={name} onChange={(e) => setEntries(entries.map((x, n) => (n === i ? [e.currentTarget.value, x[1]] : x)))} />
            <TextInput size="xs" label={t('props.paramValue')} value={value === null ? '' : String(value)} onChange={(e) => setEntries(entries.map((x, n) => (n === i ? [x[0], e.currentTarget.value] : x)))} />
            <ActionIcon variant="subtle" color="red" aria-label={t('props.paramRemove', { name })} onClick={() => setEntries(entries.filter((_, n) => n !== i))}><IconTrash size={14} /></ActionIcon>
          </Group>
        ))}
        {!entries.some(([name]) => name === '') && (
          <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => setEntries([...entries, ['', '']])} data-testid="screen-prop-param-add">{t('props.paramAdd')}</Button>
        )}
      </Stack>
      {w.type === 'chart' && (
        <>
          <Select label={t('props.chartType')} data={SCREEN_CHART_TYPES.map((c) => ({ value: c, label: t(`chartTypes.${c}`) }))} value={chart.type} allowDeselect={false} onChange={(v) => v && setChart({ type: v as ChartDef['type'] })} data-testid="screen-prop-chart-type" />
          <TextInput label={t('props.categoryField')} value={chart.categoryField ?? ''} onChange={(e) => setChart({ categoryField: e.currentTarget.value || null })} data-testid="screen-prop-category" />
          <TagsInput label={t('props.valueFields')} description={t('props.valueFieldsHint')} value={chart.valueFields} onChange={(v) => setChart({ valueFields: v })} data-testid="screen-prop-values" />
          {chart.type === 'gauge' && <NumberInput label={t('props.max')} min={1} value={chart.max ?? ''} onChange={(v) => setChart({ max: Number(v) > 0 ? Number(v) : null })} />}
          {chart.type === 'map' && <TextInput label={t('props.mapId')} description={t('props.mapIdHint')} value={chart.mapId ?? ''} onChange={(e) => setChart({ mapId: e.currentTarget.value || null })} />}
        </>
      )}
      {w.type === 'card' && (
        <TextInput label={t('props.valueField')} value={chart.valueFields[0] ?? ''} onChange={(e) => setChart({ type: 'card', valueFields: e.currentTarget.value ? [e.currentTarget.value] : [] })} data-testid="screen-prop-value" />
      )}
      {w.type !== 'table' && (
        <Group grow gap="xs">
          <Select size="xs" label={t('props.aggregate')} data={AGGREGATES.map((a) => ({ value: a, label: t(`aggregates.${a}`) }))} value={chart.aggregate} allowDeselect={false} onChange={(v) => v && setChart({ aggregate: v as ChartDef['aggregate'] })} />
          <Select size="xs" label={t('props.format')} data={NUMBER_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))} value={chart.format} allowDeselect={false} onChange={(v) => v && setChart({ format: v as ChartDef['format'] })} />
        </Group>
      )}
      {w.type === 'table' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('props.columns')}</Text>
          {o.columns.map((c, i) => (
            <Group key={i} gap={4} wrap="nowrap" align="flex-end">
              <TextInput size="xs" label={t('props.columnField')} value={c.field} onChange={(e) => setColumn(i, { field: e.currentTarget.value })} />
              <TextInput size="xs" label={t('props.columnTitle')} value={c.title} onChange={(e) => setColumn(i, { title: e.currentTarget.value })} />
              <Select size="xs" w={110} label={t('props.format')} data={NUMBER_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))} value={c.format} allowDeselect={false} onChange={(v) => v && setColumn(i, { format: v as ChartDef['format'] })} />
              <ActionIcon variant="subtle" color="red" aria-label={t('props.columnRemove', { field: c.field })} onClick={() => onChange({ ...o, columns: o.columns.filter((_, n) => n !== i) })}><IconTrash size={14} /></ActionIcon>
            </Group>
          ))}
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange({ ...o, columns: [...o.columns, { field: '', title: '', format: 'text' }] })} data-testid="screen-prop-column-add">{t('props.columnAdd')}</Button>
          <NumberInput size="xs" label={t('props.rows')} min={1} max={30} value={o.rows} onChange={(v) => onChange({ ...o, rows: Math.max(1, Math.min(30, Number(v) || 6)) })} />
        </Stack>
      )}
    </Stack>
  );
}
