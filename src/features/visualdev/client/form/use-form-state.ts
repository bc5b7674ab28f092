import { useCallback, useMemo, useRef, useState } from 'react';
import { checkRecord, defaultValues, type FormSchema, type RecordCheck, type RecordValues } from '../../contract';

export interface FormState {
  value: RecordValues;
  errors: Record<string, string>;
  /** Hand to FormRenderer's onChange. */
  setValue(next: RecordValues): void;
  setField(name: string, next: unknown): void;
  /** Checks the record (`checkRecord`), shows its messages, and says whether it may be saved. */
  validate(): boolean;
  /** The checked, normalised values and the messages, without showing them. */
  check(): RecordCheck;
  /** Back to `initial` (or the schema's defaults), no messages. */
  reset(next?: RecordValues): void;
}

/**
 * A form page's state in one line: `const form = useFormState(schema, record)` then
 * `<FormRenderer schema={schema} value={form.value} onChange={form.setValue} errors={form.errors} />`.
 * Once validated, the messages follow every change.
 */
export function useFormState(schema: FormSchema, initial?: RecordValues): FormState {
  const start = useCallback(() => ({ ...defaultValues(schema), ...initial }), [schema, initial]);
  const [value, setValueState] = useState<RecordValues>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const validated = useRef(false);
  const latest = useRef(value);
  latest.current = value;

  const setValue = useCallback((next: RecordValues) => {
    latest.current = next;
    setValueState(next);
    if (validated.current) setErrors(checkRecord(schema, next).errors);
  }, [schema]);
  const setField = useCallback((name: string, next: unknown) => setValue({ ...latest.current, [name]: next }), [setValue]);
  const check = useCallback(() => checkRecord(schema, latest.current), [schema]);
  const validate = useCallback(() => {
    validated.current = true;
    const result = checkRecord(schema, latest.current);
    setErrors(result.errors);
    return Object.keys(result.errors).length === 0;
  }, [schema]);
  const reset = useCallback((next?: RecordValues) => {
    validated.current = false;
    const v = next ?? start();
    latest.current = v;
    setValueState(v);
    setErrors({});
  }, [start]);
  return useMemo(() => ({ value, errors, setValue, setField, validate, check, reset }), [value, errors, setValue, setField, validate, check, reset]);
}
