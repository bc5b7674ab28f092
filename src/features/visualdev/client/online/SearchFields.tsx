import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { FieldNode, SearchField } from '@/features/visualdev/contract';
import { useOnlineT } from './i18n';
import type { SearchValues } from './local-records';

interface Props {
  searchList: readonly SearchField[];
  fields: ReadonlyMap<string, FieldNode>;
  value: SearchValues;
  onChange(next: SearchValues): void;
}

/** The model's 查询字段: text contains, a choice equals, numbers and dates between two ends. */
export function SearchFields({ searchList, fields, value, onChange }: Props) {
  const t = useOnlineT();
  const set = (prop: string, v: unknown) => onChange({ ...value, [prop]: v });
  return (
    <>
      {searchList.map((s) => {
        const field = fields.get(s.prop);
        const label = s.label || field?.label || s.prop;
        const options = field?.props.source?.dataType === 'static' ? field.props.source.options : undefined;
        const isDate = field?.jnpfKey === 'date' || field?.jnpfKey === 'createTime' || field?.jnpfKey === 'modifyTime';
        if (s.searchType === 3 && isDate) {
          const [from, to] = (Array.isArray(value[s.prop]) ? value[s.prop] : [null, null]) as [number | null, number | null];
          // The end day counts whole: until its last millisecond.
          return (
            <DatePickerInput key={s.prop} type="range" label={label} clearable w={240} valueFormat="YYYY-MM-DD"
              value={[from ? new Date(from) : null, to ? new Date(to) : null]}
              onChange={([a, b]) => set(s.prop, [a ? a.getTime() : null, b ? b.getTime() + 86_399_999 : null])} />
          );
        }
        if (s.searchType === 3) {
          const [from, to] = (Array.isArray(value[s.prop]) ? value[s.prop] : [null, null]) as [number | null, number | null];
          return (
            <Group key={s.prop} gap={4} wrap="nowrap">
              <NumberInput label={`${label}${t('from')}`} w={110} value={from ?? ''} onChange={(v) => set(s.prop, [v === '' ? null : Number(v), to])} />
              <NumberInput label={`${label}${t('to')}`} w={110} value={to ?? ''} onChange={(v) => set(s.prop, [from, v === '' ? null : Number(v)])} />
            </Group>
          );
        }
        if (options && options.length > 0)
          return <Select key={s.prop} label={label} w={150} clearable value={(value[s.prop] as string | null) ?? null} onChange={(v) => set(s.prop, v)} data={options.map((o) => ({ value: o.id, label: o.fullName }))} />;
        return <TextInput key={s.prop} label={label} w={160} value={(value[s.prop] as string | undefined) ?? ''} onChange={(e) => set(s.prop, e.currentTarget.value)} />;
      })}
    </>
  );
}
