import './form-renderer.css';
import { Box } from '@mantine/core';
import { useCallback, useMemo, useRef } from 'react';
import { LocalizedDates } from '@/components/dates/LocalizedDates';
import type { FormSchema, RecordValues, Visibility } from '../../contract';
import { FormContext, type FormContextValue } from './context';
import { NodeList } from './NodeList';

export interface FormRendererProps {
  schema: FormSchema;
  value: RecordValues;
  onChange(next: RecordValues): void;
  /** Messages by field path (`name`, `table[2].cell`), as `checkRecord` gives them. */
  errors?: Record<string, string>;
  /** Device width: pc lays fields out in columns by span, app in one column. */
  on?: Visibility;
  readOnly?: boolean;
  /** Form permission: vModels not shown (a sub-table column as `table.column`). */
  hiddenFields?: ReadonlySet<string>;
  /** Who uploaded files belong to (a released model: its records' readers may download them). */
  fileOwner?: { ownerType: string; ownerId: string };
  /** Whether any upload field still has a file on its way (saving waits for it). */
  onUploading?(busy: boolean): void;
}

const NO_ERRORS: Record<string, string> = {};
const NONE: ReadonlySet<string> = new Set();

/** Draws a form schema (ADR 0033) as a controlled form over one record's values. */
export function FormRenderer({ schema, value, onChange, errors = NO_ERRORS, on = 'pc', readOnly = false, hiddenFields = NONE, fileOwner, onUploading }: FormRendererProps) {
  // Several fields may change in one tick (a calculation after an edit): each builds on the last.
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;
  const setField = useCallback((name: string, next: unknown) => {
    const updated = { ...latest.current, [name]: next };
    latest.current = updated;
    change.current(updated);
  }, []);
  const getLatest = useCallback(() => latest.current, []);
  const busyFields = useRef(new Set<string>());
  const tellUploading = useRef(onUploading);
  tellUploading.current = onUploading;
  const uploading = useCallback((fieldId: string, busy: boolean) => {
    const had = busyFields.current.size > 0;
    if (busy) busyFields.current.add(fieldId); else busyFields.current.delete(fieldId);
    if (had !== busyFields.current.size > 0) tellUploading.current?.(!had);
  }, []);
  const ctx = useMemo<FormContextValue>(
    () => ({ value, setField, latest: getLatest, errors, on, readOnly, hiddenFields, formConf: schema.formConf, isNew: typeof value.id !== 'string' && typeof value.id !== 'number', fileOwner, uploading }),
    [value, setField, getLatest, errors, on, readOnly, hiddenFields, schema.formConf, fileOwner, uploading],
  );
  return (
    <FormContext.Provider value={ctx}>
      <LocalizedDates>
        <Box className="vd-form" data-on={on} data-readonly={readOnly || undefined}>
          <NodeList nodes={schema.fields} />
        </Box>
      </LocalizedDates>
    </FormContext.Provider>
  );
}
