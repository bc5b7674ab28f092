import { describe, expect, it } from 'vitest';
import { screenWidget } from '@/features/datascreen/contract';
import { mergeWidgetData, refreshGroups } from './widget-data';

describe('data screen widget data', () => {
  const rows = [{ n: 1 }];
  it('takes fresh rows, keeps the last rows through a refused or failed refresh', () => {
    let d = mergeWidgetData({}, ['a', 'b'], { data: { a: { ok: true, rows, truncated: false }, b: { ok: false, msg: '拒绝' } }, fetchedAt: 5 }, '失败');
    expect(d).toEqual({ a: { rows, fetchedAt: 5, error: null }, b: { rows: null, fetchedAt: null, error: '拒绝' } });
    d = mergeWidgetData(d, ['a'], null, '失败');
    expect(d.a).toEqual({ rows, fetchedAt: 5, error: '失败' });
    d = mergeWidgetData(d, ['a'], { data: { a: { ok: true, rows: [], truncated: false } }, fetchedAt: 9 }, '失败');
    expect(d.a).toEqual({ rows: [], fetchedAt: 9, error: null });
    expect(d.b!.error).toBe('拒绝');
  });

  it('refreshes the widgets of one period in one request; text and never-refreshed widgets are left out', () => {
    const card = (id: string, refreshSeconds: number) => screenWidget.parse({
      id, type: 'card', x: 0, y: 0, w: 100, h: 100, refreshSeconds,
      options: { interfaceId: 'i1', chart: { id, type: 'card', title: '', categoryField: null, valueFields: ['n'], aggregate: 'sum', format: 'integer' } },
    });
    const text = screenWidget.parse({ id: 't', type: 'text', x: 0, y: 0, w: 100, h: 100, refreshSeconds: 1, options: { text: '标题' } });
    expect([...refreshGroups([card('a', 1), card('b', 30), card('c', 1), card('d', 0), text])]).toEqual([[1, ['a', 'c']], [30, ['b']]]);
  });
});
