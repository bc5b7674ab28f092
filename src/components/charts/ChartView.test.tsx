import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartDef } from '@/features/reports/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { chartOption } from './chart-data';

const instance = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
const init = vi.hoisted(() => vi.fn(() => instance));
vi.mock('./echarts-loader', () => ({ loadEcharts: async () => ({ init, registerMap: vi.fn() }) }));

const rows = [
  { type: '办公设备', unit: '华东', n: 2, value: '1000.50' },
  { type: '家具', unit: '华东', n: '3', value: 200 },
  { type: '办公设备', unit: '华南', n: 1, value: 99.5 },
];
const label = (f: string) => ({ n: '数量', value: '价值' })[f] ?? f;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('chartOption', () => {
  it('bar: one category per value in first-seen order, values folded (summed), a series per value field', () => {
    const o = chartOption(chartDef.parse({ id: 'b', type: 'bar', categoryField: 'type', valueFields: ['n', 'value'] }), rows, { label }) as {
      xAxis: { data: string[] }; series: { name: string; type: string; data: number[] }[]; legend?: unknown;
    };
    expect(o.xAxis.data).toEqual(['办公设备', '家具']);
    expect(o.series).toEqual([
      expect.objectContaining({ type: 'bar', name: '数量', data: [3, 3] }),
      expect.objectContaining({ type: 'bar', name: '价值', data: [1100, 200] }),
    ]);
    expect(o.legend).toBeTruthy();
  });

  it('pie by unit counts rows; gauge and map fold to one value per name; the tooltip formats with the chart format', () => {
    const pie = chartOption(chartDef.parse({ id: 'p', type: 'pie', categoryField: 'unit', valueFields: ['n'], aggregate: 'count' }), rows, { label }) as { series: { data: unknown }[] };
    expect(pie.series[0]!.data).toEqual([{ name: '华东', value: 2 }, { name: '华南', value: 1 }]);
    const gauge = chartOption(chartDef.parse({ id: 'g', type: 'gauge', valueFields: ['value'], aggregate: 'avg', max: 1000, format: 'money' }), rows, { label }) as {
      series: { max: number; data: { value: number }[] }[]; tooltip: { valueFormatter(v: number): string };
    };
    expect(gauge.series[0]).toMatchObject({ max: 1000, data: [{ value: 433.333333 }] });
    expect(gauge.tooltip.valueFormatter(1234.5)).toBe('1,234.50元');
    const map = chartOption(chartDef.parse({ id: 'm', type: 'map', categoryField: 'unit', valueFields: ['n'], mapId: '310000' }), rows, { label, mapName: 'region-310000' }) as { series: { map: string; data: unknown }[] };
    expect(map.series[0]).toMatchObject({ map: 'region-310000', data: [{ name: '华东', value: 5 }, { name: '华南', value: 1 }] });
  });
});

describe('ChartView', () => {
  it('a number card and a table need no ECharts', async () => {
    const { ChartView } = await import('./ChartView');
    render(
      <MantineProvider>
        <ChartView chart={chartDef.parse({ id: 'c', type: 'card', title: '总值', valueFields: ['value'], format: 'money' })} rows={rows} />
        <ChartView chart={chartDef.parse({ id: 't', type: 'table', categoryField: 'unit', valueFields: ['value'], format: 'decimal2' })} rows={rows} fieldLabels={{ unit: '单位', value: '价值' }} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('chart-card').textContent).toBe('1,300.00元');
    expect([...screen.getByTestId('chart-table').querySelectorAll('tr')].map((r) => r.textContent)).toEqual(['单位价值', '华东1,200.50', '华南99.50']);
    expect(init).not.toHaveBeenCalled();
  });

  it('draws through ECharts on demand, follows its size and disposes the chart when it goes', async () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal('ResizeObserver', class { constructor(private cb: () => void) {} observe(el: Element) { observed.push(el); this.cb(); } disconnect() { disconnect(); } });
    const { ChartView } = await import('./ChartView');
    const view = render(<MantineProvider><ChartView chart={chartDef.parse({ id: 'b', type: 'bar', title: '价值', categoryField: 'type', valueFields: ['value'] })} rows={rows} /></MantineProvider>);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalled());
    expect(init).toHaveBeenCalledWith(screen.getByTestId('echart'), null, { renderer: 'canvas' });
    expect(screen.getByRole('img', { name: '图表：价值' })).toBeTruthy();
    expect(observed).toHaveLength(1);
    expect(instance.resize).toHaveBeenCalled();
    view.unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(instance.dispose).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
