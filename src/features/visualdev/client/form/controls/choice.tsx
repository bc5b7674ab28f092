import { Checkbox, Group, MultiSelect, Radio, Select } from '@mantine/core';
import { DictionarySelect } from '@/components/pickers';
import { useVisualdevT } from '../../i18n';
import { errorId, inputProps, labelId, type ControlProps } from '../frame';
import { optionPaths, useFieldOptions } from '../use-options';

const one = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
const many = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export function RadioControl({ field, value, onChange, frame }: ControlProps) {
  const options = useFieldOptions(field.props.source);
  return (
    <Radio.Group
      {...inputProps(frame)} value={one(value) ?? ''} onChange={(v) => onChange(v || null)} labelProps={{ ...frame.labelProps, id: labelId(frame) }}
      errorProps={{ id: errorId(frame) }} aria-labelledby={labelId(frame)}
    >
      <Group gap="md" pt={4}>
        {options.map((o) => <Radio key={o.id} value={o.id} label={o.fullName} disabled={frame.disabled} />)}
      </Group>
    </Radio.Group>
  );
}

export function CheckboxControl({ field, value, onChange, frame }: ControlProps) {
  const options = useFieldOptions(field.props.source);
  return (
    <Checkbox.Group
      {...inputProps(frame)} value={many(value)} onChange={(v) => onChange(v)} labelProps={{ ...frame.labelProps, id: labelId(frame) }}
      errorProps={{ id: errorId(frame) }} aria-labelledby={labelId(frame)}
    >
      <Group gap="md" pt={4}>
        {options.map((o) => <Checkbox key={o.id} value={o.id} label={o.fullName} disabled={frame.disabled} />)}
      </Group>
    </Checkbox.Group>
  );
}

export function SelectControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const source = field.props.source;
  const dictionary = field.jnpfKey === 'dicSelect' || source?.dataType === 'dictionary';
  const options = useFieldOptions(dictionary ? undefined : source);
  const placeholder = field.props.placeholder ?? t('form.placeholderSelect');
  if (dictionary) {
    const common = { ...inputProps(frame), enCode: source?.dictionaryType ?? '', placeholder, required: frame.withAsterisk };
    return field.props.multiple
      ? <DictionarySelect {...common} multiple value={many(value)} onChange={(v) => onChange(v)} />
      : <DictionarySelect {...common} value={one(value)} onChange={(v) => onChange(v)} />;
  }
  const data = options.map((o) => ({ value: o.id, label: o.fullName }));
  return field.props.multiple
    ? <MultiSelect {...inputProps(frame)} data={data} value={many(value)} placeholder={placeholder} searchable clearable onChange={(v) => onChange(v)} />
    : <Select {...inputProps(frame)} data={data} value={one(value)} placeholder={placeholder} searchable clearable onChange={(v) => onChange(v)} />;
}

/** A cascader as one searchable select over the leaves' paths (省/市/区 style), the value the id path. */
export function CascaderControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const options = useFieldOptions(field.props.source);
  const paths = optionPaths(options).filter((p) => p.leaf);
  const data = paths.map((p) => ({ value: p.ids.join('\u0001'), label: p.names.join('/') }));
  const current = many(value);
  return (
    <Select
      {...inputProps(frame)} data={data} value={current.length ? current.join('\u0001') : null} placeholder={field.props.placeholder ?? t('form.placeholderSelect')}
      searchable clearable onChange={(v) => onChange(v ? v.split('\u0001') : null)}
    />
  );
}
