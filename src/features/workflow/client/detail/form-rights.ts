import { isLayoutNode, isTableNode, type FormNode, type FormSchema } from '@/features/visualdev/contract';
import type { FieldRight } from '@/features/workflow/contract';

/** The fields the caller may change here: those their node grants 'edit', and only while they hold the task. */
export function editableFields(rights: Record<string, FieldRight>, holdsTask: boolean): ReadonlySet<string> {
  return new Set(holdsTask ? Object.entries(rights).filter(([, r]) => r === 'edit').map(([k]) => k) : []);
}

/** The form with every field outside `editable` disabled (a sub-table's cells with it); layout stays as designed. */
export function lockFields(schema: FormSchema, editable: ReadonlySet<string>): FormSchema {
  const lock = (nodes: readonly FormNode[]): FormNode[] =>
    nodes.map((n): FormNode => {
      if (isLayoutNode(n)) return { ...n, ...(n.children ? { children: lock(n.children) } : {}), ...(n.items ? { items: n.items.map((i) => ({ ...i, children: lock(i.children) })) } : {}) };
      if (editable.has(n.vModel)) return n;
      return isTableNode(n) ? { ...n, disabled: true, children: n.children.map((c) => ({ ...c, disabled: true })) } : { ...n, disabled: true };
    });
  return { ...schema, fields: lock(schema.fields) };
}

/**
 * The values after an edit, where only `editable` fields may differ from `before`: a change the
 * renderer makes elsewhere (a row added to a locked sub-table, a calculation) is undone.
 */
export function withinRights(next: Record<string, unknown>, before: Record<string, unknown>, editable: ReadonlySet<string>): Record<string, unknown> {
  const out = { ...before };
  for (const k of editable) if (k in next) out[k] = next[k];
  return out;
}

/** What the approval sends as formData: the editable fields only (the server ignores the rest). */
export const editedPart = (values: Record<string, unknown>, editable: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries([...editable].filter((k) => k in values).map((k) => [k, values[k]]));
