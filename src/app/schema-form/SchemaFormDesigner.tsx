import { Center, Loader } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import type { FormSchema } from '@/features/visualdev/contract';
import { featureSlot } from './feature-slot';

/** What a feature needs to let an administrator design a low-code form (ADR 0033's schema) of its own. */
export interface SchemaFormDesignerProps {
  /** The form to start from; read once, when the designer opens. */
  initial: FormSchema;
  /** The form's name (the export file's name). */
  name: string;
  /** Called with every edited form that passes `checkFormSchema`, so the last good one is always kept. */
  onChange(form: FormSchema): void;
}

const designer = featureSlot((f) => f.formDesigner, 'a form designer');

/** The low-code form designer (the module that registers `formDesigner`, i.e. 在线开发) in form-only mode, loaded on first use. */
export function SchemaFormDesigner(props: SchemaFormDesignerProps) {
  const Designer = useMemo(designer, []);
  return (
    <Suspense fallback={<Center h={200}><Loader /></Center>}>
      <Designer {...props} />
    </Suspense>
  );
}
