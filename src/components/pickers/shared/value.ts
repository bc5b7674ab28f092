import type { ReactNode } from 'react';

/**
 * Every picker is a controlled form control: one value (or null) when single, a list when
 * `multiple`. Internally a picker always works on a list.
 */
export type PickerValueProps<V> =
  | { multiple?: false; value: V | null | undefined; onChange(value: V | null): void }
  | { multiple: true; value: V[] | null | undefined; onChange(value: V[]): void };

export function valueList<V>(props: PickerValueProps<V>): V[] {
  if (props.multiple) return props.value ?? [];
  return props.value === null || props.value === undefined ? [] : [props.value];
}

/** Emits a list as the control's value: an empty single confirm clears the value (SPEC §5). */
export function emitValue<V>(props: PickerValueProps<V>, list: V[]): void {
  if (props.multiple) props.onChange(list);
  else props.onChange(list[0] ?? null);
}

/** A stable key for an id or an id path. */
export const keyOf = (v: string | string[]): string => (Array.isArray(v) ? v.join('/') : v);

/** What a picker shows in its chosen list. */
export interface Chosen<V> {
  key: string;
  label: string;
  value: V;
  /** Secondary text (organisation path of a user, path of a node). */
  hint?: string;
  avatar?: string;
}

/** Single select replaces; multi toggles (SPEC §4). */
export function toggleChosen<V>(list: Chosen<V>[], item: Chosen<V>, multiple: boolean): Chosen<V>[] {
  if (!multiple) return [item];
  return list.some((c) => c.key === item.key) ? list.filter((c) => c.key !== item.key) : [...list, item];
}

/** Adds items not yet chosen (by key), keeping the order: de-duplicated by id. */
export function addChosen<V>(list: Chosen<V>[], items: Chosen<V>[]): Chosen<V>[] {
  const seen = new Set(list.map((c) => c.key));
  const out = [...list];
  for (const item of items) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    out.push(item);
  }
  return out;
}

/** Shared props of the form-control face of every picker. */
export interface PickerFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Dialog title; defaults to the picker's own (选择部门, …). */
  title?: string;
  clearable?: boolean;
  id?: string;
  /** The control's name where no visible label fits (a cell of an editable table). */
  'aria-label'?: string;
  'data-testid'?: string;
}
