import { describe, expect, it } from 'vitest';
import { printTemplateDoc, type PrintTemplateDocInput } from '@/features/print/contract';
import { bodyHeight, formatValue, paginate, withPageNumbers } from './paginate';

// A5 with 10 mm margins, 10 mm header and footer: a body 170 mm high.
const doc = (body: PrintTemplateDocInput['body']['elements']) => printTemplateDoc.parse({
  paper: { size: 'A5', width: 148, height: 210, margin: { top: 10, right: 10, bottom: 10, left: 10 } },
  header: { height: 10, elements: [{ id: 'h', type: 'text', x: 0, y: 0, w: 128, h: 8, text: '标题' }] },
  body: { elements: body },
  footer: { height: 10, elements: [{ id: 'f', type: 'text', x: 0, y: 0, w: 128, h: 8, text: '第 {page} 页 / 共 {pages} 页' }] },
});
const table = { id: 't', type: 'table' as const, x: 0, y: 20, w: 128, h: 20, field: 'rows', rowHeight: 10, columns: [{ field: 'name', title: '名称', width: 128 }] };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `物品${i + 1}` }));

describe('paginate', () => {
  it('keeps a short table on one page and pushes what lies below by its growth', () => {
    const d = doc([table, { id: 'below', type: 'text', x: 0, y: 45, w: 50, h: 5, text: '合计' }]);
    expect(bodyHeight(d)).toBe(170);
    const pages = paginate(d, { rows: rows(5) });
    expect(pages).toHaveLength(1);
    const [t, below] = pages[0]!.body;
    expect(t).toMatchObject({ kind: 'table', y: 20, first: 0 });
    expect(t!.kind === 'table' && t!.rows).toHaveLength(5);
    // The table is 60 mm tall (header + 5 rows) where 20 were designed: the text moves 40 mm down.
    expect(below).toMatchObject({ kind: 'element', y: 85 });
  });

  it('carries repeating rows over pages, each slice starting with the header again', () => {
    const pages = paginate(doc([table]), { rows: rows(40) });
    // Page 1: 20 mm above, header, then 14 rows (20 + 10 + 140 = 170); next pages: header + 16 rows.
    const slices = pages.map((p) => p.body[0]!).map((s) => (s.kind === 'table' ? [s.y, s.first, s.rows.length] : null));
    expect(slices).toEqual([[20, 0, 14], [0, 14, 16], [0, 30, 10]]);
    expect(pages.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('moves an element that would cross the page bottom to the next page, after a long table', () => {
    const pages = paginate(doc([table, { id: 'sign', type: 'text', x: 0, y: 45, w: 50, h: 20, text: '签字' }]), { rows: rows(14) });
    // The table ends at 170 on page 1; the text keeps its 5 mm gap and starts page 2.
    expect(pages).toHaveLength(2);
    expect(pages[1]!.body[0]).toMatchObject({ kind: 'element', y: 5 });
  });

  it('prints an empty list as its header row alone', () => {
    const [page] = paginate(doc([table]), {});
    expect(page!.body[0]).toMatchObject({ kind: 'table', rows: [] });
  });

  it('fills page numbers and formats values', () => {
    expect(withPageNumbers('第 {page} 页 / 共 {pages} 页', 2, 3)).toBe('第 2 页 / 共 3 页');
    expect(formatValue(new Date(2026, 10, 5, 12).getTime(), 'date')).toBe('2026-11-05');
    expect(formatValue(3, 'number')).toBe('3');
    expect(formatValue(null)).toBe('');
  });
});
