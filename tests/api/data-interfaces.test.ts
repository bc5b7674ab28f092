import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { DATA_INTERFACE_MSG, DATA_SOURCE_MSG, type InterfaceRow, type LogRow, type PreviewResult } from '../../src/features/data/contract';
import { call, testDialect } from '../helpers/test-app';
import { sqlInterface, startDataApp } from './data-fixtures';

type App = Awaited<ReturnType<typeof startDataApp>>;
type Page<T> = { list: T[]; pagination: { total: number } };

describe(`Data interfaces 数据接口 (${testDialect})`, () => {
  let t: App;
  let admin: string;
  let staff: string;
  const base = '/api/system/DataInterface';
  const create = (body: Record<string, unknown>) => call<{ id: string }>(t, 'POST', base, { token: admin, body });
  const preview = (id: string, paramList: { field: string; defaultValue: unknown }[] = []) => call<PreviewResult>(t, 'POST', `${base}/${id}/Actions/Preview`, { token: admin, body: { paramList } });
  const byCode = async (enCode: string) => (await call<Page<InterfaceRow>>(t, 'GET', base, { token: admin, query: { keyword: enCode } })).body.data.list.find((r) => r.enCode === enCode)!;
  const logs = async (id: string) => (await call<Page<LogRow>>(t, 'GET', `/api/system/DataInterfaceLog/${id}`, { token: admin, query: { pageSize: '100' } })).body.data;
  const userCount = async () => Number((await t.db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startDataApp();
    admin = await t.login('sysadmin');
    staff = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('seeds demo interfaces that run: users by department with a keyword, asset counts, a static list, an external SQLite source', async () => {
    const users = await byCode('demo.usersByDept');
    expect(users).toMatchObject({ type: 'sql', dataSourceName: '系统数据库', enabledMark: 1 });
    const all = await preview(users.id);
    expect(all.body.code).toBe(Code.OK);
    expect(all.body.data.rows).toBe(await userCount());
    const li = await preview(users.id, [{ field: 'keyword', defaultValue: '李' }]);
    expect(li.body.data.rows).toBeGreaterThan(0);
    expect((li.body.data.data as { fullName: string }[]).every((r) => r.fullName.includes('李'))).toBe(true);
    expect(li.body.data.duration).toBeGreaterThanOrEqual(0);

    const status = await preview((await byCode('demo.assetsByStatus')).id);
    expect(status.body.code).toBe(Code.OK);
    expect((status.body.data.data as Record<string, unknown>[])[0]).toHaveProperty('count'); // field mapping total → count
    expect((await preview((await byCode('demo.purposes')).id)).body.data).toMatchObject({ rows: 5, data: [{ id: '1', fullName: '办公' }, {}, {}, {}, {}] });
    expect((await preview((await byCode('demo.products')).id)).body.data).toMatchObject({ rows: 5, data: [{ id: 1, fullName: '笔记本电脑' }, {}, {}, {}, {}] });
  });

  it('binds parameter values: quotes, comments and second statements in a value stay a value', async () => {
    const made = await create(sqlInterface());
    expect(made.body.code).toBe(Code.OK);
    const id = made.body.data.id;
    const before = await userCount();
    expect((await preview(id, [{ field: 'account', defaultValue: 'sysadmin' }])).body.data.rows).toBe(1);
    for (const value of ["x' or '1'='1", "sysadmin' --", "sysadmin'; delete from base_user; --", "' union select id, password_hash, account from base_user --", 'sysadmin" or "1"="1']) {
      const r = await preview(id, [{ field: 'account', defaultValue: value }]);
      expect(r.body.code, value).toBe(Code.OK);
      expect(r.body.data.rows, value).toBe(0);
    }
    expect(await userCount()).toBe(before);
    // A typed parameter refuses what is not of its type.
    const typed = await create(sqlInterface({ enCode: 'test.typed', fullName: '类型参数', query: 'select id from base_user where sort_code > @n', params: [{ field: 'n', dataType: 'int', required: 1 }] }));
    expect((await preview(typed.body.data.id, [{ field: 'n', defaultValue: '1 or 1=1' }])).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.paramType('n', '整数') });
    expect((await preview(typed.body.data.id)).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.paramRequired('n') });
  });

  it('never hands out credentials of the system database: secret names refused, secret columns dropped, a row carrying a hash refused', async () => {
    for (const query of ['select account, password_hash from base_user', 'select "password_hash" as p from base_user', 'select token_hash from base_session']) {
      expect((await create(sqlInterface({ enCode: 'test.secret', fullName: '保密字段', query, params: [] }))).body, query).toMatchObject({ code: Code.BAD_REQUEST });
    }
    const star = await create(sqlInterface({ enCode: 'test.star', fullName: '全部列', query: 'select * from base_user where account = @account' }));
    expect(star.body.code).toBe(Code.OK);
    const row = ((await preview(star.body.data.id, [{ field: 'account', defaultValue: 'sysadmin' }])).body.data.data as Record<string, unknown>[])[0]!;
    expect(row.account).toBe('sysadmin');
    expect(Object.keys(row).some((k) => /password/i.test(k))).toBe(false);
    expect(JSON.stringify(row)).not.toContain('$argon2');
    if (testDialect === 'postgres') {
      const whole = await create(sqlInterface({ enCode: 'test.whole', fullName: '整行', query: 'select row_to_json(u) as r from base_user u where u.account = @account' }));
      expect(whole.body.code).toBe(Code.OK);
      expect((await preview(whole.body.data.id, [{ field: 'account', defaultValue: 'sysadmin' }])).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.secretValue });
    }
  });

  it('refuses SQL text that runs a second statement, writes, or hides either in comments', async () => {
    const refused: [string, string][] = [
      ['select 1 as a; delete from base_user', DATA_INTERFACE_MSG.oneStatement],
      ['select 1 as a /* ; */ ; delete from base_user', DATA_INTERFACE_MSG.oneStatement],
      ['select 1 as a -- x\n; delete from base_user', DATA_INTERFACE_MSG.oneStatement],
      ['delete from base_user', DATA_INTERFACE_MSG.selectOnly],
      ['with x as (delete from base_user returning id) select * from x', DATA_INTERFACE_MSG.writeWord('delete')],
      [`select * from base_user where account = ${testDialect === 'postgres' ? '$1' : '?'}`, DATA_INTERFACE_MSG.placeholder],
      ['select * from base_user where account = @nobody', DATA_INTERFACE_MSG.paramUndefined('nobody')],
    ];
    for (const [query, msg] of refused) {
      expect((await create(sqlInterface({ enCode: 'test.bad', fullName: '坏接口', query, params: [] }))).body, query).toMatchObject({ code: Code.BAD_REQUEST, msg });
    }
    expect((await create(sqlInterface({ enCode: 'test.sysvar', fullName: '系统变量', query: 'select @userId as me, @userAccount as account', params: [{ field: 'userId' }] }))).body)
      .toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.paramSystem('userId') });
  });

  it('system variables are the caller’s, not the caller’s to set', async () => {
    const made = await create(sqlInterface({ enCode: 'test.me', fullName: '我是谁', query: 'select account from base_user where id = @userId', params: [] }));
    const r = await preview(made.body.data.id, [{ field: 'userId', defaultValue: 'someone-else' }]);
    expect(r.body.data.data).toEqual([{ account: 'sysadmin' }]);
  });

  it('a read-only connection refuses writes at the engine, below the text check', async () => {
    if (testDialect === 'postgres') {
      // A quoted function name passes the word check; the read-only transaction still refuses the write.
      await sql`create sequence lc_counter`.execute(t.database.db);
      const made = await create(sqlInterface({ enCode: 'test.seq', fullName: '序列', query: "select \"setval\"('lc_counter', 99)", params: [] }));
      expect(made.body.code).toBe(Code.OK);
      expect((await preview(made.body.data.id)).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.readOnly });
    }
    const { systemRunner } = await import('../../src/features/data/server/runners');
    const runner = systemRunner(t.database);
    await expect(runner.run('delete from base_user', [], { write: false, cap: 10, timeoutMs: 1000 })).rejects.toThrow();
    await runner.close();
  });

  it('a write interface writes only when marked as a write, only to tables 数据建模 made, never on a read-only source', async () => {
    const fields = [{ field: 'id', dataType: 'varchar', dataLength: 64, allowNull: 0, primaryKey: 1 }, { field: 'body', dataType: 'varchar', dataLength: 200 }];
    expect((await call(t, 'POST', '/api/system/DataModel', { token: admin, body: { table: 'lc_note', tableName: '便签', fields } })).body.code).toBe(Code.OK);
    await sql`insert into lc_note (id, body) values ('n1', 'old')`.execute(t.db);
    const query = "update lc_note set body = @d where id = 'n1'";
    expect((await create(sqlInterface({ enCode: 'test.w', fullName: '写', query, params: [{ field: 'd' }] }))).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.selectOnly });
    const w = await create(sqlInterface({ enCode: 'test.w', fullName: '写', query, params: [{ field: 'd' }], isWrite: 1 }));
    expect(w.body.code).toBe(Code.OK);
    expect((await preview(w.body.data.id, [{ field: 'd', defaultValue: '写入接口' }])).body.data.data).toEqual([{ changes: 1 }]);
    expect((await sql<{ body: string }>`select body from lc_note where id = 'n1'`.execute(t.db)).rows[0]!.body).toBe('写入接口');
    // Pickers, open to every signed-in user, never run a write.
    expect((await call(t, 'POST', `${base}/${w.body.data.id}/Action/List`, { token: staff, body: {} })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.writeNotForPicker });
    expect((await call(t, 'POST', `${base}/${w.body.data.id}/Action/InfoByIds`, { token: staff, body: { ids: ['n1'] } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.writeNotForPicker });
    // The platform's own tables are out of reach of a write, however they are named.
    for (const q of ["update base_user set is_administrator = 1 where account = 'wh01'", 'delete from "base_authorize"', "insert into lc_note (id, body) select id, account from BASE_USER"]) {
      expect((await create(sqlInterface({ enCode: 'test.w3', fullName: '写3', query: q, params: [], isWrite: 1 }))).body, q).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.stringContaining('不能写入系统表') });
    }
    const demoSource = (await t.db.selectFrom('baseDataSource').select('id').where('enCode', '=', 'demo.sqlite').executeTakeFirstOrThrow()).id;
    expect((await create(sqlInterface({ enCode: 'test.w2', fullName: '写2', dataSourceId: demoSource, query: 'update product set stock = 0', params: [], isWrite: 1 }))).body)
      .toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.readOnly });
  });

  it('refuses HTTP interfaces to loopback, localhost and private addresses by default', async () => {
    const server = http.createServer((_req, res) => res.end('[{"id":1}]'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const [i, url] of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, 'http://10.0.0.1/api', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/'].entries()) {
        const made = await create({ fullName: `HTTP${i}`, enCode: `test.http${i}`, type: 'http', query: url, method: 'GET' });
        expect(made.body.code).toBe(Code.OK);
        const r = await preview(made.body.data.id);
        expect(r.body.code, url).toBe(Code.BAD_REQUEST);
        expect(r.body.msg, url).toContain('不允许访问内网或本机地址');
      }
    } finally {
      server.close();
    }
  });

  it('logs every call with duration, caller and outcome', async () => {
    const id = (await create(sqlInterface({ enCode: 'test.log', fullName: '日志' }))).body.data.id;
    await preview(id, [{ field: 'account', defaultValue: 'sysadmin' }]);
    await call(t, 'POST', `${base}/${id}/Action/List`, { token: staff, body: { keyword: '', propsValue: 'id', relationField: 'fullName' } });
    await call(t, 'PUT', `${base}/${id}/Actions/State`, { token: admin });
    expect((await call(t, 'POST', `${base}/${id}/Action/List`, { token: staff, body: {} })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.disabled });
    const bad = (await create(sqlInterface({ enCode: 'test.log2', fullName: '日志2', query: 'select no_such_column from base_user', params: [] }))).body.data.id;
    expect((await preview(bad)).body.code).toBe(Code.BAD_REQUEST);
    const page = await logs(id);
    expect(page.pagination.total).toBe(2);
    expect(page.list.map((l) => [l.invokType, l.outcome, l.account])).toEqual([['list', 'ok', 'wh01'], ['preview', 'ok', 'sysadmin']]);
    expect(page.list[1]).toMatchObject({ rows: 1, userName: '李静' });
    expect(page.list[1]!.invokWasteTime).toBeGreaterThanOrEqual(0);
    expect((await logs(bad)).list).toMatchObject([{ outcome: 'error', invokType: 'preview' }]);
    expect((await logs(bad)).list[0]!.message).toContain('执行失败');
  });

  it('relation list: keyword over the shown columns, paging, id and fullName from propsValue and relationField; echo by ids', async () => {
    const id = (await byCode('demo.usersByDept')).id;
    const body = { keyword: '', currentPage: 1, pageSize: 3, propsValue: 'account', relationField: 'fullName', columnOptions: [{ value: 'fullName', label: '姓名' }, { value: 'account', label: '账号' }] };
    const p1 = await call<Page<Record<string, unknown>>>(t, 'POST', `${base}/${id}/Action/List`, { token: staff, body });
    expect(p1.body.data.list).toHaveLength(3);
    expect(p1.body.data.pagination.total).toBe(await userCount());
    const hit = await call<Page<Record<string, unknown>>>(t, 'POST', `${base}/${id}/Action/List`, { token: staff, body: { ...body, keyword: 'sysadmin' } });
    expect(hit.body.data).toMatchObject({ list: [{ id: 'sysadmin', account: 'sysadmin', fullName: '李静' }], pagination: { total: 1 } });
    const viaParam = await call<Page<Record<string, unknown>>>(t, 'POST', `${base}/${id}/Action/List`, { token: staff, body: { ...body, paramList: [{ field: 'keyword', defaultValue: 'wh01' }] } });
    expect(viaParam.body.data.list.map((r) => r.id)).toEqual(['wh01']);
    const echo = await call<Record<string, unknown>[]>(t, 'POST', `${base}/${id}/Action/InfoByIds`, { token: staff, body: { ids: ['wh01', 'sysadmin'], propsValue: 'account', relationField: 'fullName' } });
    expect(echo.body.data.map((r) => r.id).sort()).toEqual(['sysadmin', 'wh01']);
    const one = await call<Record<string, unknown>>(t, 'GET', `${base}/${id}/Action/Info`, { token: staff, query: { id: 'wh01', propsValue: 'account' } });
    expect(one.body.data).toMatchObject({ account: 'wh01' });
    expect((await call(t, 'GET', `${base}/GetParam/${id}`, { token: staff })).body.data).toMatchObject([{ field: 'deptId' }, { field: 'keyword' }]);
  });

  it('administration needs the menu; export and import round-trip', async () => {
    expect((await call(t, 'GET', base, { token: staff })).body.code).toBe(Code.FORBIDDEN);
    const id = (await byCode('demo.purposes')).id;
    expect((await call(t, 'POST', `${base}/${id}/Actions/Preview`, { token: staff, body: {} })).body.code).toBe(Code.FORBIDDEN);
    const res = await t.app.inject({ method: 'GET', url: `${base}/${id}/Action/Export`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = res.json() as { kind: string; interface: Record<string, unknown> };
    expect(file).toMatchObject({ kind: 'qingban.dataInterface', interface: { enCode: 'demo.purposes', type: 'static' } });
    expect((await call(t, 'POST', `${base}/Action/Import`, { token: admin, body: file })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.codeExists });
    const copy = { ...file, interface: { ...file.interface, enCode: 'demo.purposes2', fullName: '资产用途（导入）' } };
    const imported = await call<{ id: string }>(t, 'POST', `${base}/Action/Import`, { token: admin, body: copy });
    expect(imported.body.code).toBe(Code.OK);
    expect((await preview(imported.body.data.id)).body.data.rows).toBe(5);
    expect((await call(t, 'POST', `${base}/Action/Import`, { token: admin, body: { kind: 'other' } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.importInvalid });
    expect((await call(t, 'DELETE', `${base}/${imported.body.data.id}`, { token: admin })).body.code).toBe(Code.OK);
  });
});
