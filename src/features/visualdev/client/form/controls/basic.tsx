import { ColorInput, Input, NumberInput, Rating, Slider, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { amountToChinese, formatMoney, parseMoney } from '@/contract/money';
import { useVisualdevT } from '../../i18n';
import { errorId, inputProps, type ControlProps } from '../frame';
import { Wrapped } from './Wrapped';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function TextControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const props = { ...inputProps(frame), value: text(value), placeholder: field.props.placeholder ?? t('form.placeholderInput'), maxLength: field.props.maxlength };
  return field.jnpfKey === 'textarea'
    ? <Textarea {...props} autosize minRows={field.props.rows ?? 3} onChange={(e) => onChange(e.currentTarget.value)} />
    : <TextInput {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export function NumberControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const { min, max, step, precision } = field.props;
  return (
    <NumberInput
      {...inputProps(frame)} value={num(value) ?? ''} min={min} max={max} step={step} decimalScale={precision} placeholder={field.props.placeholder ?? t('form.placeholderInput')}
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' || v === '-' ? null : Number.isFinite(Number(v)) ? Number(v) : null)}
    />
  );
}

/** SPEC §5 money: thousands separators and two decimals when left; invalid or over 1e9 becomes empty. */
export function MoneyControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const [editing, setEditing] = useState<string | null>(null);
  const amount = num(value);
  const shown = editing ?? (amount === null ? '' : formatMoney(amount));
  const capital = field.props.showChinese && amount !== null && amount >= 0 ? amountToChinese(amount) : undefined;
  return (
    <TextInput
      {...inputProps(frame)} inputMode="decimal" value={shown} description={capital} placeholder={field.props.placeholder ?? t('form.placeholderInput')}
      onFocus={() => setEditing(amount === null ? '' : String(amount))}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        setEditing(raw);
        const parsed = parseMoney(raw);
        onChange(parsed === '' ? null : parsed);
      }}
      onBlur={() => setEditing(null)}
    />
  );
}

export function SwitchControl({ field, value, onChange, frame }: ControlProps) {
  const on = value === 1 || value === true;
  const caption = on ? field.props.activeText : field.props.inactiveText;
  return (
    <Input.Wrapper {...inputProps(frame)} errorProps={{ id: errorId(frame) }}>
      <Switch
        id={frame.id} checked={on} disabled={frame.disabled} label={caption} pt={4} aria-invalid={frame.error ? true : undefined} aria-describedby={frame.error ? errorId(frame) : undefined}
        onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
      />
    </Input.Wrapper>
  );
}

export function ColorControl({ value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  return <ColorInput {...inputProps(frame)} value={text(value)} placeholder={t('form.placeholderSelect')} onChange={(v) => onChange(v || null)} />;
}

export function RateControl({ field, value, onChange, frame }: ControlProps) {
  return (
    <Wrapped frame={frame}>
      <Rating value={num(value) ?? 0} count={field.props.count ?? 5} readOnly={frame.disabled} fractions={field.props.step === 0.5 ? 2 : 1} onChange={(v) => onChange(v)} />
    </Wrapped>
  );
}

export function SliderControl({ field, value, onChange, frame }: ControlProps) {
  const { min = 0, max = 100, step = 1 } = field.props;
  return (
    <Wrapped frame={frame}>
      <Slider value={num(value) ?? min} min={min} max={max} step={step} disabled={frame.disabled} thumbLabel={frame.label} onChange={(v) => onChange(v)} />
    </Wrapped>
  );
}
