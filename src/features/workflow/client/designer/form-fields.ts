import { collectFields, type FormSchema } from '@/features/visualdev/contract';

/** A field of the flow's form as the designer lists it (vModel, label, kind). */
export interface FormField { vModel: string; label: string; jnpfKey: string }

/** The fields of a form designed with the flow (sub-tables included: rights may hide them). */
export const fieldsOfSchema = (form: FormSchema | null | undefined): FormField[] =>
  form ? collectFields(form.fields).map((f) => ({ vModel: f.vModel, label: f.label || f.vModel, jnpfKey: f.jnpfKey })) : [];

/** Fields that hold users: what 表单字段中的人员 may name. */
export const userFields = (fields: readonly FormField[]): FormField[] => fields.filter((f) => f.jnpfKey === 'userSelect');

export const fieldLabel = (fields: readonly FormField[], vModel: string): string => fields.find((f) => f.vModel === vModel)?.label ?? vModel;
