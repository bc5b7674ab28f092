import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ICONS } from '@/contract/icons';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { IconPicker } from './IconPicker';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

function Harness({ initial, onChange }: { initial: string | null; onChange(v: string | null): void }) {
  const [value, setValue] = useState(initial);
  return <IconPicker value={value} onChange={(v) => { setValue(v); onChange(v); }} label="图标" />;
}
const open = () => fireEvent.click(screen.getByTestId('icon-picker-button'));
const options = () => screen.queryAllByTestId(/^icon-picker-option-/).map((e) => e.getAttribute('data-testid')!.replace('icon-picker-option-', ''));

describe('IconPicker (the icon library for menus and the form designer)', () => {
  it('lists the whole library, drawn once the set has loaded, and narrows by Chinese words, English name or category', async () => {
    render(<MantineProvider><Harness initial={null} onChange={vi.fn()} /></MantineProvider>);
    expect(screen.getByTestId('icon-picker-button').textContent).toBe('选择图标');
    open();
    await waitFor(() => expect(options()).toHaveLength(ICONS.length));
    await waitFor(() => expect(screen.getByTestId('icon-picker-option-home').querySelector('svg')).toBeTruthy());
    fireEvent.change(screen.getByTestId('icon-picker-search'), { target: { value: '仓库' } });
    expect(options()).toEqual(['building-warehouse']);
    fireEvent.change(screen.getByTestId('icon-picker-search'), { target: { value: 'chart' } });
    expect(options()).toEqual(expect.arrayContaining(['chart-bar', 'chart-pie', 'chart-line']));
    expect(options().every((n) => n.includes('chart'))).toBe(true);
    fireEvent.change(screen.getByTestId('icon-picker-search'), { target: { value: '' } });
    fireEvent.click(screen.getByText('箭头'));
    expect(options()).toEqual(ICONS.filter((i) => i.category === 'arrows').map((i) => i.name));
    fireEvent.change(screen.getByTestId('icon-picker-search'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的图标')).toBeTruthy();
  });

  it('hands back the chosen name, shows it, and clears it', async () => {
    const onChange = vi.fn();
    render(<MantineProvider><Harness initial="tabler-settings" onChange={onChange} /></MantineProvider>);
    expect(screen.getByTestId('icon-picker-button').textContent).toBe('settings');
    open();
    expect((await screen.findByTestId('icon-picker-option-settings')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('icon-picker-search'), { target: { value: '仓库' } });
    fireEvent.click(screen.getByTestId('icon-picker-option-building-warehouse'));
    expect(onChange).toHaveBeenLastCalledWith('building-warehouse');
    await waitFor(() => expect(screen.getByTestId('icon-picker-button').textContent).toBe('building-warehouse'));
    fireEvent.click(screen.getByTestId('icon-picker-clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('icon-picker-button').textContent).toBe('选择图标');
  });
});
