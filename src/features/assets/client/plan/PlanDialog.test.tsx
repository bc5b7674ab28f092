import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { clearPickerCache, registerPickerLocales } from '@/components/pickers';
import { AssetApi, type PlanDetail } from '@/features/assets/contract';
import type { UserInfo } from '@/features/auth/contract';
import type { OrgNode } from '@/features/permission/contract/organize';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { registerAssetLocales } from '../i18n';
import { PlanDialog } from './PlanDialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const USER = 'plan-dialog-tester';
const org = (id: string, fullName: string, category: 'company' | 'department', children: OrgNode[] = [], parentId = '-1'): OrgNode => ({
  id, parentId, fullName, enCode: id, organize: fullName, organizeIds: [id], type: category, category, icon: '', hasChildren: children.length > 0,
  isLeaf: children.length === 0, lastFullName: fullName, disabled: false, enabledMark: 1, sortCode: 0, description: null, creatorTime: 0, children,
});
const tree = [org('ent', '华东分公司', 'company', [org('dept', '资产管理部', 'department', [], 'ent')])];
const person = (id: string, realName: string, account: string, organize: string) => ({ id, fullName: `${realName}/${account}`, account, realName, headIcon: '', organize, type: 'user' as const });
const people = [person('u1', '张敏', 'office', '华东分公司/资产管理部'), person('u2', '赵强', 'wh01', '华东分公司/仓储部')];

function me(roleName: string, over: Partial<UserInfo> = {}): UserInfo {
  return { userId: 'u1', userName: '张敏', userAccount: 'office', organizeId: 'ent', organizeName: '华东分公司/资产管理部', departmentId: 'dept', departmentName: '资产管理部', roleName, ...over } as UserInfo;
}

const detail = (over: Partial<PlanDetail> = {}): PlanDetail => ({
  id: 'p1', applEntId: 'ent', applEntName: '华东分公司', applDeptId: 'dept', applDeptName: '资产管理部', useUserId: 'u1', useUserName: '张敏',
  creatorUserId: 'u1', creatorUserName: '张敏', creatorTime: 1, lastModifyTime: null, locked: false,
  dtlList: [
    { id: 'r1', planId: 'p1', itemName: '笔记本电脑', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 5, hasApplNum: 2, sortCode: 0, dtlLogId: 'r1', creatorTime: 10 },
    { id: 'r2', planId: 'p1', itemName: '办公椅', itemType: 'furniture', itemTypeName: '家具', itemNum: 3, hasApplNum: 0, sortCode: 1, dtlLogId: 'r2', creatorTime: 11 },
  ],
  ...over,
});

interface Call { method: string; path: string; body: unknown }
let calls: Call[];
let answers: Record<string, (body: unknown) => { code: number; msg: string; data: unknown }>;

function stubServer() {
  calls = [];
  const ok = (data: unknown) => () => ({ code: 200, msg: 'Success', data });
  answers = {
    'GET /api/permission/Organize/Selector/0': ok({ list: tree }),
    'GET /api/permission/Organize/Department/Selector/0': ok({ list: tree }),
    'POST /api/permission/Users/getUserList': ok(people),
    'POST /api/permission/Users/UserCondition': ok({ list: people, pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
    [`GET ${AssetApi.planDetail}`]: ok(detail()),
    [`POST ${AssetApi.planUpdate}`]: () => ({ code: 200, msg: '保存成功', data: { id: 'p1', logId: 'log1' } }),
    [`POST ${AssetApi.planCreatorLog}`]: ok(null),
  };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const answer = answers[`${method} ${url.pathname}`]?.(init?.body) ?? { code: 404, msg: 'not found', data: null };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }));
}

function open(target: { id?: string }) {
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <PlanDialog target={target} onClose={() => undefined} onSaved={onSaved} />
      <ConfirmHost />
    </MantineProvider>,
  );
  return onSaved;
}

