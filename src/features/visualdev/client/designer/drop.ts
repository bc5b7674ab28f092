import { isFieldKind, isLayoutKind, type FieldKind, type FormSchema, type LayoutKind } from '@/features/visualdev/contract';
import { accepts, containers, findNode, insertNode, isContainerKey, locate, moveTo, newNode, ROOT, type ContainerKey, type NodeTexts } from './tree-ops';

/** Where a drag ends: on a node (before it, in its container) or on a container's empty end. */
export function dropTarget(schema: FormSchema, overId: string): { key: ContainerKey; index: number } | null {
  if (overId.startsWith('zone:')) {
    const key = overId.slice(5);
    const c = containers(schema).find((x) => x.key === key);
    return c ? { key, index: c.list.length } : null;
  }
  const at = locate(schema, overId);
  return at ? { key: at.key, index: at.index } : null;
}

export type Added = { schema: FormSchema; id: string } | { schema: FormSchema; id: null; refused: true };

/** Adds a new node of `kind` at a place; a sub-table refuses kinds it cannot hold. */
export function addAt(schema: FormSchema, kind: FieldKind | LayoutKind, key: ContainerKey, index: number, texts: NodeTexts): Added {
  if (!accepts(schema, key, kind)) return { schema, id: null, refused: true };
  const node = newNode(schema, kind, texts);
  return { schema: insertNode(schema, key, index, node), id: node.id };
}

/** Where a palette click adds: into the selected container, after the selected node, else at the end. */
export function clickTarget(schema: FormSchema, selectedId: string | null): { key: ContainerKey; index: number } {
  const sel = findNode(schema, selectedId);
  if (sel && isContainerKey(schema, sel.id)) return dropTarget(schema, `zone:${sel.id}`)!;
  if (sel && 'items' in sel && sel.items?.length) return dropTarget(schema, `zone:${sel.id}#0`)!;
  const at = selectedId ? locate(schema, selectedId) : null;
  return at ? { key: at.key, index: at.index + 1 } : { key: ROOT, index: schema.fields.length };
}

/** The end of a drag: a palette kind is added, a node moves (down the same list it lands after the node it is dropped on). */
export function applyDrop(schema: FormSchema, activeId: string, overId: string, texts: (kind: FieldKind | LayoutKind) => NodeTexts): Added {
  const target = dropTarget(schema, overId);
  if (!target) return { schema, id: null, refused: true };
  if (activeId.startsWith('palette:')) {
    const kind = activeId.slice(8);
    if (!isFieldKind(kind) && !isLayoutKind(kind)) return { schema, id: null, refused: true };
    return addAt(schema, kind, target.key, target.index, texts(kind));
  }
  if (activeId === overId) return { schema, id: activeId };
  const from = locate(schema, activeId);
  if (!from) return { schema, id: null, refused: true };
  const index = !overId.startsWith('zone:') && from.key === target.key && from.index < target.index ? target.index + 1 : target.index;
  const next = moveTo(schema, activeId, target.key, index);
  return next === schema ? { schema, id: null, refused: true } : { schema: next, id: activeId };
}
