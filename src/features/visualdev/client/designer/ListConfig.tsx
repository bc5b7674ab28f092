import { Checkbox, Group, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { FIELD_KINDS, LIST_BUTTONS, ROW_BUTTONS, type ColumnData, type FormSchema, type SearchField } from '@/features/visualdev/contract';
import { storedFields } from './tree-ops';
import { useDesignerT } from './i18n';

const PAGE_SIZES = [20, 50, 100, 500] as const;
const PERMISSIONS = ['useColumnPermission', 'useFormPermission', 'useBtnPermission', 'useDataPermission'] as const;

/** 列表配置: the columns, search fields, sort, paging, tree, buttons and permissions of the released list page. */
export function ListConfig({ schema, value, onChange }: { schema: FormSchema; value: ColumnData; onChange(next: ColumnData): void }) {
  const t = useDesignerT();
  const fields = storedFields(schema);
  const data = fields.map((f) => ({ value: f.vModel, label: f.label || f.vModel }));
  const labelOf = (prop: string) => fields.find((f) => f.vModel === prop)?.label ?? prop;
  const set = <K extends keyof ColumnData>(key: K, v: ColumnData[K]) => onChange({ ...value, [key]: v });
  const ranged = (prop: string) => { const f = fields.find((x) => x.vModel === prop); return !!f && FIELD_KINDS[f.jnpfKey].shape === 'number'; };
  const setSearch = (props: string[]) => set('searchList', props.map((p): SearchField => value.searchList.find((s) => s.prop === p) ?? { prop: p, label: labelOf(p), searchType: ranged(p) ? 3 : 2 }));
  if (fields.length === 0) return <Text c="dimmed" size="sm">{t('list.noFields')}</Text>;
  return (
    <Stack gap="md" maw={760}>
      <MultiSelect label={t('list.columns')} data={data} searchable value={value.columnList.map((c) => c.prop)}
        onChange={(props) => set('columnList', props.map((p) => value.columnList.find((c) => c.prop === p) ?? { prop: p, label: labelOf(p), align: 'left', sortable: false, fixed: 'none' }))} />
      <MultiSelect label={t('list.search')} data={data} searchable value={value.searchList.map((s) => s.prop)} onChange={setSearch} />
      {value.searchList.map((s) => (
        <Group key={s.prop} gap="sm">
          <Text size="sm" w={140} truncate>{s.label}</Text>
          <SegmentedControl size="xs" value={String(s.searchType)} aria-label={t('list.searchTypeOf', { name: s.label })}
            onChange={(v) => set('searchList', value.searchList.map((x) => (x.prop === s.prop ? { ...x, searchType: Number(v) as 1 | 2 | 3 } : x)))}
            data={['1', '2', '3'].map((v) => ({ value: v, label: t(`list.searchType.${v}`) }))} />
        </Group>
      ))}
      <SimpleGrid cols={2}>
        <Select label={t('list.sortField')} data={data} clearable value={value.defaultSidx || null} onChange={(v) => set('defaultSidx', v ?? '')} />
        <Select label={t('list.sort')} allowDeselect={false} value={value.sort} onChange={(v) => set('sort', (v ?? 'desc') as 'asc' | 'desc')} data={[{ value: 'asc', label: t('list.asc') }, { value: 'desc', label: t('list.desc') }]} />
        <Switch label={t('list.hasPage')} checked={value.hasPage} onChange={(e) => set('hasPage', e.currentTarget.checked)} mt="lg" />
        <Select label={t('list.pageSize')} allowDeselect={false} disabled={!value.hasPage} value={String(value.pageSize)} onChange={(v) => set('pageSize', Number(v ?? 20) as ColumnData['pageSize'])} data={PAGE_SIZES.map(String)} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>{t('list.type')}</Text>
        <SegmentedControl value={String(value.type)} onChange={(v) => set('type', Number(v) as 1 | 2)} data={[{ value: '1', label: t('list.flat') }, { value: '2', label: t('list.tree') }]} />
      </Stack>
      {value.type === 2 && (
        <SimpleGrid cols={2}>
          <Select label={t('list.parentField')} description={t('list.parentHint')} data={data} value={value.parentField || null} onChange={(v) => set('parentField', v ?? '')} />
          <Select label={t('list.treeTitleField')} data={data} value={value.treeTitleField || null} onChange={(v) => set('treeTitleField', v ?? '')} />
        </SimpleGrid>
      )}
      <Checkbox.Group label={t('list.btns')} value={value.btnsList} onChange={(v) => set('btnsList', v as ColumnData['btnsList'])}>
        <Group mt={4}>{LIST_BUTTONS.map((b) => <Checkbox key={b} value={b} label={t(`list.btn.${b}`)} />)}</Group>
      </Checkbox.Group>
      <Checkbox.Group label={t('list.rowBtns')} value={value.columnBtnsList} onChange={(v) => set('columnBtnsList', v as ColumnData['columnBtnsList'])}>
        <Group mt={4}>{ROW_BUTTONS.map((b) => <Checkbox key={b} value={b} label={t(`list.btn.${b}`)} />)}</Group>
      </Checkbox.Group>
      <SimpleGrid cols={2}>
        {PERMISSIONS.map((p) => <Switch key={p} label={t(`list.perm.${p}`)} checked={value[p]} onChange={(e) => set(p, e.currentTarget.checked)} />)}
      </SimpleGrid>
    </Stack>
  );
}
