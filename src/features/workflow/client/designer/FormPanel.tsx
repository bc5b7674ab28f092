import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SchemaFormDesigner } from '@/app/schema-form/SchemaFormDesigner';
import { emptyFormSchema, type FormSchema } from '@/features/visualdev/contract';
import { workflowApi } from '../api';
import type { FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';

export interface FormBinding { formType: 1 | 2; formId: string | null; formData: FormSchema | null }

/** 表单设置: a released 在线开发 form, or a form designed with the flow (在线开发's designer, through the shell). */
export function FormPanel({ value, onChange, fields, name }: { value: FormBinding; onChange(patch: Partial<FormBinding>): void; fields: readonly FormField[]; name: string }) {
  const t = useFlowDesignerT();
  const [forms, setForms] = useState<{ id: string; fullName: string }[]>([]);
  useEffect(() => {
    if (value.formType !== 1) return;
    let live = true;
    void workflowApi.forms().then((r) => { if (live) setForms(r.list); }, () => undefined);
    return () => { live = false; };
  }, [value.formType]);
  return (
    <Stack gap="sm" p="md" h="100%">
      <SegmentedControl w={320} aria-label={t('form.type')} value={String(value.formType)} onChange={(v) => onChange(v === '1' ? { formType: 1 } : { formType: 2, formData: value.formData ?? emptyFormSchema() })}
        data={[{ value: '2', label: t('formTypes.2') }, { value: '1', label: t('formTypes.1') }]} />
      {value.formType === 1 ? (
        <>
          <Select w={320} label={t('form.choose')} searchable value={value.formId} data={forms.map((f) => ({ value: f.id, label: f.fullName }))} onChange={(formId) => formId && onChange({ formId })} allowDeselect={false} />
          {value.formId && <Text size="sm" c="dimmed">{t('form.fields', { n: fields.length })}</Text>}
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">{t('form.live')}</Text>
          <div style={{ flex: 1, minHeight: 480 }}>
            <SchemaFormDesigner initial={value.formData ?? emptyFormSchema()} name={name} onChange={(formData) => onChange({ formData })} />
          </div>
        </>
      )}
    </Stack>
  );
}
