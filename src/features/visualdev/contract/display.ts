import { amountToChinese, formatMoney } from '../../../contract/money';
import type { FieldKind } from './field-kinds';
import type { FieldNode, FieldOption } from './form-schema';

/**
 * A record's value as people read it (a list cell, DataChange, an export), the same on the device
 * and on the server: each side only says where names come from and how dates and words look.
 */

/** Where the name of an id a picker stored is found (the directory tables of both sides). */
export type NameSource = 'users' | 'organizes' | 'positions' | 'roles' | 'groups';
export const NAME_SOURCES: Partial<Record<FieldKind, NameSource>> = {
  userSelect: 'users', createUser: 'users', modifyUser: 'users',
  comSelect: 'organizes', depSelect: 'organizes', currOrganize: 'organizes',
  posSelect: 'positions', currPosition: 'positions',
  roleSelect: 'roles', groupSelect: 'groups',
};

export interface DisplayLookup {
  /** The name of an id from a directory, when known. */
  name(source: NameSource, id: string): string | undefined;
  /** The name of a dictionary entry (by the enCode selects store), when known. */
  dictionary(type: string, code: string): string | undefined;
}

export interface DisplayWords {
  yes: string;
  no: string;
  /** Between several picked values (、 in Chinese). */
  separator: string;
  /** Between the ends of a range (至). */
  range: string;
  date(ms: number, withTime: boolean): string;
}

export const valueList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)]);

export function optionName(options: readonly FieldOption[], id: string): string | undefined {
  for (const o of options) {
    if (o.id === id) return o.fullName;
    const inner = o.children ? optionName(o.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The dictionary types a form's fields read their names from. */
export const dictionaryTypes = (fields: readonly FieldNode[]): string[] =>
  [...new Set(fields.flatMap((f) => (f.props.source?.dataType === 'dictionary' || f.jnpfKey === 'dicSelect') && f.props.source?.dictionaryType ? [f.props.source.dictionaryType] : []))];

/** The ids each directory must name for these values of these fields. */
export function idsToName(fields: readonly FieldNode[], records: readonly Record<string, unknown>[]): Map<NameSource, Set<string>> {
  const out = new Map<NameSource, Set<string>>();
  for (const f of fields) {
    const source = NAME_SOURCES[f.jnpfKey];
    if (!source) continue;
    const set = out.get(source) ?? new Set<string>();
    for (const r of records) for (const id of valueList(r[f.vModel])) set.add(id);
    out.set(source, set);
  }
  return out;
}

export function displayValue(field: FieldNode, value: unknown, lookup: DisplayLookup, words: DisplayWords): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '';
  const p = field.props;
  const source = NAME_SOURCES[field.jnpfKey];
  if (source) return valueList(value).map((id) => lookup.name(source, id) ?? id).join(words.separator);
  switch (field.jnpfKey) {
    case 'money':
      return p.showChinese ? `${formatMoney(Number(value))}（${amountToChinese(Number(value))}）` : formatMoney(Number(value));
    case 'calculate':
      return formatMoney(Number(value));
    case 'date':
      return words.date(Number(value), p.type === 'datetime');
    case 'createTime':
    case 'modifyTime':
      return words.date(Number(value), true);
    case 'dateRange':
      return valueList(value).map((v) => words.date(Number(v), p.type === 'datetime')).join(words.range);
    case 'timeRange':
      return valueList(value).join(words.range);
    case 'switch':
      return Number(value) === 1 ? (p.activeText || words.yes) : (p.inactiveText || words.no);
    case 'uploadFz':
    case 'uploadImg':
      return Array.isArray(value) ? value.map((f: { name?: string }) => f.name ?? '').join(words.separator) : '';
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'cascader':
    case 'dicSelect': {
      const s = p.source;
      const sep = field.jnpfKey === 'cascader' ? '/' : words.separator;
      if ((s?.dataType === 'dictionary' || field.jnpfKey === 'dicSelect') && s?.dictionaryType) return valueList(value).map((v) => lookup.dictionary(s.dictionaryType!, v) ?? v).join(sep);
      return valueList(value).map((v) => optionName(s?.options ?? [], v) ?? v).join(sep);
    }
    default:
      return Array.isArray(value) ? value.map(String).join(words.separator) : String(value);
  }
}
