import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TruncatedText } from './TruncatedText';

const path = '轻办示范集团/华东分公司/资产管理部';

function withWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TruncatedText', () => {
  it('text that fits: no tooltip and no tab stop', () => {
    withWidths(120, 200);
    render(<MantineProvider><TruncatedText text={path} /></MantineProvider>);
    const text = screen.getByText(path);
    expect(text.getAttribute('data-truncated')).toBeNull();
    expect(text.getAttribute('tabindex')).toBeNull();
    fireEvent.focus(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('cut text: reachable by keyboard, and focus shows the full text in a tooltip', async () => {
    withWidths(260, 180);
    render(<MantineProvider><TruncatedText text={path} /></MantineProvider>);
    const text = screen.getByText(path);
    expect(text.getAttribute('data-truncated')).toBe('true');
    expect(text.getAttribute('tabindex')).toBe('0');
    act(() => text.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(path);
  });
});
