import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { computeTable, reportInfo, type ReportInfo, type RunResult } from '@/features/reports/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { syncStatusStore } from '@/sync/status';
import { keepDefinition, keepResult } from '../offline-cache';

// ECharts itself is not drawn in happy-dom: the charts here are a card (no ECharts) and a bar.
vi.mock('@/components/charts/echarts-loader', () => ({ loadEcharts: () => new Promise(() => undefined) }));

const USER = 'report-viewer-tester';
const INFO: ReportInfo = reportInfo.parse({
  id: 'r1', fullName: '资产价值统计表', enCode: 'demo.assetValue', category: '资产', interfaceId: 'i1', interfaceName: null, description: null, sortCode: 1, enabledMark: 1,
  menuId: 'm1', releasedAt: 1, creatorTime: 1, lastModifyTime: null,
  params: [{ name: 'status', label: '物品状态', type: 'text', dictionary: null, defaultValue: null, required: false }],
  table: {
    enabled: true, groupBy: 'unit', subtotal: true, total: true, columns: [
      { field: 'unit', title: '单位', width: null, align: 'left', format: 'text', summary: 'none' },
      { field: 'value', title: '价值', width: null, align: 'right', format: 'money', summary: 'sum' },
    ],
  },
  charts: [{ id: 'c', type: 'card', title: '资产总值', categoryField: null, valueFields: ['value'], aggregate: 'sum', format: 'money', max: null, mapId: null, span: 12 }],
});
const ROWS = [{ unit: '华东', value: '1000.5' }, { unit: '华南', value: 234 }, { unit: '华东', value: 0.25 }];
const result = (fetchedAt: number, values: Record<string, string | null> = { status: null }): RunResult => ({
  ...computeTable(ROWS, INFO.table), rowCount: ROWS.length, truncated: false, values, fetchedAt,
});
const route: MenuRoute = {
  path: '/report/demo.assetValue', name: 'report-demo-assetValue', enCode: 'report.demo.assetValue', type: 5, urlAddress: 'report/demo.assetValue', parentPath: null, opensWindow: false,
  meta: { title: 'r', zhTitle: 'r', icon: null, modelId: 'm1', moduleId: 'r1', keepAlive: false },
};

let db: QingbanDb;
async function renderPage() {
  const { default: Page } = await import('./ReportViewerPage');
  render(<MantineProvider><PageRouteContext.Provider value={route}><Page /></PageRouteContext.Provider></MantineProvider>);
}
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
beforeEach(async () => {
  db = await openUserDb(USER);
});
afterEach(async () => {
  cleanup();
  syncStatusStore.set({ online: true });
  vi.unstubAllGlobals();
  await deleteUserDb(USER);
});

describe('报表 viewer offline', () => {
  it('offline, shows the kept definition and result with their time and a note: groups, 小计 and 合计 formatted', async () => {
    const fetchedAt = new Date(2026, 0, 5, 9, 30, 0).getTime();
    await keepDefinition(db, INFO);
    await keepResult(db, 'r1', result(fetchedAt));
    syncStatusStore.set({ online: false });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await renderPage();
    expect((await screen.findByTestId('report-offline')).textContent).toBe('网络不可用，显示的是 2026-01-05 09:30:00 获取的数据');
    const table = await screen.findByTestId('report-table');
    expect(within(table).getAllByTestId('report-subtotal').map((r) => r.textContent)).toEqual(['华东 小计1,000.75元', '华南 小计234.00元']);
    expect(within(table).getByTestId('report-total').textContent).toBe('合计1,234.75元');
    expect(screen.getByTestId('chart-card').textContent).toBe('1,234.75元');
  });

  it('offline without anything kept says so instead of a blank page', async () => {
    syncStatusStore.set({ online: false });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await keepDefinition(db, INFO);
    await renderPage();
    expect((await screen.findByTestId('report-offline')).textContent).toBe('网络不可用，本设备还没有这个报表的数据，联网后查询一次即可离线查看');
    expect(screen.queryByTestId('report-table')).toBeNull();
  });

  it('online, runs with the defaults and keeps the answer under its parameter set for later', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return url.pathname.endsWith('/View') ? envelope(INFO) : envelope(result(Date.now()));
    }));
    await renderPage();
    expect((await screen.findByTestId('report-total')).textContent).toBe('合计1,234.75元');
    expect(screen.queryByTestId('report-offline')).toBeNull();
    expect(calls).toEqual(['GET /api/visualdev/DataReport/r1/View', 'POST /api/visualdev/DataReport/r1/Actions/Run']);
    await waitFor(async () => expect((await db.reportCache.toArray()).map((r) => r.kind).sort()).toEqual(['definition', 'result']));
  });
});
