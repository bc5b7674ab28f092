import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { TaskLogRow, TaskRow } from '@/features/system/contract';
import { i18n, initI18n } from '@/lib/i18n';

type Answer = { code: number; msg: string; data: unknown };

/** The TimeTask routes behind `fetch`: a run started with Run shows as running for one history read, then as done. */
function fakeTaskServer() {
  const task: TaskRow = {
    id: 'auth.purgeSessions', fullName: '清理过期会话', kind: 'auth.purgeSessions', cron: '15 3 * * *', enabledMark: 1, builtIn: true, description: null,
    nextRunAt: Date.now() + 3_600_000, lastRunAt: null, lastOutcome: null, runCount: 0, running: false, sortCode: 0, creatorTime: 0,
  };
  const runs: TaskLogRow[] = [];
  let reads = 0;
  const requests: string[] = [];
  const ok = (data: unknown, msg = 'Success'): Answer => ({ code: 200, msg, data });
  function route(method: string, path: string): Answer {
    if (path.startsWith('/api/permission/Authority/GetColumnsByModuleId/')) return ok({ fieldList: '' });
    if (path === '/api/system/TimeTask/TaskMethods') return ok({ list: [{ kind: task.kind, fullName: task.fullName, names: { zhtw: '清理過期會話', en: 'Purge expired sessions' }, description: '', cron: task.cron }] });
    if (method === 'GET' && path === '/api/system/TimeTask') return ok({ list: [task], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    if (method === 'POST' && path === `/api/system/TimeTask/${task.id}/Actions/Run`) {
      runs.unshift({ id: `run-${runs.length}`, taskId: task.id, taskName: task.fullName, trigger: 'manual', runner: 'web-1:1', userName: '李静', startTime: Date.now(), endTime: null, duration: null, outcome: 'running', message: null });
      reads = 0;
      return ok({ logId: runs[0]!.id }, '任务已开始执行');
    }
    if (method === 'GET' && path === `/api/system/TimeTask/${task.id}/TaskLog`) {
      if (runs[0]?.outcome === 'running' && reads++ > 0) {
        Object.assign(runs[0], { outcome: 'success', endTime: runs[0].startTime + 12, duration: 12, message: '删除会话 3 个，过期验证码与扫码票据 0 个' });
        Object.assign(task, { lastOutcome: 'success', runCount: task.runCount + 1 });
      }
      return ok({ list: runs, pagination: { currentPage: 1, pageSize: 20, total: runs.length } });
    }
    return { code: 404, msg: `no route ${method} ${path}`, data: null };
  }
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    return new Response(JSON.stringify(route(request.method, url.pathname)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const MODEL_ID = 'task-model';
const route: MenuRoute = {
  path: '/system/timeTask', name: 'system-timeTask', enCode: 'system.timeTask', type: 2, urlAddress: 'system/timeTask', parentPath: null, opensWindow: false,
  meta: { title: '定时任务', zhTitle: '定时任务', icon: null, modelId: MODEL_ID, keepAlive: false },
};
let server: ReturnType<typeof fakeTaskServer>;

async function renderPage(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: '定时任务', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: TimeTaskPage } = await import('./TimeTaskPage');
  render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}><TimeTaskPage /></PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
  await screen.findAllByText('清理过期会话');
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./TimeTaskPage');
}, 30_000);
beforeEach(() => {
  server = fakeTaskServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('TimeTaskPage', { timeout: 20_000 }, () => {
  it('runs a task now and follows the run in its history until it ends, then shows the result in the list', async () => {
    await renderPage(['btn_run', 'btn_edit']);
    expect(screen.getByText('内置')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即执行 清理过期会话' }));
    const drawer = await screen.findByRole('dialog', { name: '运行记录：清理过期会话' }, { timeout: 5000 });
    await within(drawer).findByText('运行中', undefined, { timeout: 5000 });
    await within(drawer).findByText('成功', undefined, { timeout: 5000 });
    expect(within(drawer).getByText('删除会话 3 个，过期验证码与扫码票据 0 个')).toBeTruthy();
    expect(within(drawer).getByText('手动')).toBeTruthy();
    // The list is read again once the run ended.
    await waitFor(() => expect(server.requests.filter((r) => r === 'GET /api/system/TimeTask').length).toBeGreaterThanOrEqual(3));
  });

  it('offers run, pause and edit only with their buttons; the history to anyone with the page', async () => {
    await renderPage([]);
    expect(screen.queryByRole('button', { name: '立即执行 清理过期会话' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停 清理过期会话' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 清理过期会话' })).toBeNull();
    expect(screen.queryByTestId('task-add')).toBeNull();
    expect(screen.getByRole('button', { name: '运行记录 清理过期会话' })).toBeTruthy();
  });
});
