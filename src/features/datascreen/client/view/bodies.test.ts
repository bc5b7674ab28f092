import { describe, expect, it } from 'vitest';
import type { ScreenWidget } from '@/features/datascreen/contract';
import { newWidget } from '../design/editing';
import { clockText, forScreen, tableRowHeight } from './bodies';

describe('data screen widget bodies', () => {
  it('fits a table header and visible rows into its height', () => {
    const w: ScreenWidget = { ...newWidget([], 'table', '明细'), h: 440, border: 'line' };
    w.options = { ...w.options, rows: 8 };
    expect(tableRowHeight(w)).toBe(Math.floor((440 - 24 - 38) / 9));
    expect(tableRowHeight({ ...w, h: 20, title: '' })).toBe(14);
  });

  it('writes the clock in its format', () => {
    const d = new Date(2026, 0, 2, 3, 4, 5);
    expect(clockText(d, 'datetime')).toBe('2026-01-02 03:04:05');
    expect(clockText(d, 'date')).toBe('2026-01-02');
    expect(clockText(d, 'time')).toBe('03:04:05');
  });

  it('sizes chart text for a wall, on a transparent ground', () => {
    const o = forScreen({ xAxis: { type: 'category', axisLabel: { interval: 0 } }, yAxis: { type: 'value' }, series: [{ type: 'bar' }], legend: undefined });
    expect(o).toMatchObject({ backgroundColor: 'transparent', xAxis: { axisLabel: { interval: 0, fontSize: 16 } }, yAxis: { axisLabel: { fontSize: 16 } }, series: [{ type: 'bar', label: { fontSize: 16 } }] });
    expect(o.legend).toBeUndefined();
  });
});
