import { describe, expect, it } from 'vitest';
import { labelCell, printTemplateDoc, type PrintTemplateDocInput } from '@/features/print/contract';
import { layoutSheets } from './sheets';

// A4 with 10 mm margins and an 8 mm footer: a body 190 × 269 mm; 3 × 8 labels with 2 mm gaps are 62 × 31.875 mm.
const labels = (grid: Partial<NonNullable<PrintTemplateDocInput['labels']>> = {}) => printTemplateDoc.parse({
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 10, right: 10, bottom: 10, left: 10 } },
  header: { height: 0, elements: [] },
  labels: { columns: 3, rows: 8, gapX: 2, gapY: 2, ...grid },
  body: { elements: [
    { id: 'name', type: 'field', x: 1, y: 1, w: 40, h: 6, field: 'itemName', label: '名称' },
    { id: 'qr', type: 'qrcode', x: 42, y: 2, w: 18, h: 18, field: 'assetCode' },
  ] },
  footer: { height: 8, elements: [{ id: 'no', type: 'text', x: 0, y: 0, w: 190, h: 6, text: '第 {page} 页 / 共 {pages} 页' }] },
});
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${i + 1}`, itemName: `物品${i + 1}`, assetCode: `ZC${String(i + 1).padStart(4, '0')}` }));

describe('layoutSheets: label grids', () => {
  it('cuts the body into columns × rows labels with the gaps between them', () => {
    expect(labelCell(labels())).toEqual({ width: 62, height: 31.875 });
  });

  it.each([[0, 0], [1, 1], [24, 1], [25, 2], [48, 2], [50, 3]])('%i records fill %i sheets of 24 labels', (n, pages) => {
    const sheets = layoutSheets(labels(), items(n));
    expect(sheets).toHaveLength(pages);
    expect(sheets.map((s) => [s.number, s.pages])).toEqual(Array.from({ length: pages }, (_, i) => [i + 1, pages]));
    expect(sheets.flatMap((s) => s.parts.map((p) => p.record.assetCode))).toEqual(items(n).map((r) => r.assetCode));
  });

  it('fills each label with one record, row by row, every label holding the designed elements', () => {
    const [first, second] = layoutSheets(labels(), items(26));
    expect(first!.parts).toHaveLength(24);
    expect(first!.parts.slice(0, 5).map((p) => [p.index, p.x, p.y])).toEqual([[0, 0, 0], [1, 64, 0], [2, 128, 0], [3, 0, 33.875], [4, 64, 33.875]]);
    expect(first!.parts[23]).toMatchObject({ index: 23, x: 128, y: 7 * 33.875, record: { itemName: '物品24' } });
    expect(second!.parts.map((p) => [p.index, p.x, p.y, p.record.itemName])).toEqual([[24, 0, 0, '物品25'], [25, 64, 0, '物品26']]);
    for (const part of [...first!.parts, ...second!.parts]) {
      expect(part.body.map((b) => (b.kind === 'element' ? [b.element.id, b.y] : null))).toEqual([['name', 1], ['qr', 2]]);
    }
  });

  it('a one-column grid without gaps gives one label a row', () => {
    const sheets = layoutSheets(labels({ columns: 1, rows: 2, gapX: 0, gapY: 0 }), items(3));
    expect(sheets.map((s) => s.parts.map((p) => [p.x, p.y]))).toEqual([[[0, 0], [0, 134.5]], [[0, 0]]]);
  });

  it('a document template still gives each record its own pages, numbered within the record', () => {
    const doc = printTemplateDoc.parse({ ...labels(), labels: null });
    const sheets = layoutSheets(doc, items(3));
    expect(sheets.map((s) => [s.number, s.pages, s.parts.length, s.parts[0]!.record.itemName])).toEqual([[1, 1, 1, '物品1'], [1, 1, 1, '物品2'], [1, 1, 1, '物品3']]);
  });
});
