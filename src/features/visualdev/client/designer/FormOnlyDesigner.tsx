import { useState } from 'react';
import type { SchemaFormDesignerProps } from '@/app/schema-form/SchemaFormDesigner';
import { columnData } from '@/features/visualdev/contract';
import FormDesigner, { type DesignerValue } from './FormDesigner';

/** The form designer as other features embed it (`formDesigner` of the module): the form only, handed on whenever it passes the checks. */
export default function FormOnlyDesigner({ initial, name, onChange }: SchemaFormDesignerProps) {
  const [start] = useState<DesignerValue>(() => ({ formData: initial, columnData: columnData.parse({}) }));
  return <FormDesigner mode="web" formOnly initial={start} name={name} onFormChange={onChange} />;
}
