import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { DATA_MODEL_MSG, DATA_SOURCE_MSG, type DataSourceRow, type FieldRow, type TestResult } from '../../src/features/data/contract';
import { externalRunner, systemRunner } from '../../src/features/data/server/runners';
import type { MigrationDb } from '../../src/server/db/migration-kit';
import { call, TEST_PG_URL, testDialect } from '../helpers/test-app';
import { startDataApp } from './data-fixtures';

type App = Awaited<ReturnType<typeof startDataApp>>;
const SECRET = 'S3cret-Pw-不可泄露';

describe(`Data sources 数据连接 and models 数据建模 (${testDialect})`, () => {
  let t: App;
  let admin: string;
  const ds = '/api/system/DataSource';
  const dm = '/api/system/DataModel';
  /** Every answer of the data-source routes, to look for the password in. */
  const answers: string[] = [];
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { body?: unknown; query?: Record<string, string> } = {}) => {
    const r = await call<T>(t, method, url, { token: admin, ...opts });
    if (url.startsWith(ds)) answers.push(JSON.stringify(r));
    return r;
  };
  const pg = new URL(TEST_PG_URL);
  const pgSource = (over: Record<string, unknown> = {}) => ({
    fullName: '外部PG', enCode: 'ext.pg', dbType: 'postgres', host: pg.hostname, port: Number(pg.port || 5432), dbName: pg.pathname.slice(1),
    userName: decodeURIComponent(pg.username), password: SECRET, ...over,
  });

  beforeAll(async () => {
    t = await startDataApp();
    admin = await t.login('sysadmin');
  });
  afterAll(() => t.close());

  it('lists the system database first, seals the password and never answers it', async () => {
    const made = await send<{ id: string }>('POST', ds, { body: pgSource() });
    expect(made.body.code).toBe(Code.OK);
    const id = made.body.data.id;
    const stored = await t.db.selectFrom('baseDataSource').select('passwordEnc').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.passwordEnc).toMatch(/^v1\./);
    expect(stored.passwordEnc).not.toContain(SECRET);
    const list = await send<{ list: DataSourceRow[] }>('GET', ds);
    expect(list.body.data.list[0]).toMatchObject({ id: '0', system: true, fullName: '系统数据库', dbType: testDialect });
    expect(list.body.data.list[1]).toMatchObject({ id, hasPassword: true, readOnly: 1 });
    await send('GET', `${ds}/${id}`);
    await send('GET', `${ds}/Selector`);
    // An edit with the password left empty keeps it.
    expect((await send('PUT', `${ds}/${id}`, { body: pgSource({ fullName: '外部PG2', password: '' }) })).body.code).toBe(Code.OK);
    expect((await t.db.selectFrom('baseDataSource').select('passwordEnc').where('id', '=', id).executeTakeFirstOrThrow()).passwordEnc).toBe(stored.passwordEnc);
    await send('POST', `${ds}/Actions/Test`, { body: { id, ...pgSource({ password: '' }) } });
    await send('POST', `${ds}/Actions/Test`, { body: pgSource({ host: '127.0.0.1', port: 1 }) });
    expect((await send('PUT', `${ds}/0`, { body: pgSource() })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.systemLocked });
    expect((await send('POST', ds, { body: pgSource({ enCode: 'ext.pg' }) })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.codeExists });
    expect((await send('POST', ds, { body: { ...pgSource(), enCode: 'x.sqlite', fullName: 'x', dbType: 'sqlite', dbName: '../qingban.sqlite' } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.fileOutside });
    expect((await send('POST', ds, { body: { ...pgSource(), enCode: 'y.sqlite', fullName: 'y', dbType: 'sqlite', dbName: '/etc/passwd' } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.fileOutside });
    expect((await send('DELETE', `${ds}/${id}`)).body.code).toBe(Code.OK);
    expect(answers.length).toBeGreaterThan(8);
    for (const a of answers) expect(a).not.toContain(SECRET);
    expect(answers.join('\n')).not.toContain('passwordEnc');
  });

  it('tests a connection: the system database, the demo SQLite file, a PostgreSQL server', async () => {
    expect((await send<TestResult>('POST', `${ds}/Actions/Test`, { body: { id: '0' } })).body.data).toMatchObject({ ok: true });
    const demo = await t.db.selectFrom('baseDataSource').select('id').where('enCode', '=', 'demo.sqlite').executeTakeFirstOrThrow();
    expect((await send<TestResult>('POST', `${ds}/Actions/Test`, { body: { id: demo.id, dbType: 'sqlite', dbName: 'demo.sqlite' } })).body.data).toMatchObject({ ok: true });
    const missing = await send<TestResult>('POST', `${ds}/Actions/Test`, { body: { dbType: 'sqlite', dbName: 'nope.sqlite' } });
    expect(missing.body.data).toMatchObject({ ok: false, message: DATA_SOURCE_MSG.fileMissing });
    if (testDialect === 'postgres') {
      const r = await send<TestResult>('POST', `${ds}/Actions/Test`, { body: pgSource({ password: '' }) });
      expect(r.body.data).toMatchObject({ ok: true });
      expect(r.body.data.version).toContain('PostgreSQL');
    }
  });

  it('read-only sources refuse writes in the engine; reads stop at the row cap and the time limit', async () => {
    const row = { id: 'x', fullName: 'x', enCode: 'x', dbType: 'sqlite', host: '', port: null, dbName: 'demo.sqlite', dbSchema: '', userName: '', passwordEnc: null, readOnly: 1, sortCode: 0, enabledMark: 1, description: null, creatorUserId: null, creatorTime: 0, lastModifyUserId: null, lastModifyTime: null };
    const lite = externalRunner(row, null, t.dataDir);
    await expect(lite.run('update product set stock = 0', [], { write: true, cap: 10, timeoutMs: 1000 })).rejects.toThrow(/readonly/);
    await lite.close();
    if (testDialect === 'postgres') {
      const ext = externalRunner({ ...row, dbType: 'postgres', host: pg.hostname, port: Number(pg.port || 5432), dbName: pg.pathname.slice(1), userName: pg.username }, null, t.dataDir);
      await expect(ext.run('create table lc_x (a int)', [], { write: true, cap: 10, timeoutMs: 1000 })).rejects.toThrow(DATA_SOURCE_MSG.readOnly);
      await ext.close();
    }
    const sys = systemRunner(t.database);
    const series = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000) select i from n';
    expect(await sys.run(series, [], { write: false, cap: 10, timeoutMs: 5000 })).toMatchObject({ truncated: true, rows: { length: 10 } });
    await expect(sys.run('with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000000) select i from n', [], { write: false, cap: 100_000_000, timeoutMs: 50 })).rejects.toThrow('执行超时');
    await sys.close();
  });

  it('creates a table, adds a column, and refuses losing data without confirm — on this database', async () => {
    const fields = [
      { field: 'id', dataType: 'varchar', dataLength: 64, allowNull: 0, primaryKey: 1, fieldName: '主键' },
      { field: 'title', dataType: 'varchar', dataLength: 50, allowNull: 1, fieldName: '标题' },
      { field: 'amount', dataType: 'decimal', dataLength: 12, scale: 2, fieldName: '金额' },
    ];
    expect((await send('POST', dm, { body: { table: 'lc_order', tableName: '订单', fields } })).body.code).toBe(Code.OK);
    expect((await send('POST', dm, { body: { table: 'lc_order', tableName: '订单', fields } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_MODEL_MSG.tableExists });
    expect((await send('POST', dm, { body: { table: 'base_x', fields } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_MODEL_MSG.reserved('base_') });
    expect((await send('POST', dm, { body: { table: 'Bad-Name', fields } })).body.msg).toBe(DATA_MODEL_MSG.tableInvalid);
    const raw = t.database.db.withoutPlugins() as unknown as MigrationDb;
    await raw.insertInto('lc_order').values({ id: 'o1', title: '一张很长的订单标题超过十个字', amount: 12.5 }).execute();

    const added = [...fields, { field: 'remark', dataType: 'varchar', dataLength: 200, allowNull: 1, fieldName: '备注' }];
    expect((await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', tableName: '订单', fields: added } })).body.code).toBe(Code.OK);
    const cols = await send<FieldRow[]>('GET', `${dm}/0/Tables/lc_order/Fields`);
    expect(cols.body.data.map((c) => c.field)).toEqual(['id', 'title', 'amount', 'remark']);
    expect(cols.body.data.find((c) => c.field === 'remark')).toMatchObject({ dataLength: 200, allowNull: 1, fieldName: '备注' });
    expect(cols.body.data.find((c) => c.field === 'id')).toMatchObject({ primaryKey: 1, allowNull: 0 });
    expect(await raw.selectFrom('lc_order').selectAll().execute()).toMatchObject([{ id: 'o1', title: '一张很长的订单标题超过十个字', remark: null }]);

    const notNull = [...added, { field: 'extra', dataType: 'int', allowNull: 0 }];
    expect((await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', fields: notNull } })).body.msg).toBe(DATA_MODEL_MSG.newNotNull('extra'));
    const narrowed = added.map((f) => (f.field === 'title' ? { ...f, dataLength: 10 } : f));
    const refused = await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', tableName: '订单', fields: narrowed } });
    expect(refused.body).toMatchObject({ code: Code.CONFLICT, msg: DATA_MODEL_MSG.confirmLoss('缩短字段title') });
    const dropped = added.filter((f) => f.field !== 'amount');
    expect((await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', fields: dropped } })).body).toMatchObject({ code: Code.CONFLICT, msg: DATA_MODEL_MSG.confirmLoss('删除字段amount') });
    expect((await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', fields: added.map((f) => (f.field === 'amount' ? { ...f, dataType: 'int' } : f)) } })).body.msg).toContain('的类型不能由');
    // Nothing changed by the refusals.
    expect((await send<FieldRow[]>('GET', `${dm}/0/Tables/lc_order/Fields`)).body.data).toHaveLength(4);
    expect((await send('PUT', `${dm}/Model/lc_order`, { body: { table: 'lc_order', tableName: '订单', fields: narrowed.filter((f) => f.field !== 'amount'), confirm: true } })).body.code).toBe(Code.OK);
    expect(await raw.selectFrom('lc_order').selectAll().execute()).toEqual([{ id: 'o1', title: '一张很长的订单标题超', remark: null }]);

    expect((await send('PUT', `${dm}/Model/base_user`, { body: { table: 'base_user', fields } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_MODEL_MSG.notManaged });
    const tables = await send<{ table: string; managed: boolean }[]>('GET', `${dm}/0/Tables`);
    expect(tables.body.data.find((x) => x.table === 'lc_order')).toMatchObject({ managed: true, tableName: '订单' });
    expect(tables.body.data.find((x) => x.table === 'base_user')).toMatchObject({ managed: false });
    expect((await send('DELETE', `${dm}/Model/lc_order`)).body.code).toBe(Code.CONFLICT);
    expect((await send('DELETE', `${dm}/Model/lc_order`, { query: { confirm: 'true' } })).body.code).toBe(Code.OK);
  });

  it('lists the tables and columns of an external source', async () => {
    const demo = await t.db.selectFrom('baseDataSource').select('id').where('enCode', '=', 'demo.sqlite').executeTakeFirstOrThrow();
    expect((await send<{ table: string }[]>('GET', `${dm}/${demo.id}/Tables`)).body.data.map((x) => x.table)).toEqual(['product']);
    expect((await send<FieldRow[]>('GET', `${dm}/${demo.id}/Tables/product/Fields`)).body.data).toMatchObject([
      { field: 'id', primaryKey: 1 }, { field: 'name', dataType: 'varchar', dataLength: 50, allowNull: 0 }, { field: 'price' }, { field: 'stock' },
    ]);
  });
});
