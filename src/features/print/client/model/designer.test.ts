import { describe, expect, it } from 'vitest';
import { blankTemplate, printTemplateDoc, type PrintField } from '@/features/print/contract';
import { addableTypes, addElement, bandSize, bindField, defaultLabelGrid, findElement, labelTooSmall, moveElement, removeElement, resizeElement, setLabelGrid, updateElement } from './designer';

const fields: PrintField[] = [
  { field: 'applEntName', label: '申购单位', kind: 'text' },
  { field: 'creatorTime', label: '登记时间', kind: 'date' },
  { field: 'dtlList', label: '物品明细', kind: 'list', children: [{ field: 'itemName', label: '物品名称', kind: 'text' }, { field: 'itemNum', label: '计划数量', kind: 'number' }] },
];

describe('designer model', () => {
  it('adds elements with free ids, bound to a suitable field, and the result passes the contract', () => {
    let doc = blankTemplate();
    const a = addElement(doc, 'body', 'field', fields);
    const b = addElement(a.doc, 'body', 'field', fields);
    const c = addElement(b.doc, 'body', 'table', fields);
    doc = c.doc;
    expect([a.id, b.id, c.id]).toEqual(['field1', 'field2', 'table1']);
    expect(findElement(doc, 'field1')).toMatchObject({ band: 'body', element: { field: 'applEntName', label: '申购单位' } });
    expect(findElement(doc, 'table1')!.element).toMatchObject({ field: 'dtlList', columns: [{ field: 'itemName', title: '物品名称', width: 60 }, { field: 'itemNum', title: '计划数量', width: 60 }] });
    expect(printTemplateDoc.safeParse(doc).success).toBe(true);
    expect(findElement(addElement(doc, 'header', 'text').doc, 'text1')!.band).toBe('header');
  });

  it('moves and resizes inside the band only', () => {
    const added = addElement(blankTemplate(), 'body', 'qrcode', fields);
    const id = added.id;
    let doc = added.doc;
    const body = bandSize(doc, 'body');
    expect(body).toEqual({ width: 180, height: 247 });
    doc = moveElement(doc, id, 12.34, 30);
    expect(findElement(doc, id)!.element).toMatchObject({ x: 12.3, y: 30 });
    doc = moveElement(doc, id, 500, -100);
    expect(findElement(doc, id)!.element).toMatchObject({ x: 160, y: 0 });
    doc = resizeElement(doc, id, 50, 0);
    expect(findElement(doc, id)!.element).toMatchObject({ w: 20, h: 1 });
    doc = moveElement(doc, id, -160, 0);
    doc = resizeElement(doc, id, 50, 400);
    expect(findElement(doc, id)!.element).toMatchObject({ w: 50, h: 247 });
    expect(printTemplateDoc.safeParse(doc).success).toBe(true);
  });

  it('binds fields by kind: a table to a list (its columns follow), a value element to a value', () => {
    let doc = addElement(blankTemplate(), 'body', 'table').doc;
    doc = bindField(doc, 'table1', 'applEntName', fields);
    expect(findElement(doc, 'table1')!.element).toMatchObject({ field: 'rows' });
    doc = bindField(doc, 'table1', 'dtlList', fields);
    expect(findElement(doc, 'table1')!.element).toMatchObject({ field: 'dtlList', columns: [{ field: 'itemName' }, { field: 'itemNum' }] });
    doc = addElement(doc, 'body', 'barcode').doc;
    doc = bindField(doc, 'barcode1', 'dtlList', fields);
    expect(findElement(doc, 'barcode1')!.element).not.toHaveProperty('field');
    doc = bindField(doc, 'barcode1', 'applEntName', fields);
    expect(findElement(doc, 'barcode1')!.element).toMatchObject({ field: 'applEntName' });
  });

  it('updates through the element schema and removes', () => {
    let doc = addElement(blankTemplate(), 'footer', 'text').doc;
    doc = updateElement(doc, 'text1', { text: '第 {page} 页', fontSize: 12 });
    expect(findElement(doc, 'text1')!.element).toMatchObject({ text: '第 {page} 页', fontSize: 12 });
    doc = updateElement(doc, 'text1', { fontSize: 500 });
    expect(findElement(doc, 'text1')!.element).toMatchObject({ fontSize: 12 });
    doc = removeElement(doc, 'text1');
    expect(findElement(doc, 'text1')).toBeNull();
  });

  it('switches to a grid of labels: the body becomes one label, its elements fitted in, and back', () => {
    let doc = addElement(blankTemplate(), 'body', 'barcode', fields).doc;
    doc = moveElement(doc, 'barcode1', 100, 200);
    doc = resizeElement(doc, 'barcode1', 80, 30);
    expect(findElement(doc, 'barcode1')!.element).toMatchObject({ x: 100, y: 200, w: 80, h: 30 });
    const grid = defaultLabelGrid(doc);
    expect(grid).toEqual({ columns: 3, rows: 8, gapX: 2, gapY: 2, border: true });
    doc = setLabelGrid(doc, grid);
    // A4 less 15 mm margins, a 10 mm header and footer: 180 × 247 mm shared by 3 × 8 labels with 2 mm gaps.
    expect(bandSize(doc, 'body')).toEqual({ width: 58.666666666666664, height: 29.125 });
    expect(bandSize(doc, 'footer')).toEqual({ width: 180, height: 10 });
    expect(findElement(doc, 'barcode1')!.element).toMatchObject({ x: 0, y: 0, w: 58.6, h: 29.1 });
    expect(printTemplateDoc.safeParse(doc).success).toBe(true);
    // Moving and resizing keep to the label now.
    doc = resizeElement(doc, 'barcode1', 40, 20);
    expect(findElement(moveElement(doc, 'barcode1', 50, 50), 'barcode1')!.element).toMatchObject({ x: 18.6, y: 9.1 });
    expect(addableTypes(doc, 'body')).not.toContain('table');
    expect(addableTypes(doc, 'footer')).toContain('table');
    doc = setLabelGrid(doc, null);
    expect(doc.labels).toBeNull();
    expect(bandSize(doc, 'body')).toEqual({ width: 180, height: 247 });
    expect(addableTypes(doc, 'body')).toContain('table');
  });

  it('changes nothing for a grid the contract refuses, and keeps labels too small without crushing the elements', () => {
    const doc = setLabelGrid(addElement(blankTemplate(), 'body', 'qrcode').doc, { columns: 2, rows: 4, gapX: 0, gapY: 0, border: false });
    expect(setLabelGrid(doc, { columns: 0, rows: 4, gapX: 0, gapY: 0, border: false })).toBe(doc);
    const tiny = setLabelGrid(doc, { columns: 20, rows: 50, gapX: 4, gapY: 4, border: false });
    expect(labelTooSmall(tiny)).toBe(true);
    expect(tiny.body.elements).toEqual(doc.body.elements);
    expect(printTemplateDoc.safeParse(tiny).success).toBe(false);
    expect(setLabelGrid(doc, { columns: 2, rows: 5, gapX: 0, gapY: 0, border: false }).labels).toMatchObject({ rows: 5 });
    // A label paper too small for 3 × 8 gets one label a page.
    const small = { ...blankTemplate(), paper: { size: 'custom' as const, width: 70, height: 40, margin: { top: 2, right: 2, bottom: 2, left: 2 } }, footer: { height: 0, elements: [] } };
    expect(defaultLabelGrid(small)).toMatchObject({ columns: 1, rows: 1 });
  });
});
