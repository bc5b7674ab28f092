import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rasteriseSvg } from '@/components/barcode/testing/rasterise';
import { loadZXingFromNodeModules } from '@/components/barcode/testing/zxing-node';
import { decodeImage } from '@/components/scanner/decoder';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { type LabelItem, LabelSheet } from './LabelSheet';

beforeAll(async () => {
  await setupTestI18n();
  await loadZXingFromNodeModules();
}, 60_000);
afterEach(cleanup);

const ITEMS: LabelItem[] = [
  { id: '1', itemName: '联想笔记本电脑', assetCode: 'ZC202611210001', nowEntName: '轻办科技' },
  { id: '2', itemName: '激光打印机', assetCode: 'ZC202611219999', nowEntName: null },
];

describe('the printed labels decode back to their asset codes', () => {
  it.each([2, 3] as const)('%i a row: each label barcode (code128) and QR read as its asset code', async (columns) => {
    render(<MantineProvider><LabelSheet items={ITEMS} columns={columns} /></MantineProvider>);
    for (const item of ITEMS) {
      const label = within(screen.getByRole('region', { name: item.assetCode }));
      const bar = label.getByRole('img', { name: `条形码 ${item.assetCode}` }) as unknown as SVGSVGElement;
      const qr = label.getByRole('img', { name: `二维码 ${item.assetCode}` }) as unknown as SVGSVGElement;
      expect(await decodeImage(rasteriseSvg(bar, 1, 8), ['code_128'])).toEqual([{ text: item.assetCode, format: 'code_128' }]);
      expect(await decodeImage(rasteriseSvg(qr, 4, 8), ['qr_code'])).toEqual([{ text: item.assetCode, format: 'qr_code' }]);
    }
  });
});
