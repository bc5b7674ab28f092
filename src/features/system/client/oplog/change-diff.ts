import type { RecordChangeView } from '@/features/system/contract';

export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}
export type ChangeKind = 'created' | 'deleted' | 'updated';

/** A value as one line of text: '' for nothing, JSON for lists and objects. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function changeKind(change: Pick<RecordChangeView, 'before' | 'after'>): ChangeKind {
  if (!change.before) return 'created';
  if (!change.after) return 'deleted';
  return 'updated';
}

/**
 * The fields of a record change side by side, in the order the record lists them (before's keys,
 * then those only after has); `onlyChanged` keeps the fields whose value differs.
 */
export function diffRows(change: Pick<RecordChangeView, 'before' | 'after'>, onlyChanged = false): DiffRow[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const rows = fields.map((field) => {
    const b = valueText(before[field]);
    const a = valueText(after[field]);
    return { field, before: b, after: a, changed: b !== a };
  });
  return onlyChanged ? rows.filter((r) => r.changed) : rows;
}
