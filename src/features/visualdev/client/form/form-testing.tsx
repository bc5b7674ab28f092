import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { zhStringsBeforeAll } from '@/lib/testing/setup-i18n';
import { checkRecord, fieldNode, FORM_SCHEMA_VERSION, formConf, tableNode, type FieldKind, type FieldNode, type FormConf, type FormNode, type FormSchema, type RecordValues, type TableNode } from '../../contract';
import { FormRenderer, type FormRendererProps } from './FormRenderer';
import { useFormState, type FormState } from './use-form-state';

/** Tests only: a field of the kind with the schema's defaults. */
export const field = (jnpfKey: Exclude<FieldKind, 'table'>, vModel: string, label: string, over: Partial<FieldNode> = {}): FieldNode =>
  fieldNode.parse({ id: `n_${vModel}`, jnpfKey, vModel, label, ...over });

export const subTable = (vModel: string, label: string, children: FieldNode[], over: Partial<TableNode> = {}): TableNode =>
  tableNode.parse({ id: `n_${vModel}`, jnpfKey: 'table', vModel, label, children, ...over });

export const schemaOf = (fields: FormNode[], conf: Partial<FormConf> = {}): FormSchema => ({ version: FORM_SCHEMA_VERSION, formConf: formConf.parse(conf), fields });

/** The form as a page holds it; `state.current` is the latest hook state. */
export function renderForm(
  schema: FormSchema, initial: RecordValues = {}, props: Partial<Omit<FormRendererProps, 'schema' | 'value' | 'onChange'>> = {},
  wrapper?: ComponentType<{ children: ReactNode }>,
) {
  const state: { current: FormState | null } = { current: null };
  function Page() {
    const form = useFormState(schema, initial);
    state.current = form;
    return <FormRenderer schema={schema} value={form.value} onChange={form.setValue} errors={{ ...form.errors, ...props.errors }} {...props} />;
  }
  const result: RenderResult = render(<MantineProvider><Page /><ConfirmHost /></MantineProvider>, { wrapper });
  const current = (): FormState => state.current!;
  /** The record as it would be saved: checked and normalised by checkRecord. */
  const checked = () => checkRecord(schema, current().value);
  return { ...result, current, checked };
}

/** zh strings, cleanup and real fetch after each test. */
export function formTestLifecycle(): void {
  vi.setConfig({ testTimeout: 20_000 });
  zhStringsBeforeAll();
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
