import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenDef, type ScreenDataResult } from '@/features/datascreen/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { screenApi } from '../screen-api';
import { ScreenView } from './ScreenView';

vi.mock('@/components/charts/echarts-loader', () => ({ loadEcharts: () => new Promise(() => undefined) }));

const card = (id: string, refreshSeconds: number, x: number) => ({
  id, type: 'card' as const, title: id, x, y: 0, w: 300, h: 200, refreshSeconds,
  options: { interfaceId: 'i', chart: { id: 'c', type: 'card' as const, valueFields: ['n'] } },
});
const SCREEN = screenDef.parse({
  widgets: [
    card('fast', 5, 0), card('slow', 0, 400),
    { id: 'title', type: 'text', title: '标题', x: 0, y: 300, w: 600, h: 80, options: { text: '运营大屏' } },
    { id: 'gone', type: 'text', title: '隐藏', x: 0, y: 400, w: 600, h: 80, hidden: true, options: { text: '看不见' } },
  ],
});

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const value = (id: string) => screen.getAllByTestId('screen-widget').find((w) => w.dataset.widgetId === id)!.querySelector('[data-testid="screen-card-value"]')?.textContent;

describe('ScreenView', () => {
  it('draws the visible widgets, fetches all data once, then refreshes each widget on its own timer, keeping the last data when a refresh fails', async () => {
    vi.useFakeTimers();
    let n = 1;
    let failNext = false;
    const calls: string[][] = [];
    vi.spyOn(screenApi, 'data').mockImplementation(async (_id, widgets) => {
      calls.push(widgets);
      if (failNext) throw new Error('down');
      const answer: ScreenDataResult = { data: Object.fromEntries(widgets.map((w) => [w, { ok: true as const, rows: [{ n: n }], truncated: false }])), fetchedAt: Date.now() };
      return answer;
    });
    render(<MantineProvider><ScreenView screen={SCREEN} screenId="s1" name="大屏" /></MantineProvider>);
    expect(screen.getByTestId('screen-canvas')).toBeTruthy();
    expect(screen.getAllByTestId('screen-widget').map((w) => w.dataset.widgetType)).toEqual(['card', 'card', 'text']);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(calls).toEqual([['fast', 'slow']]);
    expect(value('fast')).toBe('1');
    n = 2;
    await act(async () => { await vi.advanceTimersByTimeAsync(5000); });
    expect(calls.at(-1)).toEqual(['fast']);
    expect(value('fast')).toBe('2');
    expect(value('slow')).toBe('1');
    failNext = true;
    await act(async () => { await vi.advanceTimersByTimeAsync(5000); });
    expect(calls).toHaveLength(3);
    expect(value('fast')).toBe('2');
    const stale = screen.getAllByTestId('screen-widget').find((w) => w.dataset.widgetId === 'fast')!.querySelector('[role="status"]');
    expect(stale?.getAttribute('aria-label')).toMatch(/^刷新失败/);
  });
});
