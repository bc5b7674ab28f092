import { lit } from './names';
import type { GenField } from './plan';

/** How a generated input reads and writes its value: `value` an expression, `set(x)` a statement writing x. */
export interface Binding {
  value: string;
  set(x: string): string;
  error: string;
  /** In a sub-table cell: no visible label, the label as aria-label. */
  cell: boolean;
}

const PICKERS: Record<string, string> = { userSelect: 'UserPicker', depSelect: 'DepartmentPicker', posSelect: 'PositionPicker', roleSelect: 'RolePicker', groupSelect: 'GroupPicker' };
export const MANTINE_OF: Record<string, string> = {
  comInput: 'TextInput', textarea: 'Textarea', editor: 'Textarea', numInput: 'NumberInput', money: 'NumberInput', switch: 'Switch', radio: 'Radio',
  checkbox: 'Checkbox', select: 'Select', cascader: 'TagsInput', colorPicker: 'ColorInput', rate: 'Rating', slider: 'Slider',
};

/** The components and helpers a field's input needs (for the imports). */
export function needs(f: GenField): string[] {
  if (PICKERS[f.kind]) return [`@/components/pickers:${PICKERS[f.kind]}`];
  if (f.kind === 'address') return ['@/components/pickers:AddressPicker'];
  if (f.kind === 'dicSelect' && f.node.props.source?.dictionaryType) return ['@/components/pickers:DictionarySelect'];
  if (f.kind === 'uploadFz') return ['@/components/upload/AttachmentUpload:AttachmentUpload', '@mantine/core:Input'];
  if (f.kind === 'uploadImg') return ['@/components/upload/ImageUpload:ImageUpload', '@mantine/core:Input'];
  if (f.kind === 'rate' || f.kind === 'slider') return [`@mantine/core:${MANTINE_OF[f.kind]}`, '@mantine/core:Input'];
  if (f.kind === 'radio' && f.options) return ['@mantine/core:Radio', '@mantine/core:Group'];
  if (f.kind === 'checkbox' && f.options) return ['@mantine/core:Checkbox', '@mantine/core:Group'];
  if (f.kind === 'select' && f.options) return [f.shape === 'textList' ? '@mantine/core:MultiSelect' : '@mantine/core:Select'];
  if (f.shape === 'textList') return ['@mantine/core:TagsInput'];
  if (f.shape === 'numberPair' || f.shape === 'textPair') return ['@mantine/core:TextInput', '@mantine/core:Group'];
  if (f.shape === 'number' && f.kind !== 'date') return ['@mantine/core:NumberInput'];
  if (f.kind === 'switch') return ['@mantine/core:Switch'];
  if (f.kind === 'colorPicker') return ['@mantine/core:ColorInput'];
  if (f.kind === 'textarea' || f.kind === 'editor') return ['@mantine/core:Textarea'];
  return ['@mantine/core:TextInput'];
}

export const optionsConst = (f: GenField) => `OPTIONS_${f.key}`;

