import { describe, expect, it } from 'vitest';
import { checkFormSchema, collectFields, emptyFormSchema, isTableNode, type FormSchema, type TableNode } from '@/features/visualdev/contract';
import { addAt, applyDrop } from './drop';
import { historyReducer, HISTORY_LIMIT } from '@/lib/use-history';
import { makeLargeSchema } from './large-schema';
import { duplicateNode, locate, moveBy, removeNode, ROOT } from './tree-ops';

const texts = { label: 'F', option: (n: number) => `O${n}`, add: 'Add' };
const names = (s: FormSchema) => collectFields(s.fields).map((f) => f.vModel);
function build(...kinds: ('comInput' | 'numInput' | 'table' | 'row')[]): FormSchema {
  let s = emptyFormSchema();
  for (const k of kinds) s = addAt(s, k, ROOT, s.fields.length, texts).schema;
  return s;
}

describe('designer tree operations', () => {
  it('names new fields uniquely per kind from 101', () => {
    expect(names(build('comInput', 'comInput', 'numInput'))).toEqual(['comInput101', 'comInput102', 'numInput101']);
  });

  it('moves, copies and removes, leaving untouched nodes the same objects', () => {
    const s = build('comInput', 'numInput', 'comInput');
    const moved = moveBy(s, 'comInput101', 1);
    expect(names(moved)).toEqual(['numInput101', 'comInput101', 'comInput102']);
    expect(moved.fields[2]).toBe(s.fields[2]);
    expect(moveBy(s, 'comInput101', -1)).toEqual(s);
    const copied = duplicateNode(s, 'numInput101');
    expect(names(copied.schema)).toEqual(['comInput101', 'numInput101', 'numInput102', 'comInput102']);
    expect(copied.id).toBe('numInput102');
    expect(names(removeNode(s, 'numInput101'))).toEqual(['comInput101', 'comInput102']);
  });

  it('lets a sub-table take only sub-table kinds, and a container not go into itself', () => {
    const s = build('table', 'row');
    expect(addAt(s, 'editor', 'table101', 0, texts).id).toBeNull();
    expect(addAt(s, 'row', 'table101', 0, texts).id).toBeNull();
    const ok = addAt(s, 'comInput', 'table101', 0, texts);
    expect((ok.schema.fields[0] as TableNode).children.map((c) => c.vModel)).toEqual(['comInput101']);
    expect(applyDrop(s, 'row101', 'zone:row101', () => texts).id).toBeNull();
    const into = applyDrop(s, 'table101', 'zone:row101', () => texts);
    expect(locate(into.schema, 'table101')?.key).toBe('row101');
  });

  it('drops a palette kind before the node it lands on, and a node moved down lands after it', () => {
    const s = build('comInput', 'numInput');
    expect(names(applyDrop(s, 'palette:textarea', 'numInput101', () => texts).schema)).toEqual(['comInput101', 'textarea101', 'numInput101']);
    expect(names(applyDrop(s, 'comInput101', 'numInput101', () => texts).schema)).toEqual(['numInput101', 'comInput101']);
    expect(names(applyDrop(s, 'numInput101', 'comInput101', () => texts).schema)).toEqual(['numInput101', 'comInput101']);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let h = { past: [] as number[], present: 0, future: [] as number[] };
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = historyReducer(h, { type: 'set', next: i });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(HISTORY_LIMIT + 9);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(HISTORY_LIMIT + 10);
  });

  it('makes a large valid schema for the bench', () => {
    const s = makeLargeSchema(200);
    expect(collectFields(s.fields)).toHaveLength(200);
    expect(new Set(names(s)).size).toBe(200);
    expect(checkFormSchema(s)).toEqual([]);
    expect(s.fields.some(isTableNode)).toBe(false);
  });
});
