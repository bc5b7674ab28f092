import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import {
  DATA_INTERFACE_MSG, DATA_SOURCE_MSG, type DataSourceRow, type FieldRow, type PreviewResult, type SyncResult, type TestResult,
} from '../../src/features/data/contract';
import { SQL_MODE } from '../../src/features/data/server/runner-mysql';
import { externalRunner } from '../../src/features/data/server/runners';
import type { DataSourceTable } from '../../src/features/data/server/tables';
import { call, testDialect } from '../helpers/test-app';
import { startDataApp } from './data-fixtures';

/**
 * A MySQL or MariaDB server (root without a password here); the tests skip when nothing listens.
 * They make a database and a user of their own when the account may, else prefixed tables in the
 * URL's database under the URL's account, and drop what they made.
 */
const MYSQL_URL = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
const host = MYSQL_URL.hostname;
const port = Number(MYSQL_URL.port || 3306);

function reachable(h: string, p: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: h, port: p, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const up = await reachable(host, port);

type App = Awaited<ReturnType<typeof startDataApp>>;
const SECRET = `My-S3cret-${randomBytes(4).toString('hex')}`;
const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const ADMIN = { user: decodeURIComponent(MYSQL_URL.username) || 'root', password: decodeURIComponent(MYSQL_URL.password) };

describe.skipIf(!up)(`MySQL / MariaDB data sources (${testDialect})`, () => {
  let t: App;
  let admin: string;
  let root: mysql.Connection;
  let sourceId: string;
  /** Where the tests' tables are, and who connects: their own database and user if the server lets them. */
  let DB = `qingban_it_${suffix}`;
  let USER = `qingban_it_${suffix}`.slice(0, 32);
  let PASSWORD = SECRET;
  let ownDb = true;
  let ownUser = true;
  let p = '';
  const T = { product: '', cheap: '', copy: '' };
  const ds = '/api/system/DataSource';
  /** Every answer of the data-source routes, to look for the password in. */
  const answers: string[] = [];
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, query?: Record<string, string>) => {
    const r = await call<T>(t, method, url, { token: admin, body, query });
    if (url.startsWith(ds)) answers.push(JSON.stringify(r));
    return r;
  };
  const source = (over: Record<string, unknown> = {}) => ({ fullName: '外部MySQL', enCode: 'ext.mysql', dbType: 'mysql', host, port, dbName: DB, userName: USER, password: PASSWORD, ...over });
  const row = (over: Partial<DataSourceTable> = {}): DataSourceTable => ({
    id: 'x', fullName: 'x', enCode: 'x', dbType: 'mysql', host, port, dbName: DB, dbSchema: '', userName: USER, passwordEnc: null, readOnly: 1,
    sortCode: 0, enabledMark: 1, description: null, creatorUserId: null, creatorTime: 0, lastModifyUserId: null, lastModifyTime: null, ...over,
  });
  const q = (name: string) => `\`${DB}\`.\`${name}\``;
  const productCount = async () => Number(((await root.query(`select count(*) as n from ${q(T.product)}`))[0] as { n: number }[])[0]!.n);

  beforeAll(async () => {
    root = await mysql.createConnection({ host, port, ...ADMIN });
    await root.query(`create database \`${DB}\` character set utf8mb4`).catch(() => {
      ownDb = false;
      DB = MYSQL_URL.pathname.slice(1) || 'test';
      p = `qit_${suffix}_`;
    });
    await root.query(`create user '${USER}'@'%' identified by '${SECRET}'`)
      .then(() => root.query(`grant all on \`${DB}\`.* to '${USER}'@'%'`))
      .catch(async () => {
        if (ownUser) await root.query(`drop user if exists '${USER}'@'%'`).catch(() => undefined);
        ownUser = false;
        USER = ADMIN.user;
        PASSWORD = ADMIN.password;
      });
    Object.assign(T, { product: `${p}product`, cheap: `${p}cheap`, copy: `${p}product_copy` });
    await root.query(`create table ${q(T.product)} (id int primary key comment '编号', name varchar(50) not null comment '名称', price decimal(10,2), stock int) comment '产品'`);
    await root.query(`insert into ${q(T.product)} values (1, '笔记本电脑', 5999.00, 10), (2, '激光打印机', 1899.50, 4), (3, '办公椅', 699.00, 30), (4, 'O''Brien \\\\ 椅', 1.00, 1)`);
    await root.query(`create view ${q(T.cheap)} as select id, name from ${q(T.product)} where price < 1000`);
    await root.query(`create table ${q(T.copy)} (id int primary key, name varchar(50), price decimal(10,2), stock int)`);
    t = await startDataApp();
    admin = await t.login('sysadmin');
  });
  afterAll(async () => {
    await t?.close();
    if (ownDb) await root?.query(`drop database if exists \`${DB}\``);
    else for (const [kind, name] of [['view', T.cheap], ['table', T.product], ['table', T.copy]] as const) if (name) await root?.query(`drop ${kind} if exists ${q(name)}`);
    if (ownUser) await root?.query(`drop user if exists '${USER}'@'%'`);
    await root?.end();
  });

  it('keeps a MySQL source: port 3306 by default, the password sealed and never answered, 测试连接 by id and as typed', async () => {
    const made = await send<{ id: string }>('POST', ds, source({ port: undefined }));
    expect(made.body.code).toBe(Code.OK);
    sourceId = made.body.data.id;
    expect(await t.db.selectFrom('baseDataSource').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow()).toMatchObject({ dbType: 'mysql', port: 3306, readOnly: 1, dbSchema: '' });
    if (port !== 3306) expect((await send('PUT', `${ds}/${sourceId}`, source())).body.code).toBe(Code.OK);
    // With a user of its own the source's password is SECRET too; without, a second source holds it.
    const sealedId = ownUser ? sourceId : (await send<{ id: string }>('POST', ds, source({ enCode: 'ext.mysql.sealed', fullName: '密码', password: SECRET }))).body.data.id;
    const stored = await t.db.selectFrom('baseDataSource').selectAll().where('id', '=', sealedId).executeTakeFirstOrThrow();
    expect(stored.passwordEnc).toMatch(/^v1\./);
    expect(stored.passwordEnc).not.toContain(SECRET);
    expect((await send<DataSourceRow>('GET', `${ds}/${sealedId}`)).body.data).toMatchObject({ dbType: 'mysql', hasPassword: true });
    await send('GET', ds);
    await send('GET', `${ds}/Selector`);
    // An edit with the password left empty keeps it.
    expect((await send('PUT', `${ds}/${sealedId}`, source({ enCode: stored.enCode, fullName: stored.fullName, password: '' }))).body.code).toBe(Code.OK);
    expect((await t.db.selectFrom('baseDataSource').select('passwordEnc').where('id', '=', sealedId).executeTakeFirstOrThrow()).passwordEnc).toBe(stored.passwordEnc);

    // 测试连接 from the list sends the id alone: every other field is the stored one.
    const byId = await send<TestResult>('POST', `${ds}/Actions/Test`, { id: sourceId });
    expect(byId.body.data).toMatchObject({ ok: true });
    expect(byId.body.data.version).toMatch(/MariaDB|MySQL/);
    expect((await send<TestResult>('POST', `${ds}/Actions/Test`, { id: sourceId, ...source({ password: '' }) })).body.data).toMatchObject({ ok: true });
    const wrong = await send<TestResult>('POST', `${ds}/Actions/Test`, source({ userName: USER, password: `${SECRET}x` }));
    expect(wrong.body.data.ok).toBe(false);
    expect(wrong.body.data.message).toMatch(/^连接失败：/);
    expect((await send<TestResult>('POST', `${ds}/Actions/Test`, source({ port: 1 }))).body.data).toMatchObject({ ok: false });
    expect((await send('POST', ds, source({ enCode: 'x1', fullName: 'x1', host: '' }))).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.hostRequired });
    expect((await send('POST', ds, source({ enCode: 'x2', fullName: 'x2', dbName: '' }))).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SOURCE_MSG.dbRequired });
    if (sealedId !== sourceId) expect((await send('DELETE', `${ds}/${sealedId}`)).body.code).toBe(Code.OK);

    expect(answers.length).toBeGreaterThan(8);
    for (const a of answers) expect(a).not.toContain(SECRET);
    expect(answers.join('\n')).not.toContain('passwordEnc');
  });

  it('turns off the sql_mode flags the SQL reader does not follow, also when a combination mode brings them', async () => {
    const version = ((await root.query('select version() as v'))[0] as { v: string }[])[0]!.v;
    // ORACLE is MariaDB's; ANSI both servers'.
    for (const given of ['ANSI,NO_BACKSLASH_ESCAPES', ...(/mariadb/i.test(version) ? ['ORACLE'] : [])]) {
      await root.query(`set session sql_mode = '${given}'`);
      expect(((await root.query('select @@session.sql_mode as m'))[0] as { m: string }[])[0]!.m, given).toContain('ANSI_QUOTES');
      await root.query(`set session ${SQL_MODE}`);
      const mode = ((await root.query('select @@session.sql_mode as m'))[0] as { m: string }[])[0]!.m;
      expect(mode, given).not.toMatch(/ANSI_QUOTES|NO_BACKSLASH_ESCAPES|ORACLE|(^|,)ANSI(,|$)/);
      expect(mode, given).toContain('PIPES_AS_CONCAT');
    }
    await root.query('set session sql_mode = default');
  });

  it('数据建模 lists its tables, views and columns from information_schema, comments included', async () => {
    const tables = (await send<{ table: string; tableName: string; isView: boolean; managed: boolean }[]>('GET', `/api/system/DataModel/${sourceId}/Tables`)).body.data;
    expect(tables.filter((x) => x.table.startsWith(p))).toEqual([
      { table: T.cheap, tableName: '', isView: true, managed: false },
      { table: T.product, tableName: '产品', isView: false, managed: false },
      { table: T.copy, tableName: '', isView: false, managed: false },
    ]);
    expect((await send<FieldRow[]>('GET', `/api/system/DataModel/${sourceId}/Tables/${T.product}/Fields`)).body.data).toEqual([
      { field: 'id', dataType: 'int', dataLength: 10, allowNull: 0, primaryKey: 1, fieldName: '编号' },
      { field: 'name', dataType: 'varchar', dataLength: 50, allowNull: 0, primaryKey: 0, fieldName: '名称' },
      { field: 'price', dataType: 'decimal', dataLength: 10, allowNull: 1, primaryKey: 0, fieldName: '' },
      { field: 'stock', dataType: 'int', dataLength: 10, allowNull: 1, primaryKey: 0, fieldName: '' },
    ]);
    expect((await send('GET', `/api/system/DataModel/${sourceId}/Tables/nope/Fields`)).body.code).toBe(Code.NOT_FOUND);
  });

  it('runs an SQL interface with its parameters bound: a value never becomes a second statement', async () => {
    const created = await send<{ id: string }>('POST', '/api/system/DataInterface', {
      fullName: 'MySQL产品', enCode: 'mysql.products', type: 'sql', dataSourceId: sourceId,
      query: `select id, name as \`fullName\`, price from ${T.product} # a comment\nwhere name = @name or id = {id} or '@name' = "x" order by id`,
      params: [{ field: 'name', dataType: 'string' }, { field: 'id', dataType: 'int' }],
    });
    expect(created.body.code).toBe(Code.OK);
    const preview = (paramList: { field: string; defaultValue: unknown }[]) => send<PreviewResult>('POST', `/api/system/DataInterface/${created.body.data.id}/Actions/Preview`, { paramList });
    expect((await preview([{ field: 'id', defaultValue: 2 }])).body.data).toMatchObject({ rows: 1, data: [{ id: 2, fullName: '激光打印机', price: '1899.50' }] });
    expect((await preview([{ field: 'name', defaultValue: "O'Brien \\ 椅" }])).body.data).toMatchObject({ rows: 1, data: [{ id: 4 }] });
    const before = await productCount();
    for (const value of ["x' or '1'='1", "x' or 1=1 -- ", "x\\' or 1=1 #", "'; delete from product; --", '1; drop table product', 'x" or "1"="1']) {
      const r = await preview([{ field: 'name', defaultValue: value }]);
      expect(r.body.code, value).toBe(Code.OK);
      expect(r.body.data.rows, value).toBe(0);
    }
    // In MySQL a backslash escapes a quote: this is one string, read as the engine reads it.
    const quoted = await send<{ id: string }>('POST', '/api/system/DataInterface', { fullName: '引号', enCode: 'mysql.quoted', type: 'sql', dataSourceId: sourceId, query: `select 'a\\'; delete from ${T.product}; --' as s`, params: [] });
    expect(quoted.body.code).toBe(Code.OK);
    expect((await send<PreviewResult>('POST', `/api/system/DataInterface/${quoted.body.data.id}/Actions/Preview`, { paramList: [] })).body.data.data).toEqual([{ s: `a'; delete from ${T.product}; --` }]);
    expect(await productCount()).toBe(before);
    expect((await preview([{ field: 'id', defaultValue: '1 or 1=1' }])).body).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.paramType('id', '整数') });

    const refuse = async (query: string, msg: string, isWrite = 0) => {
      const r = await send('POST', '/api/system/DataInterface', { fullName: '拒绝', enCode: 'mysql.refused', type: 'sql', dataSourceId: sourceId, query, isWrite, params: [] });
      expect(r.body, query).toMatchObject({ code: Code.BAD_REQUEST, msg });
    };
    await refuse(`select 1; delete from ${T.product}`, DATA_INTERFACE_MSG.oneStatement);
    await refuse(`select 1 # x\n; delete from ${T.product}`, DATA_INTERFACE_MSG.oneStatement);
    await refuse(`select * from ${T.product} where id = ?`, DATA_INTERFACE_MSG.placeholder);
    await refuse(`select * from ${T.product} into outfile "/tmp/x"`, DATA_INTERFACE_MSG.writeWord('into'));
    await refuse(`update ${T.product} set stock = 0`, DATA_SOURCE_MSG.readOnly, 1);
  });

  it('a read-only source refuses a write in the engine; a writable one writes; reads stop at the row cap and the time limit', async () => {
    const ro = externalRunner(row({ readOnly: 1 }), PASSWORD, t.dataDir);
    try {
      await expect(ro.run(`update ${T.product} set stock = 0`, [], { write: true, cap: 10, timeoutMs: 5000 })).rejects.toThrow(DATA_SOURCE_MSG.readOnly);
      await expect(ro.run(`delete from ${T.product}`, [], { write: true, cap: 10, timeoutMs: 5000 })).rejects.toThrow(DATA_SOURCE_MSG.readOnly);
      await expect(ro.run(`create table ${q(`${p}made`)} (a int)`, [], { write: true, cap: 10, timeoutMs: 5000 })).rejects.toThrow(DATA_SOURCE_MSG.readOnly);
      expect((await root.query(`show tables from \`${DB}\` like '${p}made'`))[0]).toEqual([]);
      expect(await productCount()).toBe(4);
      expect(await ro.run(`select id from ${T.product} order by id`, [], { write: false, cap: 2, timeoutMs: 5000 })).toEqual({ rows: [{ id: 1 }, { id: 2 }], truncated: true, changes: null });
      // An explicit LIMIT above the cap still answers the cap.
      expect((await ro.run(`select id from ${T.product} order by id limit 100`, [], { write: false, cap: 3, timeoutMs: 5000 })).rows).toHaveLength(3);
      const started = Date.now();
      await expect(ro.run('select sleep(5) as s', [], { write: false, cap: 10, timeoutMs: 300 })).rejects.toThrow(DATA_INTERFACE_MSG.timeout);
      expect(Date.now() - started).toBeLessThan(4000);
      // Nothing a statement leaves in its session reaches the next one.
      await ro.run('select @v := 1 as v, get_lock(?, 0) as l', [DB], { write: false, cap: 10, timeoutMs: 5000 });
      expect((await ro.run('select @v as v, is_used_lock(?) as l', [DB], { write: false, cap: 10, timeoutMs: 5000 })).rows).toEqual([{ v: null, l: null }]);
    } finally {
      await ro.close();
    }

    expect((await send('PUT', `${ds}/${sourceId}`, source({ password: '', readOnly: 0 }))).body.code).toBe(Code.OK);
    const write = await send<{ id: string }>('POST', '/api/system/DataInterface', {
      fullName: 'MySQL改库存', enCode: 'mysql.stock', type: 'sql', dataSourceId: sourceId, isWrite: 1,
      query: `update ${T.product} set stock = @stock where id = @id`, params: [{ field: 'stock', dataType: 'int', required: 1 }, { field: 'id', dataType: 'int', required: 1 }],
    });
    expect(write.body.code).toBe(Code.OK);
    const done = await send<PreviewResult>('POST', `/api/system/DataInterface/${write.body.data.id}/Actions/Preview`, { paramList: [{ field: 'stock', defaultValue: 7 }, { field: 'id', defaultValue: 3 }] });
    expect(done.body.data).toMatchObject({ rows: 1, data: [{ changes: 1 }] });
    expect(((await root.query(`select stock from ${q(T.product)} where id = 3`))[0] as { stock: number }[])[0]!.stock).toBe(7);
  });

  it('数据同步 reads from MySQL into a 数据建模 table and writes into a writable MySQL table by key', async () => {
    const fields = [
      { field: 'id', dataType: 'int', allowNull: 0, primaryKey: 1 }, { field: 'name', dataType: 'varchar', dataLength: 50 },
      { field: 'price', dataType: 'decimal', dataLength: 10, scale: 2 }, { field: 'stock', dataType: 'int' },
    ];
    expect((await send('POST', '/api/system/DataModel', { table: 'lc_my_product', tableName: 'MySQL产品', fields })).body.code).toBe(Code.OK);
    const sync = async (body: Record<string, unknown>) => {
      const made = await send<{ id: string }>('POST', '/api/system/DataSync', { mode: 'key', keyColumn: 'id', batchSize: 3, ...body });
      expect(made.body.code).toBe(Code.OK);
      return made.body.data.id;
    };
    const execute = async (id: string) => (await send<SyncResult>('POST', `/api/system/DataSync/${id}/Actions/Execute`)).body.data;

    const inward = await sync({ fullName: 'MySQL入', enCode: 'sync.mysql.in', sourceId, sourceTable: T.product, targetId: '0', targetTable: 'lc_my_product' });
    expect(await execute(inward)).toMatchObject({ outcome: 'ok', rowsRead: 4, rowsWritten: 4 });
    const copied = (await sql<{ id: number; name: string }>`select id, name from lc_my_product order by id`.execute(t.db.withoutPlugins())).rows;
    expect(copied.map((r) => r.name)).toEqual(['笔记本电脑', '激光打印机', '办公椅', "O'Brien \\ 椅"]);

    const demo = (await t.db.selectFrom('baseDataSource').select('id').where('enCode', '=', 'demo.sqlite').executeTakeFirstOrThrow()).id;
    await root.query(`insert into ${q(T.copy)} values (1, 'stale', 0, 0), (99, 'kept', 0, 0)`);
    const outward = await sync({ fullName: 'MySQL出', enCode: 'sync.mysql.out', sourceId: demo, sourceTable: 'product', targetId: sourceId, targetTable: T.copy });
    expect(await execute(outward)).toMatchObject({ outcome: 'ok', rowsRead: 5, rowsWritten: 5 });
    expect(await execute(outward)).toMatchObject({ outcome: 'ok', rowsWritten: 5 });
    const target = (await root.query(`select id, name from ${q(T.copy)} order by id`))[0] as { id: number; name: string }[];
    expect(target).toHaveLength(6);
    expect(target[0]).toEqual({ id: 1, name: '笔记本电脑' });
    expect(target[5]).toEqual({ id: 99, name: 'kept' });
  });
});
