import { z } from 'zod';

/**
 * What a print template can bind for one kind of data (打印模板 `Fields`, ADR 0031). A feature that
 * owns records declares a print source with these fields; the print feature only reads them, so
 * neither imports the other's server code. `list` fields hold rows (a table repeats them) and name
 * their own `children`.
 */
export interface PrintField {
  field: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'image' | 'list';
  children?: PrintField[];
}
export const printField: z.ZodType<PrintField> = z.lazy(() =>
  z.object({ field: z.string(), label: z.string(), kind: z.enum(['text', 'number', 'date', 'image', 'list']), children: z.array(printField).optional() }),
);

/** One record's values by field; a `list` field's value is an array of such records. */
export type PrintRecord = Record<string, unknown>;

/** A field list written as rows `[field, label, kind = 'text', children?]`: how print sources declare theirs. */
export const printFields = (...rows: [field: string, label: string, kind?: PrintField['kind'], children?: PrintField[]][]): PrintField[] =>
  rows.map(([field, label, kind = 'text', children]) => (children ? { field, label, kind, children } : { field, label, kind }));
