import { formatCell, toNumber, type Aggregate, type ChartDef, type Row } from '@/features/reports/contract';

/** A chart as ChartView draws it: a report's chart definition (a portal widget makes the same shape). */
export type ChartSpec = Pick<ChartDef, 'type' | 'title' | 'categoryField' | 'valueFields' | 'aggregate' | 'format' | 'max' | 'mapId'>;

/** Folds the values of `field` over rows: sum, average, count of filled values, or the first value. */
export function aggregateOf(rows: readonly Row[], field: string, aggregate: Aggregate): number | null {
  if (aggregate === 'count') return rows.filter((r) => r[field] !== null && r[field] !== undefined && r[field] !== '').length;
  const nums = rows.map((r) => toNumber(r[field])).filter((n): n is number => n !== null);
  if (nums.length === 0) return null;
  if (aggregate === 'first') return nums[0]!;
  const sum = Math.round(nums.reduce((a, n) => a + n, 0) * 1e6) / 1e6;
  return aggregate === 'sum' ? sum : Math.round((sum / nums.length) * 1e6) / 1e6;
}

/** Categories in the order they first appear, and per value field its folded value per category. */
export function foldByCategory(rows: readonly Row[], categoryField: string, valueFields: readonly string[], aggregate: Aggregate) {
  const order: string[] = [];
  const buckets = new Map<string, Row[]>();
  for (const r of rows) {
    const v = r[categoryField];
    const k = v === null || v === undefined ? '' : String(v);
    if (!buckets.has(k)) {
      buckets.set(k, []);
      order.push(k);
    }
    buckets.get(k)!.push(r);
  }
  return {
    categories: order,
    series: valueFields.map((field) => ({ field, values: order.map((k) => aggregateOf(buckets.get(k)!, field, aggregate) ?? 0) })),
  };
}

export interface OptionContext {
  /** A field's display name (a report column's title), for series names and legends. */
  label(field: string): string;
  /** The name a map's GeoJSON is registered under (ECharts registerMap). */
  mapName?: string;
}

/**
 * The ECharts option of a chart over rows (a plain object, so it is built and tested without ECharts).
 * Values are shown with the chart's number format (thousands separators, two decimals, 元, %).
 */
export function chartOption(chart: ChartSpec, rows: readonly Row[], ctx: OptionContext): Record<string, unknown> {
  const fmt = (v: unknown) => formatCell(v, chart.format);
  const value = chart.valueFields[0] ?? '';
  const base = { aria: { enabled: true }, animation: false, tooltip: { trigger: 'item', valueFormatter: fmt } };
  switch (chart.type) {
    case 'bar':
    case 'line': {
      const { categories, series } = foldByCategory(rows, chart.categoryField ?? '', chart.valueFields, chart.aggregate);
      return {
        ...base,
        tooltip: { trigger: 'axis', valueFormatter: fmt },
        legend: series.length > 1 ? { top: 0, type: 'scroll' } : undefined,
        grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
        yAxis: { type: 'value', axisLabel: { formatter: fmt } },
        series: series.map((s) => ({ type: chart.type, name: ctx.label(s.field), data: s.values, smooth: chart.type === 'line' })),
      };
    }
    case 'pie': {
      const { categories, series } = foldByCategory(rows, chart.categoryField ?? '', [value], chart.aggregate);
      return {
        ...base,
        legend: { type: 'scroll', bottom: 0 },
        series: [{ type: 'pie', name: ctx.label(value), radius: ['35%', '65%'], data: categories.map((name, i) => ({ name, value: series[0]!.values[i] })) }],
      };
    }
    case 'scatter':
      return {
        ...base,
        grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
        xAxis: { type: 'value', name: ctx.label(chart.categoryField ?? '') },
        yAxis: { type: 'value', name: ctx.label(value), axisLabel: { formatter: fmt } },
        series: [{
          type: 'scatter', name: ctx.label(value),
          data: rows.map((r) => [toNumber(r[chart.categoryField ?? '']), toNumber(r[value])]).filter(([x, y]) => x !== null && y !== null),
        }],
      };
    case 'gauge': {
      const v = aggregateOf(rows, value, chart.aggregate) ?? 0;
      return {
        ...base,
        series: [{ type: 'gauge', min: 0, max: chart.max ?? Math.max(100, Math.ceil(v * 1.2)), detail: { formatter: (n: number) => fmt(n), fontSize: 18 }, data: [{ value: v, name: ctx.label(value) }] }],
      };
    }
    case 'map': {
      const { categories, series } = foldByCategory(rows, chart.categoryField ?? '', [value], chart.aggregate);
      const values = series[0]!.values;
      return {
        ...base,
        visualMap: { min: 0, max: Math.max(1, ...values), left: 8, bottom: 8, calculable: true },
        series: [{ type: 'map', map: ctx.mapName ?? '', name: ctx.label(value), data: categories.map((name, i) => ({ name, value: values[i] })) }],
      };
    }
    default:
      return base;
  }
}
