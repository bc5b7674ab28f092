import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PARAM_KINDS, type ParamKind, type ReportParam } from '@/features/reports/contract';
import { useSyncDb } from '@/sync/hooks';
import { useReportsT } from '../i18n';
import { reportApi } from '../report-api';
import { newParam, patchAt, removeAt } from './draft';

/** 参数: the report's parameters, each one of the data interface's (查询条件 of the report's users). */
export function ParamsTab({ params, interfaceId, onChange }: { params: ReportParam[]; interfaceId: string; onChange(p: ReportParam[]): void }) {
  const t = useReportsT();
  const db = useSyncDb();
  const dictionaries = useLiveQuery(async () => (db ? (await db.dictionaries.toArray()).map((d) => ({ value: String(d.enCode), label: String(d.fullName) })) : []), [db]) ?? [];
  const fromInterface = async () => {
    if (!interfaceId) return;
    const declared = await reportApi.interfaceParams(interfaceId).catch(() => []);
    const have = new Set(params.map((p) => p.name));
    onChange([...params, ...declared.filter((d) => !have.has(d.field)).map((d) => ({ ...newParam(d.field, d.fieldName || d.field), type: (d.dataType === 'int' || d.dataType === 'decimal' ? 'number' : d.dataType === 'datetime' ? 'date' : 'text') as ParamKind }))]);
  };
  const set = (i: number, patch: Partial<ReportParam>) => onChange(patchAt(params, i, patch));
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button size="xs" variant="light" disabled={!interfaceId} onClick={() => void fromInterface()}>{t('params.fromInterface')}</Button>
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => onChange([...params, newParam()])}>{t('params.add')}</Button>
      </Group>
      {params.length === 0 ? <Text size="sm" c="dimmed">{t('params.empty')}</Text> : (
        <Table.ScrollContainer minWidth={760}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('params.name')}</Table.Th><Table.Th>{t('params.label')}</Table.Th><Table.Th>{t('params.type')}</Table.Th>
                <Table.Th>{t('params.dictionary')}</Table.Th><Table.Th>{t('params.defaultValue')}</Table.Th><Table.Th>{t('params.required')}</Table.Th><Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {params.map((p, i) => (
                <Table.Tr key={i}>
                  <Table.Td><TextInput size="xs" aria-label={t('params.name')} value={p.name} onChange={(e) => set(i, { name: e.currentTarget.value })} /></Table.Td>
                  <Table.Td><TextInput size="xs" aria-label={t('params.label')} value={p.label} onChange={(e) => set(i, { label: e.currentTarget.value })} /></Table.Td>
                  <Table.Td>
                    <Select size="xs" aria-label={t('params.type')} allowDeselect={false} w={110} data={PARAM_KINDS.map((k) => ({ value: k, label: t(`params.types.${k}`) }))} value={p.type} onChange={(v) => set(i, { type: (v ?? 'text') as ParamKind })} />
                  </Table.Td>
                  <Table.Td>
                    <Select size="xs" aria-label={t('params.dictionary')} searchable clearable disabled={p.type !== 'select'} data={dictionaries} value={p.dictionary} onChange={(v) => set(i, { dictionary: v })} w={150} />
                  </Table.Td>
                  <Table.Td><TextInput size="xs" aria-label={t('params.defaultValue')} value={p.defaultValue ?? ''} onChange={(e) => set(i, { defaultValue: e.currentTarget.value || null })} /></Table.Td>
                  <Table.Td><Checkbox aria-label={t('params.required')} checked={p.required} onChange={(e) => set(i, { required: e.currentTarget.checked })} /></Table.Td>
                  <Table.Td><ActionIcon variant="subtle" color="red" aria-label={`${t('params.remove')} ${p.label || p.name}`} onClick={() => onChange(removeAt(params, i))}><IconTrash size={16} /></ActionIcon></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
