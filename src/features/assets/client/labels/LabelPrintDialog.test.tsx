import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { LabelPrintDialog } from './LabelPrintDialog';
import type { LabelItem } from './LabelSheet';
import type * as printSheet from '@/components/print/print-frame';
import { printHtml } from '@/components/print/print-frame';

vi.mock('@/components/print/print-frame', async (original) => ({ ...(await original<typeof printSheet>()), printHtml: vi.fn(async () => undefined) }));

beforeAll(() => setupTestI18n());
beforeEach(() => {
  localStorage.clear();
  vi.mocked(printHtml).mockClear();
});
afterEach(cleanup);

const ITEMS: LabelItem[] = [
  { id: 'a1', itemName: '联想笔记本电脑 ThinkPad X1', assetCode: 'ZC202611210001', nowEntName: '轻办科技' },
  { id: 'a2', itemName: '办公椅', assetCode: 'ZC202611210002', nowEntName: '市场部' },
  { id: 'a3', itemName: '投影仪', assetCode: 'ZC202611210003', nowEntName: null },
];

const open = (items = ITEMS, onClose = vi.fn()) => {
  render(<MantineProvider><LabelPrintDialog opened onClose={onClose} items={items} /></MantineProvider>);
  return { onClose };
};

describe('LabelPrintDialog', () => {
  it('previews one label per item with name, code, unit, a code128 barcode and a QR code of the asset code', async () => {
    open();
    const sheet = await screen.findByRole('region', { name: '标签预览' });
    const labels = within(sheet).getAllByRole('region');
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(ITEMS.map((i) => i.assetCode));
    for (const [i, item] of ITEMS.entries()) {
      const label = within(labels[i]!);
      expect(label.getByText(`名称：${item.itemName}`)).toBeTruthy();
      expect(label.getByText(`编码：${item.assetCode}`)).toBeTruthy();
      expect(label.getByText(`单位：${item.nowEntName ?? '—'}`)).toBeTruthy();
      expect(label.getByRole('img', { name: `条形码 ${item.assetCode}` }).querySelectorAll('rect').length).toBeGreaterThan(20);
      expect(label.getByRole('img', { name: `二维码 ${item.assetCode}` }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
    expect(screen.getByText('共 3 张标签')).toBeTruthy();
    expect(screen.getByText('纸张：A4')).toBeTruthy();
  });

  it('lays out 3 labels a row by default, 2 when chosen, and remembers the choice', async () => {
    open();
    const sheet = (await screen.findByRole('region', { name: '标签预览' })).firstElementChild!;
    expect(sheet.getAttribute('data-cols')).toBe('3');
    fireEvent.click(screen.getByRole('radio', { name: '2 列' }));
    expect(sheet.getAttribute('data-cols')).toBe('2');
    cleanup();
    open();
    expect((await screen.findByRole('region', { name: '标签预览' })).firstElementChild!.getAttribute('data-cols')).toBe('2');
  });

  it('打印 prints only the sheet: a whole A4 document with the sheet styles and every label', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '打印' }));
    await waitFor(() => expect(printHtml).toHaveBeenCalledTimes(1));
    const html = vi.mocked(printHtml).mock.calls[0]![0];
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>资产标签</title>');
    expect(html).toContain('@page { size: A4 portrait; margin: 10mm; }');
    expect(html).toContain('class="qb-label-sheet"');
    for (const item of ITEMS) {
      expect(html).toContain(`data-asset-code="${item.assetCode}"`);
      expect(html).toContain(`data-barcode="${item.assetCode}"`);
      expect(html).toContain(`data-qr="${item.assetCode}"`);
    }
    // nothing of the dialog itself
    expect(html).not.toContain('每行标签数');
    expect(html).not.toContain('打印资产标签');
  });

  it('with nothing chosen it says so and cannot print; 取消 closes', async () => {
    const { onClose } = open([]);
    expect(await screen.findByText('请先在列表中勾选要打印的资产')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '标签预览' })).toBeNull();
    const printButton = screen.getByRole('button', { name: '打印' });
    expect(printButton.hasAttribute('disabled')).toBe(true);
    fireEvent.click(printButton);
    expect(printHtml).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
