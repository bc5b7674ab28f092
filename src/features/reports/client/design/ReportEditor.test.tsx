import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { blankDraft } from './draft';
import { draftProblem } from './ReportEditor';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('报表设计 editor', () => {
  it('words what is missing as the server does, in order', () => {
    expect(draftProblem(blankDraft())).toBe('请输入报表名称');
    expect(draftProblem({ ...blankDraft(), fullName: '报表', enCode: 'r1' })).toBe('请选择数据接口');
    expect(draftProblem({ ...blankDraft(), fullName: '报表', enCode: 'r1', interfaceId: 'i1' })).toBe('报表至少需要表格或一个图表');
  });

  it('shows the four tabs and the preview; saving an empty design warns and sends nothing', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://t.local').pathname}`);
      return new Response(JSON.stringify({ code: 200, msg: 'Success', data: [{ id: 'i1', fullName: '资产价值统计' }] }), { headers: { 'content-type': 'application/json' } });
    }));
    const { ReportEditor } = await import('./ReportEditor');
    render(<MantineProvider><ReportEditor target={{ mode: 'create' }} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
    for (const tab of ['基本信息', '参数', '表格', '图表']) expect(await screen.findByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getByRole('region', { name: '预览' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('report-save'));
    expect(notify).toHaveBeenCalledWith('warning', '请输入报表名称');
    await waitFor(() => expect(calls).toContain('GET /api/system/DataInterface/Selector'));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
