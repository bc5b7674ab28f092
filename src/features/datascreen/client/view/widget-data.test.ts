import { describe, expect, it } from 'vitest';
import { mergeWidgetData } from './widget-data';

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
});
