import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import type { ActivitySource, OutboxActivity } from '@/sync/update-gate';
import { UpdateNotice } from './UpdateNotice';

function outbox(first: OutboxActivity) {
  let listener: ((a: OutboxActivity) => void) | null = null;
  const source: ActivitySource = (l) => {
    listener = l;
    l(first);
    return () => (listener = null);
  };
  return { source, emit: (a: OutboxActivity) => listener?.(a) };
}

const show = (source: ActivitySource) => {
  const apply = vi.fn();
  const dismiss = vi.fn();
  render(<MantineProvider><UpdateNotice apply={apply} dismiss={dismiss} activity={source} /></MantineProvider>);
  return { apply, dismiss, text: () => screen.getByTestId('update-prompt-text').textContent };
};

beforeAll(() => setupTestI18n());
afterEach(cleanup);

describe('the update prompt', () => {
  it('with nothing waiting, 更新 applies the new version at once', async () => {
    const { apply, text } = show(outbox({ pending: 0, pushing: false }).source);
    expect(text()).toBe('新版本已就绪，刷新后生效。');
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  });

  it('with writes pending it waits and says so, then applies once the outbox is idle', async () => {
    const o = outbox({ pending: 2, pushing: false });
    const { apply, text } = show(o.source);
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(text()).toBe('2 条更改尚未同步，同步完成后自动更新。'));
    o.emit({ pending: 0, pushing: true });
    await waitFor(() => expect(text()).toBe('正在同步更改，完成后自动更新。'));
    expect(apply).not.toHaveBeenCalled();
    o.emit({ pending: 0, pushing: false });
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  });

  it('稍后 while waiting calls the update off', async () => {
    const o = outbox({ pending: 1, pushing: false });
    const { apply, dismiss, text } = show(o.source);
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(text()).toContain('1 条更改尚未同步'));
    fireEvent.click(screen.getByRole('button', { name: '稍后' }));
    expect(dismiss).toHaveBeenCalledTimes(1);
    o.emit({ pending: 0, pushing: false });
    await new Promise((r) => setTimeout(r, 10));
    expect(apply).not.toHaveBeenCalled();
  });
});
