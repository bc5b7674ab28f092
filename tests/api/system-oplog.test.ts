import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { errorReferenceOf } from '../../src/contract/error-reference';
import { OPLOG_MSG, type OplogDetail, type OplogRow } from '../../src/features/system/contract';
import { purgeExpiredLogs } from '../../src/features/system/server/module';
import { call, md5, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { eventually } from './system-fixtures';

type Page = { list: OplogRow[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`operation, request and exception logs (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  const list = (category: string, query: Record<string, string> = {}, token = admin) => call<Page>(t, 'GET', `/api/system/Log/${category}`, { token, query });
  const rows = async (category: string, query: Record<string, string> = {}) => (await list(category, query)).body.data.list;
  const detail = async (category: string, id: string) => (await call<OplogDetail>(t, 'GET', `/api/system/Log/${category}/${id}`, { token: admin })).body.data;
  /** The newest operation entry of a url (the hook writes after the answer; the list flushes first). */
  const lastFor = async (url: string) => (await rows('operation', { keyword: url })).find((r) => r.url === url);
  const userByAccount = (account: string) => t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp();
    // Fails the way a bug would, as a read and as a write.
    t.app.get('/api/__test/oplog-boom', { config: { public: true } }, async () => {
      throw new Error('SELECT secret FROM internals');
    });
    t.app.put('/api/__test/oplog-boom', async () => {
      throw new Error('write exploded');
    });
    admin = await t.login('admin');
    viewer = await t.login('logviewer');
  });
  afterAll(() => t.close());

  it('shows the demo seeding as operations of admin', async () => {
    const seeded = await rows('operation', { user: 'admin', module: 'system' });
    expect(seeded.map((r) => r.msg)).toContain('初始化演示数据');
    const grant = (await rows('operation', { user: 'admin' })).find((r) => r.msg === '授权演示角色：日志查看员')!;
    expect(grant).toMatchObject({ account: 'admin', userName: '管理员', method: 'SEED', code: 200, changeCount: 1, moduleTitle: { zh: '系统日志', zhtw: '系統日誌', en: 'System log' } });
    expect((await detail('operation', grant.id)).changes[0]).toMatchObject({ entity: 'role', after: { menus: '系统日志（导出）' } });
  });

  it('writes an entry for a write with who, where, what, outcome and duration, its body redacted', async () => {
    const token = await t.login('wh02');
    const oldPassword = md5('123456');
    const newPassword = md5('Abc12345');
    const res = await call(t, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { token, body: { oldPassword, password: newPassword } });
    expect(res.body.code).toBe(Code.OK);
    const entry = (await lastFor('/api/permission/Users/Current/Actions/ModifyPassword'))!;
    expect(entry).toMatchObject({ category: 'operation', account: 'wh02', userName: '孙丽', ip: '127.0.0.1', method: 'POST', module: 'permission', action: 'post', code: 200, httpStatus: 200 });
    expect(entry.duration).toBeGreaterThanOrEqual(0);
    const { summary, userAgent } = await detail('operation', entry.id);
    expect(JSON.parse(summary!)).toEqual({ body: { oldPassword: '***', password: '***' } });
    expect(summary).not.toContain(oldPassword);
    expect(summary).not.toContain(newPassword);
    expect(userAgent).toBeTruthy();
    // Reads are not operations.
    await call(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token });
    expect(await lastFor('/api/permission/Users/Current/BaseInfo')).toBeUndefined();
  });

  it('holds the before and after of an edited user, and nothing of a refused edit', async () => {
    const { id } = await userByAccount('wh01');
    const current = (await call<Record<string, unknown>>(t, 'GET', `/api/permission/Users/${id}`, { token: admin })).body.data;
    const ids = (v: unknown) => String(v).split(',').filter(Boolean);
    const body = {
      account: current.account, realName: '赵强强', mobilePhone: '13900000004', email: current.email, gender: current.gender,
      organizeIds: ids(current.organizeIds), positionIds: ids(current.positionIds), roleIds: ids(current.roleIds), majorOrganizeId: current.majorOrganizeId,
    };
    expect((await call(t, 'PUT', `/api/permission/Users/${id}`, { token: admin, body })).body.code).toBe(Code.OK);
    const url = `/api/permission/Users/${id}`;
    const entry = (await lastFor(url))!;
    expect(entry).toMatchObject({ module: 'permission.user', action: 'btn_edit', actionName: '编辑', moduleTitle: { zh: '用户管理' }, changeCount: 1 });
    const [change] = (await detail('operation', entry.id)).changes;
    expect(change).toMatchObject({ module: 'permission.user', entity: 'user', id });
    expect(change!.before).toMatchObject({ account: 'wh01', realName: '赵强', mobilePhone: '13800000004' });
    expect(change!.after).toMatchObject({ account: 'wh01', realName: '赵强强', mobilePhone: '13900000004' });
    expect(change!.before!.roleName).toBe(change!.after!.roleName);
    expect(JSON.stringify(change)).not.toMatch(/password/i);

    const refused = await call(t, 'PUT', url, { token: admin, body: { ...body, organizeIds: ['nowhere'], majorOrganizeId: 'nowhere' } });
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    const failed = (await rows('operation', { keyword: url, outcome: 'failure' }))[0]!;
    expect(failed).toMatchObject({ code: Code.BAD_REQUEST, msg: refused.body.msg, changeCount: 0 });
    expect((await rows('operation', { keyword: url, outcome: 'success' })).map((r) => r.id)).toEqual([entry.id]);
  });

  it('records the changes of roles, organisations, menus and dictionary rows', async () => {
    const orgId = (await t.db.selectFrom('baseOrganize').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const role = await call<{ id: string }>(t, 'POST', '/api/permission/Role', { token: admin, body: { fullName: '审计角色', enCode: 'audit.role', globalMark: 0, organizeIds: [orgId] } });
    const roleId = role.body.data.id;
    await call(t, 'PUT', `/api/permission/Role/${roleId}`, { token: admin, body: { fullName: '审计角色二', enCode: 'audit.role', globalMark: 1, organizeIds: [] } });
    await call(t, 'DELETE', `/api/permission/Role/${roleId}`, { token: admin });
    const roleChanges = await Promise.all((await rows('operation', { module: 'permission.role', outcome: 'success' })).map(async (r) => (await detail('operation', r.id)).changes[0]!));
    expect(roleChanges.filter((c) => c.id === roleId).map((c) => [c.before?.fullName ?? null, c.after?.fullName ?? null, c.after?.type ?? null])).toEqual([
      ['审计角色二', null, null], ['审计角色', '审计角色二', '全局'], [null, '审计角色', '组织'],
    ]);

    await call(t, 'PUT', `/api/permission/Organize/${orgId}/Actions/State`, { token: admin });
    const toggled = (await rows('operation', { module: 'permission.organize' }))[0]!;
    expect((await detail('operation', toggled.id)).changes).toEqual([{ module: 'permission.organize', entity: 'organize', id: orgId, before: { enabledMark: 1 }, after: { enabledMark: 0 } }]);
    await call(t, 'PUT', `/api/permission/Organize/${orgId}/Actions/State`, { token: admin });

    const type = await t.db.selectFrom('baseDictionaryType').select('id').where('isTree', '=', 0).limit(1).executeTakeFirstOrThrow();
    const added = await call<{ id: string }>(t, 'POST', '/api/system/DictionaryData', { token: admin, body: { dictionaryTypeId: type.id, fullName: '审计项', enCode: 'audit.item' } });
    await call(t, 'PUT', `/api/system/DictionaryData/${added.body.data.id}`, { token: admin, body: { dictionaryTypeId: type.id, fullName: '审计项改', enCode: 'audit.item' } });
    const menu = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'system.area').executeTakeFirstOrThrow();
    expect((await call(t, 'PUT', `/api/system/Menu/${menu.id}/Actions/Hidden`, { token: admin })).body.code).toBe(Code.OK);
    const hidden = (await rows('operation', { module: 'system.menu' }))[0]!;
    expect((await detail('operation', hidden.id)).changes).toEqual([{ module: 'system.menu', entity: 'menu', id: menu.id, before: { hidden: 0 }, after: { hidden: 1 } }]);
    await call(t, 'PUT', `/api/system/Menu/${menu.id}/Actions/Hidden`, { token: admin });

    const dict = (await rows('operation', { module: 'system.dictionary' }))[0]!;
    const [dictChange] = (await detail('operation', dict.id)).changes;
    expect(dictChange).toMatchObject({ entity: 'dictionaryData', before: { fullName: '审计项' }, after: { fullName: '审计项改' } });
  });

  it('stores a server exception under the reference the user saw', async () => {
    const read = await call(t, 'GET', '/api/__test/oplog-boom', { query: { q: '1' } });
    expect(read.body.code).toBe(Code.SERVER_ERROR);
    expect(read.body.msg.startsWith(Msg.systemError)).toBe(true);
    expect(read.body.msg).not.toMatch(/secret|internals/);
    const reference = errorReferenceOf(read.body.msg)!;
    expect(reference).toMatch(/^[0-9A-Z]{8}$/);
    const [stored] = await rows('exception', { keyword: reference.toLowerCase() });
    expect(stored).toMatchObject({ reference, method: 'GET', url: '/api/__test/oplog-boom', code: Code.SERVER_ERROR, msg: read.body.msg });
    const info = await detail('exception', stored!.id);
    expect(info.error).toMatchObject({ name: 'Error', message: 'SELECT secret FROM internals' });
    expect(info.error!.stack).toContain('system-oplog.test.ts');
    expect(JSON.parse(info.summary!)).toEqual({ query: { q: '1' } });

    const write = await call(t, 'PUT', '/api/__test/oplog-boom', { token: admin, body: { password: 'plain', note: 'x' } });
    const writeRef = errorReferenceOf(write.body.msg)!;
    const [op] = await rows('operation', { keyword: writeRef });
    expect(op).toMatchObject({ reference: writeRef, code: Code.SERVER_ERROR, account: 'admin' });
    expect((await detail('operation', op!.id)).summary).toBe('{"body":{"password":"***","note":"x"}}');
    expect((await rows('exception', { keyword: writeRef }))[0]).toMatchObject({ reference: writeRef, account: 'admin' });
  });

  it('lets only holders of the delete button delete logs or change their settings', async () => {
    const [victim] = await rows('operation');
    const refused = await call(t, 'DELETE', '/api/system/Log/operation', { token: viewer, body: { ids: [victim!.id] } });
    expect(refused.body).toMatchObject({ code: Code.FORBIDDEN });
    expect((await list('operation', {}, viewer)).body.code).toBe(Code.OK);
    expect((await call(t, 'PUT', '/api/system/Log/Actions/Settings', { token: viewer, body: { retentionDays: 1, requestSampleRate: 1 } })).body.code).toBe(Code.FORBIDDEN);
    const outsider = await t.login('wh01');
    expect((await list('operation', {}, outsider)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', `/api/system/Log/operation/${victim!.id}`, { token: outsider })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', '/api/system/Log/operation', { token: outsider })).body.code).toBe(Code.FORBIDDEN);
    expect(await t.db.selectFrom('baseOperationLog').select('id').where('id', '=', victim!.id).executeTakeFirst()).toBeDefined();

    const sysadmin = await t.login('sysadmin');
    const done = await call<{ deleted: number }>(t, 'DELETE', '/api/system/Log/operation', { token: sysadmin, body: { ids: [victim!.id] } });
    expect(done.body).toEqual({ code: Code.OK, msg: Msg.deleted, data: { deleted: 1 } });
    expect(await t.db.selectFrom('baseOperationLog').select('id').where('id', '=', victim!.id).executeTakeFirst()).toBeUndefined();
    // An id of another category is not deleted through this one.
    const [exception] = await rows('exception');
    expect((await call<{ deleted: number }>(t, 'DELETE', '/api/system/Log/operation', { token: sysadmin, body: { ids: [exception!.id] } })).body.data.deleted).toBe(0);
  });

  it('validates filters and sort, and filters by time, user, module and outcome', async () => {
    const bad = async (query: Record<string, string>, msg: string, category = 'operation') => expect((await list(category, query)).body).toEqual({ code: Code.BAD_REQUEST, msg, data: null });
    await bad({ sidx: 'summary' }, Msg.sortFieldInvalid);
    await bad({ sidx: 'creatorTime; drop table base_user' }, Msg.sortFieldInvalid);
    await bad({ outcome: 'maybe' }, OPLOG_MSG.outcome);
    await bad({ startTime: 'yesterday' }, OPLOG_MSG.time);
    await bad({}, OPLOG_MSG.category, 'everything');

    const all = await rows('operation', { pageSize: '500' });
    const byDuration = await rows('operation', { pageSize: '500', sidx: 'duration', sort: 'asc' });
    expect(byDuration.map((r) => r.duration)).toEqual([...all.map((r) => r.duration)].sort((a, b) => a - b));
    expect(all.map((r) => r.creatorTime)).toEqual([...all.map((r) => r.creatorTime)].sort((a, b) => b - a));
    expect((await rows('operation', { user: '管理员', pageSize: '500' })).every((r) => r.account === 'admin')).toBe(true);
    expect((await rows('operation', { module: 'permission.user', pageSize: '500' })).every((r) => r.module === 'permission.user')).toBe(true);
    expect((await rows('operation', { outcome: 'failure', pageSize: '500' })).every((r) => r.code !== 200)).toBe(true);
    const newest = all[0]!;
    const window = await rows('operation', { startTime: String(newest.creatorTime), endTime: String(newest.creatorTime), pageSize: '500' });
    expect(window.map((r) => r.id)).toContain(newest.id);
    expect(window.every((r) => r.creatorTime === newest.creatorTime)).toBe(true);
    const paged = await list('operation', { pageSize: '2', currentPage: '2' });
    expect(paged.body.data.list.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect(paged.body.data.pagination.total).toBe(all.length);
  });

  it('samples reads into the request log at the configured rate', async () => {
    const sysadmin = await t.login('sysadmin');
    const settings = (rate: number) => call(t, 'PUT', '/api/system/Log/Actions/Settings', { token: sysadmin, body: { retentionDays: 30, requestSampleRate: rate } });
    expect((await settings(1.5)).body).toEqual({ code: Code.BAD_REQUEST, msg: OPLOG_MSG.sampleRate, data: null });
    expect((await settings(1)).body).toMatchObject({ code: Code.OK, msg: OPLOG_MSG.settingsSaved });
    expect((await call(t, 'GET', '/api/system/Log/Actions/Settings', { token: viewer })).body.data).toEqual({ retentionDays: 30, requestSampleRate: 1 });
    for (let i = 0; i < 3; i++) await call(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token: viewer });
    await call(t, 'GET', '/api/health');
    const sampled = await rows('request', { user: 'logviewer', keyword: 'BaseInfo' });
    expect(sampled).toHaveLength(3);
    // Requests without a session (health checks, captchas) are no one's: not sampled.
    expect(await rows('request', { keyword: '/api/health' })).toEqual([]);
    expect(sampled[0]).toMatchObject({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo', httpStatus: 200, code: null, category: 'request' });
    expect((await settings(0)).body.code).toBe(Code.OK);
    for (let i = 0; i < 3; i++) await call(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token: viewer });
    expect(await rows('request', { user: 'logviewer', keyword: 'BaseInfo' })).toHaveLength(3);
    const change = (await rows('operation', { module: 'system.log' }))[0]!;
    expect((await detail('operation', change.id)).changes[0]).toMatchObject({ entity: 'logSettings', before: { requestSampleRate: 1 }, after: { requestSampleRate: 0 } });
  });

  it('exports each log as xlsx for holders of the export button', async () => {
    for (const category of ['login', 'operation', 'request', 'exception']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/system/Log/${category}/Actions/Export`, headers: { authorization: `Bearer ${viewer}` } });
      expect(res.headers['content-type'], category).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    // Taking data out is an operation too, with who did it.
    const exported = (await rows('operation', { user: 'logviewer', module: 'system.log' })).find((r) => r.url === '/api/system/Log/operation/Actions/Export')!;
    expect(exported).toMatchObject({ method: 'GET', action: 'btn_export', actionName: '导出', code: 200 });
    const outsider = await t.login('nomenu');
    const refused = await t.app.inject({ method: 'GET', url: '/api/system/Log/operation/Actions/Export', headers: { authorization: `Bearer ${outsider}` } });
    expect(refused.json()).toMatchObject({ code: Code.FORBIDDEN });
    const badSort = await t.app.inject({ method: 'GET', url: '/api/system/Log/login/Actions/Export?sidx=duration', headers: { authorization: `Bearer ${viewer}` } });
    expect(badSort.json()).toEqual({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid, data: null });
  });

  it('purges entries older than the retention, sign-ins included; 0 keeps everything', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const old = { category: 'operation', method: 'PUT', url: '/api/old', httpStatus: 200, duration: 1, changeCount: 0 };
    await t.db.insertInto('baseOperationLog').values([{ ...old, id: 'old-1', creatorTime: now - 40 * day }, { ...old, id: 'young-1', creatorTime: now - 10 * day }]).execute();
    await t.db.insertInto('baseLoginLog').values({ id: 'old-login', account: 'x', type: 'login', method: 'password', result: '登录成功', creatorTime: now - 40 * day, userId: null, userName: null, ip: null, userAgent: null }).execute();
    const sysadmin = await t.login('sysadmin');
    await call(t, 'PUT', '/api/system/Log/Actions/Settings', { token: sysadmin, body: { retentionDays: 0, requestSampleRate: 0 } });
    expect(await purgeExpiredLogs(t.db, now)).toEqual({ cutoff: null, operation: 0, login: 0 });
    await call(t, 'PUT', '/api/system/Log/Actions/Settings', { token: sysadmin, body: { retentionDays: 30, requestSampleRate: 0 } });
    expect(await purgeExpiredLogs(t.db, now)).toEqual({ cutoff: now - 30 * day, operation: 1, login: 1 });
    const left = (await t.db.selectFrom('baseOperationLog').select('id').where('id', 'in', ['old-1', 'young-1']).execute()).map((r) => r.id);
    expect(left).toEqual(['young-1']);

    // The built-in scheduled task 清理过期日志 runs the same purge.
    await t.db.insertInto('baseOperationLog').values({ ...old, id: 'old-2', creatorTime: now - 40 * day }).execute();
    const run = await call<{ logId: string }>(t, 'POST', '/api/system/TimeTask/system.purgeLogs/Actions/Run', { token: sysadmin });
    expect(run.body.code).toBe(Code.OK);
    const done = await eventually(async () => {
      const list = (await call<{ list: { id: string; outcome: string; message: string | null }[] }>(t, 'GET', '/api/system/TimeTask/system.purgeLogs/TaskLog', { token: sysadmin })).body.data.list;
      const row = list.find((r) => r.id === run.body.data.logId);
      return row && row.outcome !== 'running' ? row : undefined;
    });
    expect(done).toMatchObject({ outcome: 'success', message: '删除操作、请求与异常日志 1 条，登录日志 0 条' });
    expect(await t.db.selectFrom('baseOperationLog').select('id').where('id', '=', 'old-2').executeTakeFirst()).toBeUndefined();
  });
});
