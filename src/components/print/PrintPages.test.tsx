import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { printTemplateDoc } from '@/features/print/contract';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { PrintPages, printCss } from './PrintPages';

const doc = printTemplateDoc.parse({
  paper: { size: 'custom', width: 100, height: 80, margin: { top: 5, right: 5, bottom: 5, left: 5 } },
  header: { height: 10, elements: [{ id: 'title', type: 'text', x: 0, y: 0, w: 90, h: 8, text: '资产计划' }] },
  body: { elements: [
    { id: 'ent', type: 'field', x: 0, y: 0, w: 90, h: 6, field: 'applEntName', label: '申购单位' },
    { id: 'rows', type: 'table', x: 0, y: 8, w: 90, h: 10, field: 'dtlList', rowHeight: 6, columns: [{ field: 'itemName', title: '物品名称', width: 60 }, { field: 'itemNum', title: '数量', width: 30 }] },
  ] },
  footer: { height: 10, elements: [{ id: 'no', type: 'text', x: 0, y: 0, w: 90, h: 8, text: '第 {page} 页 / 共 {pages} 页' }] },
});
beforeAll(() => setupTestI18n());
const record = { applEntName: '轻办示范集团', dtlList: Array.from({ length: 12 }, (_, i) => ({ itemName: `投影仪${i + 1}`, itemNum: i + 1 })) };

describe('PrintPages', () => {
  it('draws header and footer with its page number on every page, and the rows across pages under a repeated header', () => {
    const { container } = render(<PrintPages doc={doc} fields={[{ field: 'dtlList', label: '明细', kind: 'list' }]} records={[record]} />);
    const pages = [...container.querySelectorAll('section[data-page]')];
    // Body 50 mm: page 1 has 8 mm above, header and 6 rows; page 2 header and the other 6.
    expect(pages).toHaveLength(2);
    expect(screen.getAllByText('资产计划')).toHaveLength(2);
    expect(screen.getByText('第 1 页 / 共 2 页')).toBeTruthy();
    expect(screen.getByText('第 2 页 / 共 2 页')).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: '物品名称' })).toHaveLength(2);
    const names = pages.map((p) => [...p.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent));
    expect(names[0]).toEqual(['投影仪1', '投影仪2', '投影仪3', '投影仪4', '投影仪5', '投影仪6']);
    expect(names[1]![0]).toBe('投影仪7');
    expect(pages[0]!.textContent).toContain('申购单位：轻办示范集团');
  });

  it('numbers pages within each record when several print together', () => {
    const { container } = render(<PrintPages doc={doc} fields={[]} records={[{ dtlList: [] }, record]} />);
    expect([...container.querySelectorAll('section[data-page]')].map((s) => `${s.getAttribute('data-page')}/${s.getAttribute('data-pages')}`)).toEqual(['1/1', '1/2', '2/2']);
  });

  it('sizes the printed page to the paper', () => {
    expect(printCss(doc)).toContain('@page{size:100mm 80mm;margin:0}');
  });

  it('fills a sheet of labels, one record a label, the footer\'s page numbers counting the sheets', () => {
    const sheet = printTemplateDoc.parse({
      paper: { size: 'custom', width: 100, height: 80, margin: { top: 5, right: 5, bottom: 5, left: 5 } },
      header: { height: 0, elements: [] },
      labels: { columns: 2, rows: 2, gapX: 2, gapY: 2, border: true },
      body: { elements: [
        { id: 'name', type: 'field', x: 0, y: 0, w: 25, h: 6, field: 'itemName', label: '名称' },
        { id: 'qr', type: 'qrcode', x: 26, y: 0, w: 15, h: 15, field: 'assetCode' },
        { id: 'bar', type: 'barcode', x: 0, y: 16, w: 44, h: 10, field: 'assetCode', showText: false },
      ] },
      footer: { height: 10, elements: [{ id: 'no', type: 'text', x: 0, y: 0, w: 90, h: 8, text: '第 {page} 页 / 共 {pages} 页' }] },
    });
    const items = Array.from({ length: 5 }, (_, i) => ({ itemName: `办公椅${i + 1}`, assetCode: `ZC20261121000${i + 1}` }));
    const { container } = render(<PrintPages doc={sheet} fields={[]} records={items} />);
    const pages = [...container.querySelectorAll('section[data-page]')];
    expect(pages.map((p) => p.querySelectorAll('[data-label]').length)).toEqual([4, 1]);
    expect(within(pages[0] as HTMLElement).getByText('第 1 页 / 共 2 页')).toBeTruthy();
    expect(within(pages[1] as HTMLElement).getByText('第 2 页 / 共 2 页')).toBeTruthy();
    const labels = [...container.querySelectorAll<HTMLElement>('[data-label]')];
    // Labels of 44 × 29 mm, two a row, 2 mm apart, each with a dashed outline to cut by.
    expect(labels.slice(0, 4).map((l) => [l.style.left, l.style.top, l.style.width, l.style.height])).toEqual([
      ['0mm', '0mm', '44mm', '29mm'], ['46mm', '0mm', '44mm', '29mm'], ['0mm', '31mm', '44mm', '29mm'], ['46mm', '31mm', '44mm', '29mm'],
    ]);
    expect(labels[0]!.style.outline).toContain('dashed');
    for (const [i, item] of items.entries()) {
      const label = within(labels[i]!);
      expect(label.getByText(`名称：${item.itemName}`)).toBeTruthy();
      expect(label.getByRole('img', { name: `二维码 ${item.assetCode}` }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      expect(label.getByRole('img', { name: `条形码 ${item.assetCode}` }).querySelectorAll('rect').length).toBeGreaterThan(20);
    }
  });
});
