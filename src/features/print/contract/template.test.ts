import { describe, expect, it } from 'vitest';
import { blankTemplate, bodyArea, labelCell, printTemplateDoc, TEMPLATE_MSG, type PrintTemplateDocInput } from './template';

const sheet = (over: Partial<PrintTemplateDocInput> = {}): PrintTemplateDocInput => ({
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 10, right: 10, bottom: 10, left: 10 } },
  header: { height: 0, elements: [] },
  footer: { height: 7, elements: [] },
  labels: { columns: 3, rows: 8, gapX: 2, gapY: 2 },
  body: { elements: [{ id: 'qr', type: 'qrcode', x: 40, y: 2, w: 20, h: 20, field: 'assetCode' }] },
  ...over,
});
const messages = (doc: PrintTemplateDocInput) => {
  const r = printTemplateDoc.safeParse(doc);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the template document: 每页标签', () => {
  it('a template stored before label grids parses as one document per record', () => {
    const { labels: _none, ...stored } = blankTemplate();
    const doc = printTemplateDoc.parse(JSON.parse(JSON.stringify(stored)));
    expect(doc.labels).toBeNull();
    expect(bodyArea(doc)).toEqual({ width: 180, height: 247 });
  });

  it('a grid takes default gaps and no outline; the body is then one label', () => {
    const doc = printTemplateDoc.parse(sheet({ labels: { columns: 2, rows: 5 } }));
    expect(doc.labels).toEqual({ columns: 2, rows: 5, gapX: 0, gapY: 0, border: false });
    expect(labelCell(doc)).toEqual({ width: 95, height: 54 });
    expect(bodyArea(doc)).toEqual(labelCell(doc));
  });

  it('refuses labels too small, a grid out of range, a table in a label and an element outside its label', () => {
    expect(messages(sheet())).toEqual([]);
    expect(messages(sheet({ labels: { columns: 20, rows: 50, gapX: 5, gapY: 5 } }))).toContain(TEMPLATE_MSG.labelNoRoom);
    expect(messages(sheet({ labels: { columns: 0, rows: 8 } }))).toContain(TEMPLATE_MSG.labelGrid);
    expect(messages(sheet({ labels: { columns: 2.5, rows: 8 } }))).toContain(TEMPLATE_MSG.labelGrid);
    const table = { id: 't', type: 'table' as const, x: 0, y: 0, w: 50, h: 10, field: 'rows', columns: [{ field: 'name', title: '名称', width: 50 }] };
    expect(messages(sheet({ body: { elements: [table] } }))).toContain(TEMPLATE_MSG.labelTable);
    // A label is 62 mm wide: an element reaching 70 mm lies outside it, though inside the page.
    expect(messages(sheet({ body: { elements: [{ id: 'wide', type: 'text', x: 0, y: 0, w: 70, h: 5, text: '名称' }] } }))).toEqual([`${TEMPLATE_MSG.outside}：body wide`]);
  });
});
