import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickerTestLifecycle, renderWithMantine as renderUi } from '@/components/pickers/shared/test-utils';
import { SIGNATURE_MAX_CHARS, SignaturePad } from './SignaturePad';

pickerTestLifecycle();
afterEach(() => vi.restoreAllMocks());

/** The 2D context's drawing calls (happy-dom draws nothing), and what toDataURL answers. */
let strokes: { x: number; y: number }[];
let png: string;
beforeEach(() => {
  strokes = [];
  png = 'data:image/png;base64,iVBORw0KGgo=';
  const ctx = { fillRect: vi.fn(), beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn((x: number, y: number) => strokes.push({ x, y })), stroke: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => png);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ left: 10, top: 20, width: 240, height: 90, right: 250, bottom: 110, x: 10, y: 20, toJSON: () => ({}) }));
});

const draw = (pad: HTMLElement, points: [number, number][]) => {
  const [first, ...rest] = points;
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: first![0], clientY: first![1] });
  for (const [x, y] of rest) fireEvent.pointerMove(pad, { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(pad, { pointerId: 1 });
};

describe('the signature pad', () => {
  it('is a labelled image with a hint; a stroke hands over the PNG, in the canvas’s own pixels however it is scaled', () => {
    const onChange = vi.fn();
    renderUi(<SignaturePad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: '签名板：用鼠标、触控笔或手指在此签名' });
    expect(pad.getAttribute('aria-describedby')).toBe(screen.getByText('在框内书写，可清除后重签').id);
    expect(pad.style.touchAction).toBe('none');
    expect(onChange).not.toHaveBeenCalled();
    // Shown at half its size: (130 - 10) on screen is 240 of its 480 pixels.
    draw(pad, [[70, 50], [130, 65]]);
    expect(strokes.at(-1)).toEqual({ x: 240, y: 90 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,iVBORw0KGgo=');
  });

  it('清除签名 wipes the drawing and hands over null; moving without pressing draws nothing', () => {
    const onChange = vi.fn();
    renderUi(<SignaturePad onChange={onChange} />);
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 40 });
    expect(strokes).toEqual([]);
    draw(pad, [[20, 30], [60, 70]]);
    fireEvent.click(screen.getByRole('button', { name: '清除签名' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a drawing over the contract’s 200 KB is refused: null, and the caller is told', () => {
    png = `data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_CHARS)}`;
    const onChange = vi.fn();
    const onTooLarge = vi.fn();
    renderUi(<SignaturePad onChange={onChange} onTooLarge={onTooLarge} />);
    draw(screen.getByTestId('signature-pad'), [[20, 30], [60, 70]]);
    expect(onTooLarge).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
