import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { AuthorizeValues } from '../../src/features/permission/contract/authorize';
import type { OplogDetail, OplogRow, RecordChangeView, SystemSettings } from '../../src/features/system/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: OplogRow[] };

/**
 * ADR 0026 beyond users and roles: every administrator write of positions, groups, grants on the
 * authorise screen (and from a menu, and data schemes), system settings, bill rules and scheduled
 * tasks leaves its record's before and after; changed fields differ, the others are equal, no secret.
 */
describe(`operation log: before and after of every administrator write (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  /** The changes of the newest successful operation on a url. */
  async function changesOf(method: string, url: string): Promise<RecordChangeView[]> {
    const page = await call<Page>(t, 'GET', '/api/system/Log/operation', { token: admin, query: { keyword: url, outcome: 'success' } });
    const entry = page.body.data.list.find((r) => r.url === url && r.method === method);
    expect(entry, `${method} ${url}`).toBeDefined();
    return (await call<OplogDetail>(t, 'GET', `/api/system/Log/operation/${entry!.id}`, { token: admin })).body.data.changes;
  }
  /** Fields whose values differ between before and after. */
  const changed = (c: RecordChangeView) =>
    [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])].filter((k) => JSON.stringify(c.before?.[k] ?? null) !== JSON.stringify(c.after?.[k] ?? null)).sort();
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await call<{ id?: string } | null>(t, method, url, { token: admin, body });
    expect(res.body.code, `${method} ${url}: ${res.body.msg}`).toBe(Code.OK);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('positions: create, edit, state and delete', async () => {
    const orgs = await t.db.selectFrom('baseOrganize').select(['id', 'fullName']).orderBy('sortCode').limit(2).execute();
    const { id } = (await ok('POST', '/api/permission/Position', { fullName: '审计专员', enCode: 'audit.pos', organizeId: orgs[0]!.id }))!;
    expect((await changesOf('POST', '/api/permission/Position'))[0]).toMatchObject({ entity: 'position', id, before: null, after: { fullName: '审计专员', enCode: 'audit.pos' } });
    await ok('PUT', `/api/permission/Position/${id!}`, { fullName: '审计主管', enCode: 'audit.pos', organizeId: orgs[1]!.id, description: '复核' });
    const [edit] = await changesOf('PUT', `/api/permission/Position/${id!}`);
    expect(edit).toMatchObject({ module: 'permission.position', entity: 'position', id, before: { fullName: '审计专员' }, after: { fullName: '审计主管', description: '复核' } });
    expect(changed(edit!)).toEqual(['description', 'fullName', 'organizeName']);
    expect(edit!.after!.organizeName).toContain(orgs[1]!.fullName);
    await ok('PUT', `/api/permission/Position/${id!}/Actions/State`);
    expect(await changesOf('PUT', `/api/permission/Position/${id!}/Actions/State`)).toEqual([{ module: 'permission.position', entity: 'position', id, before: { enabledMark: 1 }, after: { enabledMark: 0 } }]);
    await ok('DELETE', `/api/permission/Position/${id!}`);
    expect((await changesOf('DELETE', `/api/permission/Position/${id!}`))[0]).toMatchObject({ before: { fullName: '审计主管' }, after: null });
  });

  it('groups: create, edit, state and delete', async () => {
    const { id } = (await ok('POST', '/api/permission/Group', { fullName: '审计小组', enCode: 'audit.grp', type: '项目' }))!;
    expect((await changesOf('POST', '/api/permission/Group'))[0]).toMatchObject({ entity: 'group', id, before: null, after: { fullName: '审计小组', type: '项目' } });
    await ok('PUT', `/api/permission/Group/${id!}`, { fullName: '审计小组', enCode: 'audit.grp', type: '临时' });
    const [edit] = await changesOf('PUT', `/api/permission/Group/${id!}`);
    expect(edit).toMatchObject({ module: 'permission.group', before: { type: '项目' }, after: { type: '临时' } });
    expect(changed(edit!)).toEqual(['type']);
    await ok('PUT', `/api/permission/Group/${id!}/Actions/State`);
    expect(await changesOf('PUT', `/api/permission/Group/${id!}/Actions/State`)).toEqual([{ module: 'permission.group', entity: 'group', id, before: { enabledMark: 1 }, after: { enabledMark: 0 } }]);
    await ok('DELETE', `/api/permission/Group/${id!}`);
    expect((await changesOf('DELETE', `/api/permission/Group/${id!}`))[0]).toMatchObject({ before: { fullName: '审计小组' }, after: null });
  });

  it('grants on the authorise screen, from a menu, and data schemes', async () => {
    const role = await t.db.selectFrom('baseRole').select(['id', 'fullName']).where('enCode', '=', 'logViewer').executeTakeFirstOrThrow();
    const url = `/api/permission/Authority/Role/${role.id}`;
    const current = (await call<AuthorizeValues>(t, 'GET', url, { token: admin })).body.data;
    const area = await t.db.selectFrom('baseModule').select(['id', 'fullName']).where('enCode', '=', 'system.area').executeTakeFirstOrThrow();
    const areaButton = await t.db.selectFrom('baseModuleButton').select(['id', 'fullName']).where('moduleId', '=', area.id).orderBy('sortCode').limit(1).executeTakeFirstOrThrow();
    await ok('PUT', url, { ...current, module: [...current.module, area.id], button: [...current.button, areaButton.id] });
    const [grant] = await changesOf('PUT', url);
    expect(grant).toMatchObject({ module: 'permission.authorize', entity: 'roleGrants', id: role.id, before: { fullName: role.fullName }, after: { fullName: role.fullName } });
    expect(changed(grant!)).toEqual(['buttons', 'menus']);
    expect(grant!.before!.menus).toContain('系统日志');
    expect(grant!.before!.menus).not.toContain(area.fullName);
    expect(grant!.after!.menus).toContain(area.fullName);
    expect(grant!.after!.buttons).toContain(`${area.fullName}（${areaButton.fullName}）`);

    const holdersUrl = `/api/permission/Authority/Module/${area.id}/Objects`;
    const holders = (await call<{ objectType: 'Role'; objectId: string }[]>(t, 'GET', holdersUrl, { token: admin })).body.data;
    await ok('PUT', holdersUrl, { objects: holders.filter((h) => h.objectId !== role.id).map(({ objectType, objectId }) => ({ objectType, objectId })) });
    const [fromMenu] = await changesOf('PUT', holdersUrl);
    expect(fromMenu).toMatchObject({ entity: 'menuHolders', id: area.id, before: { fullName: area.fullName }, after: { fullName: area.fullName } });
    expect(fromMenu!.before!.holders).toContain(role.fullName);
    expect(fromMenu!.after!.holders).not.toContain(role.fullName);

    const { id: schemeId } = (await ok('POST', '/api/system/ModuleDataAuthorizeScheme', { moduleId: area.id, enCode: 'audit.self', fullName: '本人', scopeType: 'self', rules: [] }))!;
    await ok('PUT', `/api/system/ModuleDataAuthorizeScheme/${schemeId!}`, { moduleId: area.id, enCode: 'audit.self', fullName: '本部门', scopeType: 'department', rules: [] });
    const [scheme] = await changesOf('PUT', `/api/system/ModuleDataAuthorizeScheme/${schemeId!}`);
    expect(scheme).toMatchObject({ entity: 'dataScheme', before: { fullName: '本人', scopeType: 'self' }, after: { fullName: '本部门', scopeType: 'department' } });
    expect(changed(scheme!)).toEqual(['fullName', 'scopeType']);
    await ok('DELETE', `/api/system/ModuleDataAuthorizeScheme/${schemeId!}`);
    expect((await changesOf('DELETE', `/api/system/ModuleDataAuthorizeScheme/${schemeId!}`))[0]).toMatchObject({ before: { enCode: 'audit.self' }, after: null });
  });

  it('system settings: the changed keys, password rules kept, nothing logged when nothing changed', async () => {
    const current = (await call<SystemSettings>(t, 'GET', '/api/system/SysConfig', { token: admin })).body.data;
    await ok('PUT', '/api/system/SysConfig', { ...current, sysName: '轻办审计', passwordMinLength: 8 });
    const [settings] = await changesOf('PUT', '/api/system/SysConfig');
    expect(settings).toMatchObject({ module: 'system.sysConfig', entity: 'sysConfig', before: { sysName: current.sysName, passwordMinLength: current.passwordMinLength }, after: { sysName: '轻办审计', passwordMinLength: 8 } });
    expect(changed(settings!)).toEqual(['passwordMinLength', 'sysName']);
    expect(Object.keys(settings!.after!)).toHaveLength(Object.keys(current).length);

    await ok('PUT', '/api/system/SysConfig', { ...current, sysName: '轻办审计', passwordMinLength: 8 });
    expect(await changesOf('PUT', '/api/system/SysConfig')).toEqual([]);
    await ok('PUT', '/api/system/SysConfig', current);
  });

  it('bill rules: create, edit, state and delete', async () => {
    const body = { fullName: '审计单号', enCode: 'audit.number', category: '测试', prefix: 'SJ', dateFormat: '', separator: '', digits: 4, startNumber: 1, suffix: '', resetPeriod: 'never' };
    const { id } = (await ok('POST', '/api/system/BillRule', body))!;
    expect((await changesOf('POST', '/api/system/BillRule'))[0]).toMatchObject({ module: 'system.billRule', entity: 'billRule', id, before: null, after: { prefix: 'SJ', digits: 4 } });
    await ok('PUT', `/api/system/BillRule/${id!}`, { ...body, prefix: 'SJX', digits: 5 });
    const [edit] = await changesOf('PUT', `/api/system/BillRule/${id!}`);
    expect(edit).toMatchObject({ before: { prefix: 'SJ', digits: 4 }, after: { prefix: 'SJX', digits: 5 } });
    expect(changed(edit!)).toEqual(['digits', 'prefix']);
    const stateUrl = `/api/system/BillRule/${id!}/Actions/State`;
    await ok('PUT', stateUrl);
    expect(await changesOf('PUT', stateUrl)).toEqual([{ module: 'system.billRule', entity: 'billRule', id, before: { enabledMark: 1 }, after: { enabledMark: 0 } }]);
    await ok('DELETE', `/api/system/BillRule/${id!}`);
    expect((await changesOf('DELETE', `/api/system/BillRule/${id!}`))[0]).toMatchObject({ before: { enCode: 'audit.number' }, after: null });
  });

  it('scheduled tasks: create, edit, pause and delete', async () => {
    const { id } = (await ok('POST', '/api/system/TimeTask', { fullName: '审计备份', kind: 'system.backup', cron: '0 2 * * *', enabledMark: 1 }))!;
    expect((await changesOf('POST', '/api/system/TimeTask'))[0]).toMatchObject({ module: 'system.timeTask', entity: 'timeTask', id, before: null, after: { fullName: '审计备份', cron: '0 2 * * *' } });
    await ok('PUT', `/api/system/TimeTask/${id!}`, { fullName: '审计备份', kind: 'system.backup', cron: '30 3 * * *' });
    const [edit] = await changesOf('PUT', `/api/system/TimeTask/${id!}`);
    expect(edit).toMatchObject({ before: { cron: '0 2 * * *' }, after: { cron: '30 3 * * *' } });
    expect(changed(edit!)).toEqual(['cron']);
    await ok('PUT', `/api/system/TimeTask/${id!}/Actions/Stop`);
    expect(await changesOf('PUT', `/api/system/TimeTask/${id!}/Actions/Stop`)).toEqual([{ module: 'system.timeTask', entity: 'timeTask', id, before: { enabledMark: 1 }, after: { enabledMark: 0 } }]);
    await ok('DELETE', `/api/system/TimeTask/${id!}`);
    expect((await changesOf('DELETE', `/api/system/TimeTask/${id!}`))[0]).toMatchObject({ before: { fullName: '审计备份' }, after: null });
  });
});
