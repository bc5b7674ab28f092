import { createContext, useContext } from 'react';
import type { FormConf, RecordValues, Visibility } from '../../contract';

/** What every node of one rendered form reads: the record, how to change it, where it is shown. */
export interface FormContextValue {
  value: RecordValues;
  setField(name: string, next: unknown): void;
  /** The record with every change made so far (a delayed calculation must not write over newer edits). */
  latest(): RecordValues;
  errors: Record<string, string>;
  on: Visibility;
  readOnly: boolean;
  hiddenFields: ReadonlySet<string>;
  formConf: FormConf;
  /** A record not saved yet (no id): system fields say 系统自动生成. */
  isNew: boolean;
  /** Who the uploaded files belong to (their record's readers may download them). */
  fileOwner?: { ownerType: string; ownerId: string };
  /** An upload field says whether it still has a file on its way. */
  uploading(fieldId: string, busy: boolean): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('useFormContext outside FormRenderer');
  return ctx;
}
