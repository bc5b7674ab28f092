import { describe, expect, it } from 'vitest';
import { reportParam, tableLayout } from './definition';
import { checkRunValues, computeTable } from './run';

const params = [
  reportParam.parse({ name: 'keyword', label: '关键词' }),
  reportParam.parse({ name: 'minPrice', label: '最低价格', type: 'number', required: true }),
  reportParam.parse({ name: 'day', label: '日期', type: 'date', defaultValue: '2026-01-31' }),
  reportParam.parse({ name: 'status', label: '物品状态', type: 'select', dictionary: 'itemStatus' }),
];
const options = (d: string) => (d === 'itemStatus' ? new Set(['1', '2']) : undefined);

describe('checkRunValues', () => {
  it('types the values, fills defaults, and keeps a text value as it is (binding makes it harmless)', () => {
    expect(checkRunValues(params, { keyword: "'; drop table base_user; --", minPrice: '1,000'.replace(',', ''), status: '2' }, options)).toEqual({
      ok: true, values: { keyword: "'; drop table base_user; --", minPrice: 1000, day: '2026-01-31', status: '2' },
    });
  });

  it('refuses unknown names, wrong types, impossible dates, missing required values and options not in the dictionary', () => {
    expect(checkRunValues(params, { minPrice: 1, extra: 1 })).toEqual({ ok: false, msg: '参数extra不存在' });
    expect(checkRunValues(params, { minPrice: '1 or 1=1' })).toEqual({ ok: false, msg: '最低价格应为数字' });
    expect(checkRunValues(params, { minPrice: {} })).toEqual({ ok: false, msg: '最低价格应为数字' });
    expect(checkRunValues(params, {})).toEqual({ ok: false, msg: '请填写最低价格' });
    expect(checkRunValues(params, { minPrice: 1, day: '2026-02-30' })).toEqual({ ok: false, msg: '日期应为日期（YYYY-MM-DD）' });
    expect(checkRunValues(params, { minPrice: 1, status: '9' }, options)).toEqual({ ok: false, msg: '物品状态的选项不存在' });
    expect(checkRunValues(params, { minPrice: 1, keyword: 'x'.repeat(201) })).toEqual({ ok: false, msg: '关键词应为文本且不超过200个字符' });
  });
});

describe('computeTable', () => {
  const layout = tableLayout.parse({
    groupBy: 'unit', subtotal: true, total: true,
    columns: [{ field: 'unit' }, { field: 'dept', summary: 'count' }, { field: 'n', summary: 'sum' }, { field: 'value', summary: 'avg' }],
  });
  const rows = [
    { unit: '华东', dept: '仓储', n: 2, value: '100.10' },
    { unit: '华南', dept: '行政', n: '3', value: 50 },
    { unit: '华东', dept: null, n: 1, value: '0.20' },
    { unit: null, dept: '工程', n: 4, value: null },
  ];

  it('orders rows group by group in first-seen order, with a subtotal per group and the total over all', () => {
    const out = computeTable(rows, layout);
    expect(out.rows.map((r) => r.unit)).toEqual(['华东', '华东', '华南', null]);
    expect(out.groups.map((g) => [g.key, g.from, g.to])).toEqual([['华东', 0, 2], ['华南', 2, 3], ['', 3, 4]]);
    expect(out.groups[0]!.subtotal).toEqual({ unit: null, dept: 1, n: 3, value: 50.15 });
    expect(out.groups[2]!.subtotal).toEqual({ unit: null, dept: 1, n: 4, value: null });
    expect(out.total).toEqual({ unit: null, dept: 3, n: 10, value: 50.1 });
  });

  it('without grouping keeps the rows; without 合计 answers none', () => {
    const flat = computeTable(rows, { ...layout, groupBy: null, subtotal: false, total: false });
    expect(flat).toEqual({ rows, groups: [], total: null });
  });
});