/** The JSX of one field's input: Mantine per kind, the shared pickers and uploads of src/components. */
export function inputOf(f: GenField, b: Binding): string {
  const label = lit(f.label || f.key);
  const lab = b.cell ? `aria-label={${label}}` : `label={${label}}${f.required ? ' withAsterisk' : ''}`;
  const common = `${lab} error={${b.error}}`;
  const p = f.node.props;
  const wrap = (inner: string) => (b.cell ? inner : `<Input.Wrapper label={${label}} withAsterisk={${f.required}} error={${b.error}}>${inner}</Input.Wrapper>`);
  const picker = PICKERS[f.kind];
  if (picker) {
    const plab = b.cell ? '' : `label={${label}} required={${f.required}} `;
    return f.shape === 'textList'
      ? `<${picker} ${plab}multiple value={${b.value}} onChange={(v) => ${b.set('v')}} error={${b.error}} />`
      : `<${picker} ${plab}value={${b.value} || null} onChange={(v) => ${b.set("v ?? ''")}} error={${b.error}} />`;
  }
  switch (f.kind) {
    case 'address': return `<AddressPicker ${b.cell ? '' : `label={${label}} required={${f.required}} `}level={${p.level ?? 3}} value={${b.value}.length ? ${b.value} : null} onChange={(v) => ${b.set('v ?? []')}} error={${b.error}} />`;
    case 'uploadFz': return wrap(`<AttachmentUpload value={${b.value}} onChange={(v) => ${b.set('v')}} limit={${p.limit ?? 0}} />`);
    case 'uploadImg': return wrap(`<ImageUpload value={${b.value}} onChange={(v) => ${b.set('v')}} limit={${p.limit ?? 0}} />`);
    case 'rate': return wrap(`<Rating ${b.cell ? `aria-label={${label}} ` : ''}value={${b.value} ?? 0} count={${p.count ?? 5}} onChange={(v) => ${b.set('v')}} />`);
    case 'slider': return wrap(`<Slider ${b.cell ? `aria-label={${label}} ` : ''}value={${b.value} ?? 0} min={${p.min ?? 0}} max={${p.max ?? 100}} step={${p.step ?? 1}} onChange={(v) => ${b.set('v')}} />`);
    case 'switch': return `<Switch ${lab} checked={${b.value} === 1} onChange={(e) => ${b.set('e.currentTarget.checked ? 1 : 0')}} />`;
    case 'colorPicker': return `<ColorInput ${common} value={${b.value}} onChange={(v) => ${b.set('v')}} />`;
    case 'date': return `<TextInput ${common} type="date" value={dayText(${b.value})} onChange={(e) => ${b.set('dayValue(e.currentTarget.value)')}} />`;
    case 'time': return `<TextInput ${common} type="time" step={1} value={${b.value}} onChange={(e) => ${b.set('e.currentTarget.value')}} />`;
    case 'dicSelect':
      if (p.source?.dictionaryType) return `<DictionarySelect ${b.cell ? '' : `label={${label}} required={${f.required}} `}enCode={${lit(p.source.dictionaryType)}} value={${b.value} || null} onChange={(v) => ${b.set("v ?? ''")}} error={${b.error}} />`;
      break;
    default:
  }
  if (f.options) {
    const o = optionsConst(f);
    if (f.kind === 'radio') return `<Radio.Group ${common} value={${b.value}} onChange={(v) => ${b.set('v')}}><Group mt={4}>{${o}.map((o) => <Radio key={o.value} value={o.value} label={o.label} />)}</Group></Radio.Group>`;
    if (f.kind === 'checkbox') return `<Checkbox.Group ${common} value={${b.value}} onChange={(v) => ${b.set('v')}}><Group mt={4}>{${o}.map((o) => <Checkbox key={o.value} value={o.value} label={o.label} />)}</Group></Checkbox.Group>`;
    if (f.shape === 'textList') return `<MultiSelect ${common} data={${o}} value={${b.value}} onChange={(v) => ${b.set('v')}} clearable />`;
    return `<Select ${common} data={${o}} value={${b.value} || null} onChange={(v) => ${b.set("v ?? ''")}} clearable />`;
  }
  switch (f.shape) {
    case 'textList': return `<TagsInput ${common} value={${b.value}} onChange={(v) => ${b.set('v')}} />`;
    case 'numberPair': return `<Group gap={4} wrap="nowrap"><TextInput ${common} type="date" value={dayText(${b.value}?.[0] ?? null)} onChange={(e) => ${b.set(`pairOf(${b.value}, 0, dayValue(e.currentTarget.value))`)}} /><TextInput aria-label={${lit(`${f.label || f.key} 结束`)}} type="date" mt={b.cell ? 0 : 24} value={dayText(${b.value}?.[1] ?? null)} onChange={(e) => ${b.set(`pairOf(${b.value}, 1, dayValue(e.currentTarget.value))`)}} /></Group>`.replace('mt={b.cell ? 0 : 24}', b.cell ? '' : 'mt={24}');
    case 'textPair': return `<Group gap={4} wrap="nowrap"><TextInput ${common} type="time" step={1} value={${b.value}?.[0] ?? ''} onChange={(e) => ${b.set(`pairOf(${b.value}, 0, e.currentTarget.value || null)`)}} /><TextInput aria-label={${lit(`${f.label || f.key} 结束`)}} type="time" step={1}${b.cell ? '' : ' mt={24}'} value={${b.value}?.[1] ?? ''} onChange={(e) => ${b.set(`pairOf(${b.value}, 1, e.currentTarget.value || null)`)}} /></Group>`;
    case 'number': {
      const scale = f.kind === 'money' ? 2 : p.precision;
      return `<NumberInput ${common} value={${b.value} ?? ''} onChange={(v) => ${b.set("typeof v === 'number' ? v : null")}}${p.min !== undefined ? ` min={${p.min}}` : ''}${p.max !== undefined ? ` max={${p.max}}` : ''}${scale !== undefined ? ` decimalScale={${scale}}` : ''}${f.kind === 'money' ? ' thousandSeparator=","' : ''} />`;
    }
    default: {
      const tag = f.kind === 'textarea' || f.kind === 'editor' ? 'Textarea' : 'TextInput';
      return `<${tag} ${common} value={${b.value}} onChange={(e) => ${b.set('e.currentTarget.value')}}${p.maxlength ? ` maxLength={${p.maxlength}}` : ''}${p.placeholder ? ` placeholder={${lit(p.placeholder)}}` : ''} />`;
    }
  }
}
