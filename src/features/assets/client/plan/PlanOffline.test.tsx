import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { registerPickerLocales } from '@/components/pickers';
import { AssetApi, type PlanDetail } from '@/features/assets/contract';
import type { UserInfo } from '@/features/auth/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { registerAssetLocales } from '../i18n';
import { PlanDialog } from './PlanDialog';
import { PlanLogDialog } from './PlanLogDialog';
import { syncedPlan } from './plan-fixtures';

// The page reads ?planId= (a purchase request's 查看资产计划); rendered here without a router.
vi.mock('@tanstack/react-router', async (actual) => ({ ...(await actual<Record<string, unknown>>()), useSearch: () => ({}) }));

/** 资产计划登记 without the network: the device's plans, read-only; saving and the change log say they need the network. */
const USER = 'plan-offline-tester';
const MODEL_ID = 'plan-model';
const route: MenuRoute = {
  path: '/fixedAsset/plan', name: 'fixedAsset-plan', enCode: 'fixedAsset.plan', type: 2, urlAddress: 'fixedAsset/plan', parentPath: null, opensWindow: false,
  meta: { title: 'plan', zhTitle: 'plan', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const me = { userId: 'u1', userName: '张敏', userAccount: 'office', organizeId: 'ent', organizeName: '华东分公司', departmentId: 'dept', departmentName: '资产管理部', roleName: '办公室固定资产' } as UserInfo;

let answers: Record<string, () => unknown>;
let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}
const ok = (data: unknown) => () => ({ code: 200, msg: 'Success', data });
const serverDetail: PlanDetail = {
  id: 'p1', applEntId: 'ent', applEntName: '华东分公司', applDeptId: 'dept', applDeptName: '资产管理部', useUserId: 'u1', useUserName: '张敏',
  creatorUserId: 'u1', creatorUserName: '张敏', creatorTime: 1, lastModifyTime: null, locked: false,
  dtlList: [{ id: 'r1', planId: 'p1', itemName: '笔记本电脑', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 5, hasApplNum: 0, sortCode: 0, dtlLogId: 'r1', creatorTime: 10 }],
};

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  registerPickerLocales();
  registerAssetLocales();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}, 30_000);
