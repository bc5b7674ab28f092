import { ColorSwatch, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { formatMoney } from '@/contract/money';
import type { FieldKind, FieldNode } from '../../contract';
import { useVisualdevT } from '../i18n';
import { Wrapped } from './controls/Wrapped';
import { dateFormat } from './controls/dates';
import type { Frame } from './frame';
import { optionNames, useFieldOptions } from './use-options';

/** Kinds a read-only form shows as plain text; the others show their control, disabled (pickers echo names, files list). */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'comInput', 'textarea', 'numInput', 'money', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'date', 'dateRange', 'time', 'timeRange', 'colorPicker', 'rate', 'slider',
]);

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)]);

/** A field's value as a reader sees it. */
export function ReadOnlyField({ field, value, frame }: { field: FieldNode; value: unknown; frame: Frame }) {
  const t = useVisualdevT();
  const options = useFieldOptions(field.props.source);
  const fmt = dateFormat(field.props.type, field.props.format);
  const day = (v: unknown) => (typeof v === 'number' ? dayjs(v).format(fmt) : '');
  let text: string;
  switch (field.jnpfKey) {
    case 'money':
      text = typeof value === 'number' ? formatMoney(value) : '';
      break;
    case 'switch':
      text = value === 1 ? (field.props.activeText ?? t('form.yes')) : value === 0 ? (field.props.inactiveText ?? t('form.no')) : '';
      break;
    case 'radio':
    case 'checkbox':
    case 'select':
      text = optionNames(options, list(value)).join('、');
      break;
    case 'cascader':
      text = optionNames(options, list(value)).join('/');
      break;
    case 'date':
      text = day(value);
      break;
    case 'dateRange':
      text = Array.isArray(value) ? value.map(day).join(` ${t('form.rangeSeparator')} `) : '';
      break;
    case 'timeRange':
      text = Array.isArray(value) ? value.join(` ${t('form.rangeSeparator')} `) : '';
      break;
    default:
      text = list(value).join('、');
  }
  return (
    <Wrapped frame={{ ...frame, withAsterisk: false }}>
      <Group gap="xs">
        {field.jnpfKey === 'colorPicker' && text ? <ColorSwatch color={text} size={16} /> : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</Text>
      </Group>
    </Wrapped>
  );
}
