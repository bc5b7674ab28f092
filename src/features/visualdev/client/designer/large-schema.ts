import { emptyFormSchema, type FieldKind, type FormSchema } from '@/features/visualdev/contract';
import { newNode } from './tree-ops';

const KINDS: FieldKind[] = ['comInput', 'textarea', 'numInput', 'money', 'select', 'date', 'switch', 'radio', 'userSelect', 'uploadFz'];

/** A form of `n` fields of assorted kinds (all valid), for the designer's render bench and its test. */
export function makeLargeSchema(n: number): FormSchema {
  const schema = emptyFormSchema();
  const taken = new Set<string>();
  const texts = (i: number) => ({ label: `Field ${i + 1}`, option: (k: number) => `Option ${k}`, add: 'Add' });
  for (let i = 0; i < n; i++) schema.fields.push(newNode(schema, KINDS[i % KINDS.length]!, texts(i), taken));
  return schema;
}