const dialog = () => screen.findByRole('dialog', { name: '资产计划登记编辑' });
const field = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const lastWarning = () => notify.mock.calls.filter(([kind]) => kind === 'warning').at(-1)?.[1];
async function save(expected: string) {
  notify.mockClear();
  fireEvent.click(screen.getByTestId('plan-save'));
  await waitFor(() => expect(lastWarning()).toBe(expected));
}
async function clear(testId: string) {
  const button = await within(field(testId).parentElement!).findByRole('button', { name: '清除' });
  fireEvent.click(button);
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  registerPickerLocales();
  registerAssetLocales();
}, 30_000);
beforeEach(async () => {
  vi.setConfig({ testTimeout: 30_000 });
  clearPickerCache();
  stubServer();
  const db = await openUserDb(USER);
  await db.dictionaries.put({ id: 't-type', parentId: '0', fullName: '物品类型', enCode: 'itemType', isTree: 0, sortCode: 0, enabledMark: 1, _version: 1 });
  await db.dictionaryData.bulkPut([
    { id: 'd1', dictionaryTypeId: 't-type', parentId: '0', fullName: '电子设备', enCode: 'electronic', sortCode: 0, enabledMark: 1, _version: 1 },
    { id: 'd2', dictionaryTypeId: 't-type', parentId: '0', fullName: '家具', enCode: 'furniture', sortCode: 1, enabledMark: 1, _version: 1 },
  ]);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
  await deleteUserDb(USER);
});

