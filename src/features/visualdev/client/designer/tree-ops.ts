import {
  collectFields, FIELD_KINDS, isFieldKind, isLayoutNode, isTableNode, SUB_TABLE_KINDS,
  type FieldKind, type FieldNode, type FormNode, type FormSchema, type LayoutKind, type TableNode,
} from '@/features/visualdev/contract';

/**
 * The designer's edits as pure functions over the schema (each returns a new schema, the old one is
 * kept by the undo history). A container is named by a key: 'root', a row/card/table node's id, or
 * `<id>#<item index>` for a tab or collapse pane.
 */
export type ContainerKey = string;
export const ROOT: ContainerKey = 'root';

type Lists = { key: ContainerKey; list: FormNode[]; table?: TableNode };

/** Every container of the schema with its list of children. */
export function containers(schema: FormSchema): Lists[] {
  const out: Lists[] = [{ key: ROOT, list: schema.fields }];
  const walk = (list: FormNode[]) => {
    for (const n of list) {
      if (isTableNode(n)) out.push({ key: n.id, list: n.children, table: n });
      else if (isLayoutNode(n)) {
        if (n.children) { out.push({ key: n.id, list: n.children }); walk(n.children); }
        n.items?.forEach((item, i) => { out.push({ key: `${n.id}#${i}`, list: item.children }); walk(item.children); });
      }
    }
  };
  walk(schema.fields);
  return out;
}

/** Where a node is: its container and index. */
export function locate(schema: FormSchema, id: string): { key: ContainerKey; index: number; node: FormNode; table?: TableNode } | null {
  for (const c of containers(schema)) {
    const index = c.list.findIndex((n) => n.id === id);
    if (index >= 0) return { key: c.key, index, node: c.list[index]!, table: c.table };
  }
  return null;
}

/** Whether a node id names a container of its own children (row, card, sub-table). */
export const isContainerKey = (schema: FormSchema, key: string): boolean => containers(schema).some((c) => c.key === key);

export const findNode = (schema: FormSchema, id: string | null): FormNode | null => (id ? locate(schema, id)?.node ?? null : null);

/** Whether `kind` may go into the container (a sub-table takes only SUB_TABLE_KINDS; a node never into itself). */
export function accepts(schema: FormSchema, key: ContainerKey, kind: string, movingId?: string): boolean {
  const c = containers(schema).find((x) => x.key === key);
  if (!c) return false;
  if (c.table) return isFieldKind(kind) && SUB_TABLE_KINDS.includes(kind);
  if (movingId && (key.split('#')[0] === movingId || (findNode(schema, movingId) && containsId(findNode(schema, movingId)!, key.split('#')[0]!)))) return false;
  return true;
}

function containsId(node: FormNode, id: string): boolean {
  const kids = [...('children' in node && node.children ? node.children : []), ...(isLayoutNode(node) ? (node.items ?? []).flatMap((i) => i.children) : [])];
  return kids.some((k) => k.id === id || containsId(k, id));
}

/** Runs `edit` on a copy of the container's list; only the nodes on the way are copied, the rest keep their identity (memoised canvas nodes). */
function editList(schema: FormSchema, key: ContainerKey, edit: (list: FormNode[]) => void): FormSchema {
  const run = (list: FormNode[]) => { const copy = [...list]; edit(copy); return copy; };
  if (key === ROOT) return { ...schema, fields: run(schema.fields) };
  const rewrite = (list: FormNode[]): FormNode[] => {
    let changed = false;
    const next = list.map((n) => {
      let out: FormNode = n;
      if (isTableNode(n)) {
        if (n.id === key) out = { ...n, children: run(n.children) as FieldNode[] };
      } else if (isLayoutNode(n)) {
        if (n.children) {
          const kids = n.id === key ? run(n.children) : rewrite(n.children);
          if (kids !== n.children) out = { ...n, children: kids };
        }
        if (n.items) {
          const items = n.items.map((item, i) => {
            const kids = `${n.id}#${i}` === key ? run(item.children) : rewrite(item.children);
            return kids === item.children ? item : { ...item, children: kids };
          });
          if (items.some((item, i) => item !== n.items![i])) out = { ...n, items };
        }
      }
      if (out !== n) changed = true;
      return out;
    });
    return changed ? next : list;
  };
  return { ...schema, fields: rewrite(schema.fields) };
}

export function insertNode(schema: FormSchema, key: ContainerKey, index: number, node: FormNode): FormSchema {
  if (!accepts(schema, key, node.jnpfKey)) return schema;
  return editList(schema, key, (list) => list.splice(Math.max(0, Math.min(index, list.length)), 0, node));
}

export function removeNode(schema: FormSchema, id: string): FormSchema {
  const at = locate(schema, id);
  return at ? editList(schema, at.key, (list) => list.splice(at.index, 1)) : schema;
}

export function updateNode(schema: FormSchema, id: string, patch: (node: FormNode) => FormNode): FormSchema {
  const at = locate(schema, id);
  return at ? editList(schema, at.key, (list) => { list[at.index] = patch(list[at.index]!); }) : schema;
}

