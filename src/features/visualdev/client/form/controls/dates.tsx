import { Group, Text } from '@mantine/core';
import { DateInput, DateTimePicker, TimeInput } from '@mantine/dates';
import { useVisualdevT } from '../../i18n';
import { inputProps, type ControlProps } from '../frame';
import { Wrapped } from './Wrapped';

const toDate = (v: unknown): Date | null => (typeof v === 'number' && Number.isFinite(v) ? new Date(v) : null);
const toMs = (d: Date | null): number | null => (d ? d.getTime() : null);
/** A time input gives HH:mm when the seconds are 0: the value is always HH:mm:ss. */
const toTime = (s: string): string | null => (s === '' ? null : /^\d\d:\d\d$/.test(s) ? `${s}:00` : s);
const pair = (v: unknown): [unknown, unknown] => (Array.isArray(v) && v.length === 2 ? [v[0], v[1]] : [null, null]);
const emitPair = (a: unknown, b: unknown): unknown[] | null => (a === null && b === null ? null : [a, b]);

export const dateFormat = (type: string | undefined, format: string | undefined): string =>
  format || (type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');

/** A date (or date and time) kept as a ms timestamp. */
export function DateControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const valueFormat = dateFormat(field.props.type, field.props.format);
  const common = { ...inputProps(frame), valueFormat, clearable: true, placeholder: field.props.placeholder ?? t('form.placeholderSelect'), value: toDate(value) };
  return field.props.type === 'datetime'
    ? <DateTimePicker {...common} withSeconds onChange={(d) => onChange(toMs(d))} />
    : <DateInput {...common} onChange={(d) => onChange(toMs(d))} />;
}

/** From and to dates, each typed or picked; both empty is empty (SPEC §5). */
export function DateRangeControl({ field, value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const [from, to] = pair(value);
  const valueFormat = dateFormat(field.props.type, field.props.format);
  const Picker = field.props.type === 'datetime' ? DateTimePicker : DateInput;
  return (
    <Wrapped frame={frame}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Picker aria-label={t('form.startDate', { label: frame.label })} valueFormat={valueFormat} clearable disabled={frame.disabled} error={Boolean(frame.error)} value={toDate(from)} placeholder={t('form.rangeStart')} style={{ flex: 1 }} onChange={(d) => onChange(emitPair(toMs(d), toMs(toDate(to))))} />
        <Text size="sm" c="dimmed">{t('form.rangeSeparator')}</Text>
        <Picker aria-label={t('form.endDate', { label: frame.label })} valueFormat={valueFormat} clearable disabled={frame.disabled} error={Boolean(frame.error)} value={toDate(to)} placeholder={t('form.rangeEnd')} style={{ flex: 1 }} onChange={(d) => onChange(emitPair(toMs(toDate(from)), toMs(d)))} />
      </Group>
    </Wrapped>
  );
}

export function TimeControl({ value, onChange, frame }: ControlProps) {
  return <TimeInput {...inputProps(frame)} withSeconds value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(toTime(e.currentTarget.value))} />;
}

export function TimeRangeControl({ value, onChange, frame }: ControlProps) {
  const t = useVisualdevT();
  const [from, to] = pair(value);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return (
    <Wrapped frame={frame}>
      <Group gap="xs" wrap="nowrap" align="center">
        <TimeInput aria-label={t('form.startTime', { label: frame.label })} withSeconds disabled={frame.disabled} error={Boolean(frame.error)} value={str(from)} style={{ flex: 1 }} onChange={(e) => onChange(emitPair(toTime(e.currentTarget.value), to ?? null))} />
        <Text size="sm" c="dimmed">{t('form.rangeSeparator')}</Text>
        <TimeInput aria-label={t('form.endTime', { label: frame.label })} withSeconds disabled={frame.disabled} error={Boolean(frame.error)} value={str(to)} style={{ flex: 1 }} onChange={(e) => onChange(emitPair(from ?? null, toTime(e.currentTarget.value)))} />
      </Group>
    </Wrapped>
  );
}
