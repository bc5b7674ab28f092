import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rasteriseSvg } from '@/components/barcode/testing/rasterise';
import { loadZXingFromNodeModules } from '@/components/barcode/testing/zxing-node';
import { decodeImage } from '@/components/scanner/decoder';
import { printTemplateDoc } from '@/features/print/contract';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { PrintPages } from './PrintPages';

beforeAll(async () => {
  await setupTestI18n();
  await loadZXingFromNodeModules();
}, 60_000);
afterEach(cleanup);

const ITEMS = [
  { itemName: '联想笔记本电脑', assetCode: 'ZC202611210001' },
  { itemName: '激光打印机', assetCode: 'ZC202611219999' },
];
// A sheet of 3 × 8 labels, each with a code128 barcode and a QR code of the asset code.
const sheet = printTemplateDoc.parse({
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 10, right: 10, bottom: 10, left: 10 } },
  header: { height: 0, elements: [] },
  footer: { height: 0, elements: [] },
  labels: { columns: 3, rows: 8, gapX: 2, gapY: 2 },
  body: { elements: [
    { id: 'qr', type: 'qrcode', x: 40, y: 1, w: 20, h: 20, field: 'assetCode' },
    { id: 'bar', type: 'barcode', x: 1, y: 22, w: 58, h: 9, field: 'assetCode', showText: false },
  ] },
});

describe('the printed labels decode back to their asset codes', () => {
  it('each label\'s barcode (code128) and QR code read as its asset code', async () => {
    const { container } = render(<MantineProvider><PrintPages doc={sheet} fields={[]} records={ITEMS} /></MantineProvider>);
    for (const [i, item] of ITEMS.entries()) {
      const label = within(container.querySelector<HTMLElement>(`[data-label="${i + 1}"]`)!);
      const bar = label.getByRole('img', { name: `条形码 ${item.assetCode}` }) as unknown as SVGSVGElement;
      const qr = label.getByRole('img', { name: `二维码 ${item.assetCode}` }) as unknown as SVGSVGElement;
      expect(await decodeImage(rasteriseSvg(bar, 1, 8), ['code_128'])).toEqual([{ text: item.assetCode, format: 'code_128' }]);
      expect(await decodeImage(rasteriseSvg(qr, 4, 8), ['qr_code'])).toEqual([{ text: item.assetCode, format: 'qr_code' }]);
    }
    expect(screen.queryAllByRole('img')).toHaveLength(4);
  });
});
