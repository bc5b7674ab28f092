import { ActionIcon, Autocomplete, Button, Group, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NUMBER_FORMATS, SUMMARY_KINDS, type NumberFormat, type ReportColumn, type SummaryKind, type TableLayout } from '@/features/reports/contract';
import { useReportsT } from '../i18n';
import { newColumn, patchAt, removeAt } from './draft';

const ALIGNS = ['left', 'center', 'right'] as const;

/** 表格: the columns (field, title, width, alignment, number format, summary), grouping, 小计 and 合计. */
export function TableTab({ table, fields, onChange }: { table: TableLayout; fields: string[]; onChange(t: TableLayout): void }) {
  const t = useReportsT();
  const set = (patch: Partial<TableLayout>) => onChange({ ...table, ...patch });
  const setCol = (i: number, patch: Partial<ReportColumn>) => set({ columns: patchAt(table.columns, i, patch) });
  const missing = fields.filter((f) => !table.columns.some((c) => c.field === f));
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Switch label={t('table.enabled')} checked={table.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
        <Select
          label={t('table.groupBy')} placeholder={t('table.groupNone')} clearable w={180} data={table.columns.filter((c) => c.field).map((c) => ({ value: c.field, label: c.title || c.field }))}
          value={table.groupBy} onChange={(v) => set({ groupBy: v, subtotal: v ? table.subtotal : false })} data-testid="report-groupBy"
        />
        <Switch label={t('table.subtotal')} disabled={!table.groupBy} checked={table.subtotal} onChange={(e) => set({ subtotal: e.currentTarget.checked })} />
        <Switch label={t('table.total')} checked={table.total} onChange={(e) => set({ total: e.currentTarget.checked })} />
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => set({ columns: [...table.columns, newColumn(missing[0] ?? '')] })}>{t('table.addColumn')}</Button>
      </Group>
      {table.columns.length === 0 ? <Text size="sm" c="dimmed">{t('table.empty')}</Text> : (
        <Table.ScrollContainer minWidth={860}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.field')}</Table.Th><Table.Th>{t('table.title')}</Table.Th><Table.Th>{t('table.width')}</Table.Th><Table.Th>{t('table.align')}</Table.Th>
                <Table.Th>{t('table.format')}</Table.Th><Table.Th>{t('table.summary')}</Table.Th><Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.columns.map((c, i) => (
                <Table.Tr key={i}>
                  <Table.Td><Autocomplete size="xs" aria-label={t('table.field')} data={fields} value={c.field} onChange={(v) => setCol(i, { field: v })} /></Table.Td>
                  <Table.Td><TextInput size="xs" aria-label={t('table.title')} value={c.title} onChange={(e) => setCol(i, { title: e.currentTarget.value })} /></Table.Td>
                  <Table.Td><NumberInput size="xs" aria-label={t('table.width')} w={80} min={40} max={600} value={c.width ?? ''} onChange={(v) => setCol(i, { width: v === '' ? null : Number(v) })} /></Table.Td>
                  <Table.Td>
                    <Select size="xs" aria-label={t('table.align')} w={100} allowDeselect={false} data={ALIGNS.map((a) => ({ value: a, label: t(`table.aligns.${a}`) }))} value={c.align} onChange={(v) => setCol(i, { align: (v ?? 'left') as ReportColumn['align'] })} />
                  </Table.Td>
                  <Table.Td>
                    <Select size="xs" aria-label={t('table.format')} w={170} allowDeselect={false} data={NUMBER_FORMATS.map((f) => ({ value: f, label: t(`table.formats.${f}`) }))} value={c.format} onChange={(v) => setCol(i, { format: (v ?? 'text') as NumberFormat })} />
                  </Table.Td>
                  <Table.Td>
                    <Select size="xs" aria-label={t('table.summary')} w={100} allowDeselect={false} data={SUMMARY_KINDS.map((s) => ({ value: s, label: t(`table.summaries.${s}`) }))} value={c.summary} onChange={(v) => setCol(i, { summary: (v ?? 'none') as SummaryKind })} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('table.remove')} ${c.title || c.field}`} onClick={() => set({ columns: removeAt(table.columns, i), groupBy: table.groupBy === c.field ? null : table.groupBy })}><IconTrash size={16} /></ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