describe('资产计划登记编辑', () => {
  it('warns with the first broken §5 rule, in order, and sends nothing', async () => {
    sessionStore.set({ userInfo: me('办公室固定资产') });
    open({});
    await dialog();
    await waitFor(() => expect(field('plan-user').textContent).toContain('张敏'));
    await waitFor(() => expect(field('plan-dept').textContent).toContain('资产管理部'));
    await waitFor(() => expect(field('plan-unit').textContent).toContain('华东分公司'));
    await save('物品名称、物品类型、计划数量不能为空');
    fireEvent.click(screen.getByTestId('plan-row-1-delete'));
    expect(await screen.findByText('确定删除该条记录吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('plan-row-1')).toBeNull());
    await save('物品列表不能为空');
    await clear('plan-user');
    await save('使用人不能为空');
    await clear('plan-dept');
    await save('申购部门不能为空');
    await clear('plan-unit');
    await save('申购单位不能为空');
    expect(calls.filter((c) => c.path.startsWith('/api/business'))).toEqual([]);
  });

  it('a new plan starts with the user\'s unit, department and self; only office users may change unit and department', async () => {
    sessionStore.set({ userInfo: me('普通员工') });
    open({});
    await dialog();
    await waitFor(() => expect(field('plan-unit').textContent).toContain('华东分公司'));
    await waitFor(() => expect(field('plan-dept').textContent).toContain('资产管理部'));
    expect(field('plan-unit').disabled).toBe(true);
    expect(field('plan-dept').disabled).toBe(true);
    expect(field('plan-user').disabled).toBe(false);
    // The user picker lists only the people of the own unit (custom mode scoped to it).
    fireEvent.click(field('plan-user'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/permission/Users/UserCondition')).toBe(true));
    expect(calls.find((c) => c.path === '/api/permission/Users/UserCondition')?.body).toMatchObject({ departIds: ['ent'] });
    expect(await screen.findByRole('option', { name: /赵强\/wh01/ })).toBeTruthy();
  });

  it('for an office user the unit and department pickers are open while nothing is purchased', async () => {
    sessionStore.set({ userInfo: me('办公室固定资产') });
    answers[`GET ${AssetApi.planDetail}`] = () => ({ code: 200, msg: 'Success', data: detail({ dtlList: detail().dtlList.map((r) => ({ ...r, hasApplNum: 0 })) }) });
    open({ id: 'p1' });
    await dialog();
    await screen.findByTestId('plan-row-2');
    expect(field('plan-unit').disabled).toBe(false);
    expect(field('plan-dept').disabled).toBe(false);
    expect(field('plan-user').disabled).toBe(false);
  });

  it('locks a purchased row (name, type, no delete, quantity not below purchased) and the head of the plan', async () => {
    sessionStore.set({ userInfo: me('办公室固定资产') });
    open({ id: 'p1' });
    await dialog();
    const locked = await screen.findByTestId('plan-row-1');
    expect(locked.dataset.locked).toBe('true');
    expect((within(locked).getByTestId('plan-row-1-name') as HTMLInputElement).disabled).toBe(true);
    expect((within(locked).getByTestId('plan-row-1-type') as HTMLInputElement).disabled).toBe(true);
    expect(within(locked).queryByTestId('plan-row-1-delete')).toBeNull();
    expect(within(locked).getByTestId('plan-row-1-purchased').textContent).toBe('2');
    expect(screen.getByTestId('plan-row-2-delete')).toBeTruthy();
    expect((screen.getByTestId('plan-row-2-name') as HTMLInputElement).disabled).toBe(false);
    for (const id of ['plan-unit', 'plan-dept', 'plan-user']) expect(field(id).disabled).toBe(true);
    const qty = screen.getByTestId('plan-row-1-num') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(qty.value).toBe('2'));
  });

  it('saves through update, then writes the §3 change log of the plan as saved', async () => {
    sessionStore.set({ userInfo: me('办公室固定资产') });
    const onSaved = open({ id: 'p1' });
    await dialog();
    fireEvent.click(await screen.findByTestId('plan-add-row'));
    fireEvent.change(screen.getByTestId('plan-row-3-name'), { target: { value: '投影仪' } });
    fireEvent.click(screen.getByTestId('plan-row-3-type'));
    fireEvent.click(await screen.findByRole('option', { name: '电子设备' }));
    fireEvent.change(screen.getByTestId('plan-row-3-num'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const business = calls.filter((c) => c.path.startsWith('/api/business'));
    expect(business.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${AssetApi.planDetail}`, `POST ${AssetApi.planUpdate}`, `GET ${AssetApi.planDetail}`, `POST ${AssetApi.planCreatorLog}`,
    ]);
    expect(business[1]!.body).toMatchObject({ id: 'p1', applEntId: 'ent', applDeptId: 'dept', useUserId: 'u1' });
    expect((business[1]!.body as { dtlList: unknown[] }).dtlList[2]).toMatchObject({ id: null, itemName: '投影仪', itemType: 'electronic', itemTypeName: '电子设备', itemNum: 4 });
    const log = business[3]!.body as { planInfoLogId: string; changeApplJson: string; changeDtlListJson: string };
    expect(log.planInfoLogId).toBe('log1');
    expect(JSON.parse(log.changeApplJson)).toMatchObject({ appl_ent_name: '华东分公司', use_user_name: '张敏' });
    expect(JSON.parse(log.changeDtlListJson)[0]).toEqual({ item_name: '笔记本电脑', item_type: 'electronic', item_num: 5, has_appl_num: 2, item_type_name: '电子设备', dtl_log_id: 'r1', F_CreatorTime: 10 });
    expect(notify).toHaveBeenCalledWith('success', '保存成功');
  });

  it('a refused update shows the server\'s warning and writes no change log', async () => {
    sessionStore.set({ userInfo: me('办公室固定资产') });
    answers[`POST ${AssetApi.planUpdate}`] = () => ({ code: 400, msg: '使用人不属于申购部门', data: null });
    const onSaved = open({ id: 'p1' });
    await dialog();
    await screen.findByTestId('plan-row-2');
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(lastWarning()).toBe('使用人不属于申购部门'));
    expect(calls.some((c) => c.path === AssetApi.planCreatorLog)).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
