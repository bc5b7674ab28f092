import { Alert, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { emptyFormSchema, type FormSchema } from '@/features/visualdev/contract';
import type { TaskDetail } from '@/features/workflow/contract';
import { SchemaForm } from '@/app/schema-form/SchemaForm';
import { useWorkflowT } from '../i18n';
import { editableFields, editedPart, lockFields, withinRights } from './form-rights';

export interface DetailFormState {
  schema: FormSchema;
  value: Record<string, unknown>;
  setValue(next: Record<string, unknown>): void;
  hidden: ReadonlySet<string>;
  /** Whether the caller's node lets them edit some fields (online, holding the task). */
  editable: boolean;
  /** The edited fields to send with 同意, or undefined when nothing was changed. */
  edited: Record<string, unknown> | undefined;
  errors: Record<string, string>;
  /** The server's messages by field, from a refused approval. */
  showErrors(data: unknown): void;
}

const EMPTY = emptyFormSchema();

/** The instance's form under the caller's field rights: 'edit' fields open while they hold the task online, the rest read-only. */
export function useDetailForm(detail: TaskDetail | null, online: boolean): DetailFormState {
  const holds = Boolean(online && detail?.myOperator && detail.can.approve);
  const rights = detail?.rights;
  const editable = useMemo(() => editableFields(rights ?? {}, holds), [rights, holds]);
  const original = detail?.task.formData;
  const [value, setRaw] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setRaw(original ?? {});
    setErrors({});
  }, [original]);
  const schema = useMemo(() => (!detail ? EMPTY : editable.size > 0 ? lockFields(detail.form, editable) : detail.form), [detail, editable]);
  const hidden = useMemo(() => new Set(Object.entries(rights ?? {}).filter(([, r]) => r === 'hidden').map(([k]) => k)), [rights]);
  const edited = useMemo(() => {
    if (editable.size === 0 || !original) return undefined;
    const part = editedPart(value, editable);
    return Object.keys(part).some((k) => JSON.stringify(part[k]) !== JSON.stringify(original[k])) ? part : undefined;
  }, [value, editable, original]);
  return {
    schema, value, hidden, edited, errors, editable: editable.size > 0,
    setValue: (next) => setRaw((before) => withinRights(next, before, editable)),
    showErrors: (data) => {
      if (data && typeof data === 'object' && !Array.isArray(data)) setErrors(data as Record<string, string>);
    },
  };
}

/** The form card's body: read-only, or with the node's 'edit' fields open and a line saying so. */
export function DetailForm({ form }: { form: DetailFormState }) {
  const t = useWorkflowT();
  return (
    <Stack gap="sm">
      {form.editable && <Alert color="blue" variant="light" p="xs" data-testid="flow-form-editable">{t('detail.editableHint')}</Alert>}
      <SchemaForm schema={form.schema} value={form.value} onChange={form.setValue} errors={form.errors} readOnly={!form.editable} hiddenFields={form.hidden} />
    </Stack>
  );
}
