import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string | undefined>;

/** First message per top-level field, from a failed zod parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/** Form state validated with the contract's zod schema (the same rules the server applies). */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = useCallback(<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((v) => ({ ...(v as object), [key]: value }) as z.input<S>);
    setErrors((e) => ({ ...e, [key as string]: undefined }));
  }, []);
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }, [schema, values]);
  const reset = useCallback((next: z.input<S>) => {
    setValues(next);
    setErrors({});
  }, []);
  return { values, errors, setField, validate, reset };
}
export type ZodForm<S extends z.ZodType<Record<string, unknown>>> = ReturnType<typeof useZodForm<S>>;
