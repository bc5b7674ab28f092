import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { i18n, initI18n } from '@/lib/i18n';
import { AREA_MSG, AREA_ROOT, type AreaBody, type AreaRow } from '@/features/system/contract';

interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number;
  enabledMark: number;
}
type Answer = { code: number; msg: string; data: unknown };

const seed = (): Area[] => [
  { id: '11', parentId: AREA_ROOT, fullName: '北京市', enCode: '11', type: 1, enabledMark: 1 },
  { id: '44', parentId: AREA_ROOT, fullName: '广东省', enCode: '44', type: 1, enabledMark: 1 },
  { id: '4403', parentId: '44', fullName: '深圳市', enCode: '4403', type: 2, enabledMark: 1 },
  { id: '440305', parentId: '4403', fullName: '南山区', enCode: '440305', type: 3, enabledMark: 1 },
];

/**
 * A small stand-in for the area routes behind `fetch`, so the page goes through the real http
 * client (envelopes, the server's messages) in tests. Every request is recorded.
 */
function fakeAreaServer() {
  let areas = seed();
  const requests: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const ok = (data: unknown, msg = 'Success'): Answer => ({ code: 200, msg, data });
  const bad = (msg: string): Answer => ({ code: 400, msg, data: null });
  const row = (a: Area): AreaRow => {
    const hasChildren = areas.some((c) => c.parentId === a.id);
    return { ...a, sortCode: 0, hasChildren, isLeaf: !hasChildren };
  };

  function route(method: string, path: string, query: URLSearchParams, body: AreaBody): Answer {
    if (path.startsWith('/api/permission/Authority/GetColumnsByModuleId/')) return ok({ fieldList: '' });
    const m = /^\/api\/system\/Area(?:\/([^/]+))?(\/Info|\/Actions\/State)?$/.exec(path);
    if (!m) return { code: 404, msg: `no route ${method} ${path}`, data: null };
    const [, id, tail] = m;
    const area = areas.find((a) => a.id === id);
    if (method === 'GET' && tail === '/Info') return area ? ok({ ...area, sortCode: 0, quickQuery: null, description: null, creatorTime: 0, lastModifyTime: null }) : bad('not found');
    if (method === 'GET') {
      const k = query.get('keyword') ?? '';
      const list = areas.filter((a) => a.parentId === id && (!k || a.fullName.includes(k) || a.enCode.includes(k))).map(row);
      return ok({ list, pagination: { currentPage: 1, pageSize: Math.max(list.length, 1), total: list.length } });
    }
    if (method === 'POST') {
      if (areas.some((a) => a.enCode === body.enCode)) return bad(AREA_MSG.codeExists);
      const parent = areas.find((a) => a.id === body.parentId);
      areas.push({ id: `new-${areas.length}`, parentId: body.parentId, fullName: body.fullName, enCode: body.enCode, type: (parent?.type ?? 0) + 1, enabledMark: body.enabledMark ?? 1 });
      return ok({ id: 'new' }, '新建成功');
    }
    if (!area) return bad('not found');
    if (method === 'PUT' && tail) {
      area.enabledMark = area.enabledMark === 1 ? 0 : 1;
      return ok(null, '更新成功');
    }
    if (method === 'PUT') {
      Object.assign(area, { fullName: body.fullName, enCode: body.enCode });
      return ok(null, '更新成功');
    }
    if (areas.some((a) => a.parentId === area.id)) return bad(AREA_MSG.hasChildren);
    areas = areas.filter((a) => a !== area);
    return ok(null, '删除成功');
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as AreaBody) : ({} as AreaBody);
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body: text ? body : undefined });
    const answer = route(request.method, url.pathname, url.searchParams, body);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests, names: () => areas.map((a) => a.fullName) };
}

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const MODEL_ID = 'area-model';
const route: MenuRoute = {
  path: '/system/area', name: 'system-area', enCode: 'system.area', type: 2, urlAddress: 'system/area', parentPath: null, opensWindow: false,
  meta: { title: 'area', zhTitle: 'area', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const ALL = ['btn_add', 'btn_edit', 'btn_remove'];
let server: ReturnType<typeof fakeAreaServer>;

async function renderPage(buttons: string[] = ALL) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'area', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: AreaPage } = await import('./AreaPage');
  render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}><AreaPage /></PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
  await screen.findByText('北京市');
}
const areaRequests = (method: string) => server.requests.filter((r) => r.method === method && r.path.startsWith('/api/system/Area'));
const shown = () => screen.getAllByTestId('area-name').map((n) => n.textContent);

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./AreaPage');
}, 30_000);
beforeEach(() => {
  server = fakeAreaServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('AreaPage', { timeout: 20_000 }, () => {
  it('shows the provinces first and loads a level only when its parent opens', async () => {
    await renderPage();
    expect(shown()).toEqual(['北京市', '广东省']);
    expect(areaRequests('GET').map((r) => r.path)).toEqual(['/api/system/Area/-1']);
    expect(screen.getByTestId('list-total').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('area-expand-广东省'));
    await screen.findByText('深圳市');
    fireEvent.click(screen.getByTestId('area-expand-深圳市'));
    await screen.findByText('南山区');
    expect(areaRequests('GET').map((r) => r.path)).toEqual(['/api/system/Area/-1', '/api/system/Area/44', '/api/system/Area/4403']);
    expect((screen.getByTestId('area-expand-北京市') as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches the provinces by keyword', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('list-keyword'), { target: { value: '广' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('list.search') }));
    await waitFor(() => expect(shown()).toEqual(['广东省']));
    expect(areaRequests('GET').at(-1)!.query.get('keyword')).toBe('广');
  });

  it('adds a child: the contract rules stop an empty form, then the new row shows under its parent', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('area-expand-广东省'));
    await screen.findByText('深圳市');
    fireEvent.click(screen.getByLabelText(`${i18n.t('addChild', { ns: 'system-area' })} 深圳市`));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('area-parent') as HTMLInputElement).value).toBe('深圳市');
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.confirm') }));
    expect(await within(dialog).findByText(AREA_MSG.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(AREA_MSG.codeRequired)).toBeTruthy();
    expect(areaRequests('POST')).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('area-fullName'), { target: { value: '福田区' } });
    fireEvent.change(within(dialog).getByTestId('area-enCode'), { target: { value: '440304' } });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.confirm') }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '新建成功'));
    expect(areaRequests('POST')[0]!.body).toMatchObject({ parentId: '4403', fullName: '福田区', enCode: '440304', enabledMark: 1 });
    await waitFor(() => expect(shown()).toEqual(['北京市', '广东省', '深圳市', '南山区', '福田区']));
  });

  it("shows the server's refusal to delete an area with children and keeps the row", async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText(`${i18n.t('delete', { ns: 'system-area' })} 广东省`));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', AREA_MSG.hasChildren));
    expect(server.names()).toContain('广东省');
    expect(shown()).toEqual(['北京市', '广东省']);
  });

  it('deletes a leaf after confirmation, and the emptied parent can no longer open', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('area-expand-广东省'));
    fireEvent.click(await screen.findByTestId('area-expand-深圳市'));
    await screen.findByText('南山区');
    fireEvent.click(screen.getByLabelText(`${i18n.t('delete', { ns: 'system-area' })} 南山区`));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '删除成功'));
    await waitFor(() => expect(shown()).toEqual(['北京市', '广东省', '深圳市']));
    expect((screen.getByTestId('area-expand-深圳市') as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches an area off with the server message', async () => {
    await renderPage();
    const toggle = screen.getByTestId('area-state-北京市') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '更新成功'));
    await waitFor(() => expect((screen.getByTestId('area-state-北京市') as HTMLInputElement).checked).toBe(false));
    expect(areaRequests('PUT').map((r) => r.path)).toEqual(['/api/system/Area/11/Actions/State']);
  });

  it('without buttons: no add, no row actions, the state is a badge', async () => {
    await renderPage([]);
    expect(screen.queryByTestId('area-add')).toBeNull();
    expect(screen.queryByLabelText(`${i18n.t('delete', { ns: 'system-area' })} 北京市`)).toBeNull();
    expect(screen.queryByTestId('area-state-北京市')).toBeNull();
    expect(screen.getAllByText(i18n.t('enabled', { ns: 'system-area' }))).toHaveLength(2);
  });
});
