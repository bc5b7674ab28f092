import { ActionIcon, Autocomplete, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AGGREGATES, CHART_TYPES, NUMBER_FORMATS, type Aggregate, type ChartDef, type ChartType, type NumberFormat } from '@/features/reports/contract';
import { useReportsT } from '../i18n';
import { newChart, patchAt, removeAt } from './draft';

/** 图表: each chart's type and field mapping (category / x, value series), aggregate, format, gauge end, map region, width. */
export function ChartsTab({ charts, fields, onChange }: { charts: ChartDef[]; fields: string[]; onChange(c: ChartDef[]): void }) {
  const t = useReportsT();
  const set = (i: number, patch: Partial<ChartDef>) => onChange(patchAt(charts, i, patch));
  return (
    <Stack gap="sm">
      <Group><Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => onChange([...charts, newChart(charts.length)])} data-testid="report-add-chart">{t('charts.add')}</Button></Group>
      {charts.length === 0 && <Text size="sm" c="dimmed">{t('charts.empty')}</Text>}
      {charts.map((c, i) => (
        <Card key={c.id} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={500} size="sm">{c.title || t(`charts.types.${c.type}`)}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={`${t('charts.remove')} ${c.title || t(`charts.types.${c.type}`)}`} onClick={() => onChange(removeAt(charts, i))}><IconTrash size={16} /></ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Select size="xs" label={t('charts.type')} allowDeselect={false} data={CHART_TYPES.map((k) => ({ value: k, label: t(`charts.types.${k}`) }))} value={c.type} onChange={(v) => set(i, { type: (v ?? 'bar') as ChartType })} />
            <TextInput size="xs" label={t('charts.title')} value={c.title} onChange={(e) => set(i, { title: e.currentTarget.value })} />
            <Autocomplete size="xs" label={t('charts.categoryField')} data={fields} value={c.categoryField ?? ''} onChange={(v) => set(i, { categoryField: v || null })} />
            <TagsInput size="xs" label={t('charts.valueFields')} data={fields} value={c.valueFields} onChange={(v) => set(i, { valueFields: v })} />
            <Select size="xs" label={t('charts.aggregate')} allowDeselect={false} data={AGGREGATES.map((a) => ({ value: a, label: t(`charts.aggregates.${a}`) }))} value={c.aggregate} onChange={(v) => set(i, { aggregate: (v ?? 'sum') as Aggregate })} />
            <Select size="xs" label={t('charts.format')} allowDeselect={false} data={NUMBER_FORMATS.map((f) => ({ value: f, label: t(`table.formats.${f}`) }))} value={c.format} onChange={(v) => set(i, { format: (v ?? 'integer') as NumberFormat })} />
            {c.type === 'gauge' && <NumberInput size="xs" label={t('charts.max')} min={1} value={c.max ?? ''} onChange={(v) => set(i, { max: v === '' ? null : Number(v) })} />}
            {c.type === 'map' && <TextInput size="xs" label={t('charts.mapId')} value={c.mapId ?? ''} onChange={(e) => set(i, { mapId: e.currentTarget.value || null })} />}
            <Select size="xs" label={t('charts.span')} allowDeselect={false} data={[{ value: '12', label: t('charts.spans.half') }, { value: '24', label: t('charts.spans.full') }]} value={String(c.span)} onChange={(v) => set(i, { span: v === '24' ? 24 : 12 })} />
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
