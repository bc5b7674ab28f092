import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { Barcode, isBarcodeText } from './Barcode';
import { QrCode } from './QrCode';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('Barcode', () => {
  it('draws code128 bars 4 wide and 40 high by default (SPEC §9), as an img named by its code', () => {
    const { container } = wrap(<Barcode value="ZC202611210001" displayValue={false} />);
    const svg = screen.getByRole('img', { name: '条形码 ZC202611210001' });
    const bars = [...container.querySelectorAll('g rect')];
    expect(bars.length).toBeGreaterThan(20);
    expect(Math.min(...bars.map((r) => Number(r.getAttribute('width'))))).toBe(4);
    expect(new Set(bars.map((r) => r.getAttribute('height')))).toEqual(new Set(['40']));
    expect(svg.getAttribute('height')).toBe('60px'); // 40 + margins of 10
  });

  it.each(['ZC-2026-0001', '资产0001', 'ZC 0001', 'ZC0001!', ''])('refuses the non-alphanumeric %j: draws nothing and says why (SPEC §5)', (value) => {
    const { container } = wrap(<Barcode value={value} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('条形码只能包含字母和数字')).toBeTruthy();
  });

  it('isBarcodeText accepts letters and digits only', () => {
    expect(['ZC202611210001', 'abc', '0'].every(isBarcodeText)).toBe(true);
    expect(['', 'a_b', 'ä', 'ＡＢ', '12.5'].some(isBarcodeText)).toBe(false);
  });

  it('stretch leaves the size to CSS and lets the bars stretch; a new value redraws', () => {
    const { container, rerender } = wrap(<Barcode value="ZC1" stretch displayValue={false} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBeNull();
    expect(svg.getAttribute('preserveAspectRatio')).toBe('none');
    const before = svg.innerHTML;
    rerender(<MantineProvider><Barcode value="ZC2" stretch displayValue={false} /></MantineProvider>);
    expect(container.querySelector('svg')!.innerHTML).not.toBe(before);
    expect(screen.getByRole('img', { name: '条形码 ZC2' })).toBeTruthy();
  });

  it('a format that refuses the value shows the empty state too', () => {
    const { container } = wrap(<Barcode value="ABC" format="EAN13" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('条形码只能包含字母和数字')).toBeTruthy();
  });
});

describe('QrCode', () => {
  it('is 100 px with level M by default, 40 px with level L, named by its code', () => {
    wrap(<><QrCode value="ZC202611210001" /><QrCode value="ZC202611210002" size={40} /></>);
    const big = screen.getByRole('img', { name: '二维码 ZC202611210001' });
    const small = screen.getByRole('img', { name: '二维码 ZC202611210002' });
    expect([big.getAttribute('width'), big.getAttribute('data-qr-level')]).toEqual(['100', 'M']);
    expect([small.getAttribute('width'), small.getAttribute('data-qr-level')]).toEqual(['40', 'L']);
    // version 1 (21 modules) plus a quiet zone of 4 on each side
    expect(small.getAttribute('viewBox')).toBe('0 0 29 29');
  });

  it('shows the empty state for empty text', () => {
    const { container } = wrap(<QrCode value="" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('没有可生成二维码的内容')).toBeTruthy();
  });
});