/** Up (-1) or down (+1) within its container. */
export function moveBy(schema: FormSchema, id: string, delta: -1 | 1): FormSchema {
  const at = locate(schema, id);
  if (!at) return schema;
  const to = at.index + delta;
  return editList(schema, at.key, (list) => {
    if (to < 0 || to >= list.length) return;
    const [n] = list.splice(at.index, 1);
    list.splice(to, 0, n!);
  });
}

/** Moves a node into a container at an index (index counted before the node leaves its place). */
export function moveTo(schema: FormSchema, id: string, key: ContainerKey, index: number): FormSchema {
  const at = locate(schema, id);
  if (!at || !accepts(schema, key, at.node.jnpfKey, id)) return schema;
  const target = at.key === key && at.index < index ? index - 1 : index;
  return insertNode(removeNode(schema, id), key, target, at.node);
}

/** All field names and ids in use (main fields, sub-table cells, layout ids). */
function usedNames(schema: FormSchema): Set<string> {
  const used = new Set<string>();
  for (const c of containers(schema)) for (const n of c.list) { used.add(n.id); if ('vModel' in n) used.add(n.vModel); }
  return used;
}

/** The next free `<kind><number>` name, from 101 as JNPF numbers them (comInput101, comInput102…). */
export function freshName(schema: FormSchema, kind: string, taken: Set<string> = usedNames(schema)): string {
  let i = 101;
  while (taken.has(`${kind}${i}`)) i++;
  return `${kind}${i}`;
}

/** A new node of a kind as the palette drops it. */
export interface NodeTexts { label: string; option: (n: number) => string; add: string }

export function newNode(schema: FormSchema, kind: FieldKind | LayoutKind, texts: NodeTexts, taken: Set<string> = usedNames(schema)): FormNode {
  const { label } = texts;
  const name = freshName(schema, kind, taken);
  taken.add(name);
  const base = { id: name, label, span: 24, visibility: ['pc', 'app'] as ('pc' | 'app')[] };
  if (!isFieldKind(kind)) {
    if (kind === 'tab' || kind === 'collapse') return { ...base, jnpfKey: kind, props: {}, items: [{ title: '1', name: '1', children: [] }, { title: '2', name: '2', children: [] }] };
    if (kind === 'row' || kind === 'card') return { ...base, jnpfKey: kind, props: {}, children: [] };
    return { ...base, jnpfKey: kind, props: kind === 'button' ? { buttonText: label } : { content: label } };
  }
  const field = { ...base, vModel: name, showLabel: true, required: false, disabled: false, regList: [], props: defaultProps(kind, texts) };
  if (kind === 'table') return { ...field, jnpfKey: 'table', children: [], showSummary: false, summaryFields: [], addText: texts.add, maxRows: 200 } satisfies TableNode;
  return { ...field, jnpfKey: kind } as FieldNode;
}

function defaultProps(kind: FieldKind, texts: NodeTexts): FieldNode['props'] {
  switch (kind) {
    case 'select': case 'radio': case 'checkbox': case 'cascader':
      return { source: { dataType: 'static', options: [{ id: '1', fullName: texts.option(1) }, { id: '2', fullName: texts.option(2) }], propsValue: 'id', propsLabel: 'fullName' } };
    case 'numInput': return { precision: 0 };
    case 'money': return { precision: 2, showChinese: true };
    case 'uploadFz': case 'uploadImg': return { fileSize: 10, sizeUnit: 'MB', limit: 9, accept: kind === 'uploadImg' ? 'image/*' : '' };
    case 'calculate': return { expression: [] };
    case 'qrcode': return { dataType: 'static', staticText: '', colorDark: '#000000', colorLight: '#ffffff', size: 100 };
    case 'barcode': return { dataType: 'static', staticText: '', lineColor: '#000000', background: '#ffffff', width: 2, height: 100 };
    default: return {};
  }
}

/** Copies a node right after itself, every field inside with a new name. */
export function duplicateNode(schema: FormSchema, id: string): { schema: FormSchema; id: string | null } {
  const at = locate(schema, id);
  if (!at) return { schema, id: null };
  const taken = usedNames(schema);
  const rename = (n: FormNode): FormNode => {
    const copy = structuredClone(n) as FormNode;
    const name = freshName(schema, n.jnpfKey, taken);
    taken.add(name);
    copy.id = name;
    if ('vModel' in copy) copy.vModel = name;
    if ('children' in copy && copy.children) copy.children = (copy.children as FormNode[]).map(rename) as never;
    if (isLayoutNode(copy) && copy.items) copy.items = copy.items.map((item) => ({ ...item, children: item.children.map(rename) }));
    return copy;
  };
  const copy = rename(at.node);
  return { schema: editList(schema, at.key, (list) => list.splice(at.index + 1, 0, copy)), id: copy.id };
}

/** Main-form fields with a stored value: what the list config may show, search and sort by. */
export const storedFields = (schema: FormSchema) =>
  collectFields(schema.fields).filter((f) => !isTableNode(f) && FIELD_KINDS[f.jnpfKey].stored.type !== 'none');
