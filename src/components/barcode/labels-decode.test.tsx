import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '@/components/scanner/decoder';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { Barcode } from './Barcode';
import { QrCode } from './QrCode';
import { rasteriseSvg } from './testing/rasterise';
import { loadZXingFromNodeModules } from './testing/zxing-node';

/**
 * "Labels render a barcode and a QR that decode back to the asset code" (issue #6): the svg each
 * component draws is rasterised and read by zxing-cpp — the same decodeImage the camera fallback
 * uses — with the reader's wasm loaded from node_modules (never a CDN).
 */
beforeAll(async () => {
  await setupTestI18n();
  await loadZXingFromNodeModules();
}, 60_000);
afterEach(cleanup);

const svgOf = (container: HTMLElement) => {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('nothing drawn');
  return svg;
};

const CODES = ['ZC202611210001', 'ZC202612319999', 'A1b2C3d4'];

describe('Barcode and QrCode decode back to the asset code', () => {
  it.each(CODES)('code128 barcode of %s', async (code) => {
    const { container } = render(<MantineProvider><Barcode value={code} /></MantineProvider>);
    const found = await decodeImage(rasteriseSvg(svgOf(container)), ['code_128']);
    expect(found).toEqual([{ text: code, format: 'code_128' }]);
  });

  it.each(CODES)('QR code of %s (100 px, level M; 40 px, level L)', async (code) => {
    for (const size of [100, 40]) {
      cleanup();
      const { container } = render(<MantineProvider><QrCode value={code} size={size} /></MantineProvider>);
      const svg = svgOf(container);
      expect(svg.getAttribute('data-qr-level')).toBe(size === 40 ? 'L' : 'M');
      const found = await decodeImage(rasteriseSvg(svg, 4), ['qr_code']);
      expect(found).toEqual([{ text: code, format: 'qr_code' }]);
    }
  });

  it('a picture holding both codes yields both, and a blank one none', async () => {
    const { container } = render(<MantineProvider><Barcode value="ZC202611210001" /><QrCode value="ZC202611210002" /></MantineProvider>);
    const [bar, qr] = [...container.querySelectorAll('svg')].map((s, i) => rasteriseSvg(s, i === 0 ? 1 : 4, 20));
    const width = bar!.width + qr!.width;
    const height = Math.max(bar!.height, qr!.height);
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    for (const [img, x0] of [[bar!, 0], [qr!, bar!.width]] as const) {
      for (let y = 0; y < img.height; y++) data.set(img.data.subarray(y * img.width * 4, (y + 1) * img.width * 4), (y * width + x0) * 4);
    }
    const found = await decodeImage({ data, width, height });
    expect(found.map((f) => `${f.format}:${f.text}`).sort()).toEqual(['code_128:ZC202611210001', 'qr_code:ZC202611210002']);
    expect(await decodeImage({ data: new Uint8ClampedArray(200 * 100 * 4).fill(255), width: 200, height: 100 })).toEqual([]);
  });
});