beforeEach(async () => {
  vi.setConfig({ testTimeout: 30_000 });
  online = true;
  answers = {};
  sessionStore.set({ userInfo: me, permissions: [{ modelId: MODEL_ID, moduleName: 'plan', button: ['btn_add', 'btn_edit'].map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  // Nothing answers unless a test says so: the server cannot be reached.
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const answer = answers[`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer()), { headers: { 'content-type': 'application/json' } });
  }));
  const db = await openUserDb(USER);
  await db.assetPlans.bulkPut([
    syncedPlan({ id: 'p1', creatorTime: 100, applEntName: '华东分公司', applDeptName: '资产管理部', useUserName: '张敏', creatorUserName: '张敏' }, [
      { itemName: '笔记本电脑', itemTypeName: '电子设备', itemNum: 5, hasApplNum: 2 },
      { itemName: '办公椅', itemType: 'furniture', itemTypeName: '家具', itemNum: 3 },
    ]),
    syncedPlan({ id: 'p2', creatorTime: 300, applEntName: '华东分公司', applDeptName: '仓储部', useUserName: '赵强' }, [{ itemName: '叉车', itemType: 'vehicle', itemTypeName: '车辆', itemNum: 1 }]),
  ]);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await deleteUserDb(USER);
});

describe('资产计划登记 offline', () => {
  it('lists the plans the device keeps, marked 离线数据, searched on the device; a plan opens read-only', async () => {
    const { default: PlanPage } = await import('./PlanPage');
    render(<MantineProvider><PageRouteContext.Provider value={route}><PlanPage /></PageRouteContext.Provider></MantineProvider>);
    const note = await screen.findByTestId('offline-note');
    expect(note.textContent).toContain('离线数据');
    expect(note.textContent).toContain('显示的是本设备上保存的资产计划');
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('共 2 条'));
    // Newest first, with the totals of the rows.
    const rows = screen.getAllByRole('row').filter((r) => r.textContent?.includes('华东分公司'));
    expect(rows.map((r) => (r.textContent?.includes('叉车') ? 'p2' : 'p1'))).toEqual(['p2', 'p1']);
    expect(rows[1]!.textContent).toContain('笔记本电脑、办公椅');

    const box = screen.getByTestId('list-keyword');
    fireEvent.change(box, { target: { value: '办公椅' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('共 1 条'));

    fireEvent.click(screen.getByRole('button', { name: '查看 笔记本电脑、办公椅' }));
    const dialog = await screen.findByRole('dialog', { name: '资产计划登记编辑' });
    expect((await within(dialog).findByTestId('plan-offline')).textContent).toContain('只能查看');
    expect(within(dialog).getByTestId('plan-view-dept').textContent).toContain('资产管理部');
    expect(within(dialog).getByTestId('plan-view-row-1').textContent).toContain('笔记本电脑');
    expect(within(dialog).getByTestId('plan-view-row-1').textContent).toContain('2');
    expect(within(dialog).getByTestId('plan-view-row-2').textContent).toContain('办公椅');
    expect(within(dialog).queryByTestId('plan-unit')).toBeNull();
    const save = within(dialog).getByTestId('plan-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toContain('保存需要联网');
  });

  it('with the browser offline a plan opens from the store; when the network is back it is read again and editable', async () => {
    online = false;
    answers[`GET ${AssetApi.planDetail}`] = ok(serverDetail);
    render(<MantineProvider><PlanDialog target={{ id: 'p1' }} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
    const dialog = await screen.findByRole('dialog', { name: '资产计划登记编辑' });
    await within(dialog).findByTestId('plan-view');
    expect((fetch as unknown as { mock: { calls: unknown[] } }).mock.calls).toHaveLength(0);

    setOnline(true);
    await within(dialog).findByTestId('plan-unit');
    expect(within(dialog).queryByTestId('plan-offline')).toBeNull();
    expect((within(dialog).getByTestId('plan-save') as HTMLButtonElement).disabled).toBe(false);
    expect((within(dialog).getByTestId('plan-row-1-num') as HTMLInputElement).value).toBe('5');
  });

  it('a new plan may be prepared offline, but saving waits for the network and says so', async () => {
    online = false;
    render(<MantineProvider><PlanDialog target={{}} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
    const dialog = await screen.findByRole('dialog', { name: '资产计划登记编辑' });
    expect((await within(dialog).findByTestId('plan-offline')).textContent).toContain('保存需要联网');
    expect((within(dialog).getByTestId('plan-row-1-name') as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByTestId('plan-save') as HTMLButtonElement).disabled).toBe(true);
    setOnline(true);
    await waitFor(() => expect(within(dialog).queryByTestId('plan-offline')).toBeNull());
    expect((within(dialog).getByTestId('plan-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the change log says it needs the network, and shows the entries once the server answers', async () => {
    render(<MantineProvider><PlanLogDialog planId="p1" onClose={() => undefined} /></MantineProvider>);
    const dialog = await screen.findByRole('dialog', { name: '计划变更记录' });
    const state = await within(dialog).findByTestId('plan-log-offline');
    expect(state.textContent).toContain('需要联网');
    expect(state.textContent).toContain('变更记录只保存在服务器上');

    answers[`GET ${AssetApi.planLogs}`] = ok({ list: [{
      id: 'l1', planId: 'p1', changeUserId: 'u1', changeUserName: '张敏', creatorTime: 5,
      changeApplJson: JSON.stringify({ appl_ent_id: 'ent', appl_ent_name: '华东分公司', appl_dept_id: 'dept', appl_dept_name: '资产管理部', use_user_id: 'u1', use_user_name: '张敏' }),
      changeDtlListJson: JSON.stringify([{ item_name: '笔记本电脑', item_type: 'electronic', item_num: 5, has_appl_num: 0, item_type_name: '电子设备', dtl_log_id: 'r1', F_CreatorTime: 10 }]),
    }] });
    fireEvent.click(within(state).getByRole('button', { name: '重试' }));
    expect((await within(dialog).findByTestId('plan-log-entry')).textContent).toContain('操作人：张敏');
  });
});
