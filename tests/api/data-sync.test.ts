import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { DATA_INTERFACE_MSG, DATA_SYNC_MSG, type SyncLogRow, type SyncResult, type SyncRow } from '../../src/features/data/contract';
import type { TaskLogRow } from '../../src/features/system/contract';
import { call, testDialect } from '../helpers/test-app';
import { eventually } from './system-fixtures';
import { startDataApp } from './data-fixtures';

type App = Awaited<ReturnType<typeof startDataApp>>;
const FIELDS = [
  { field: 'id', dataType: 'int', allowNull: 0, primaryKey: 1 },
  { field: 'name', dataType: 'varchar', dataLength: 50 },
  { field: 'price', dataType: 'decimal', dataLength: 10, scale: 2 },
  { field: 'stock', dataType: 'int' },
];

describe(`Data sync 数据同步 (${testDialect})`, () => {
  let t: App;
  let admin: string;
  let staff: string;
  let demoId: string;
  let srcId: string;
  let srcFile: string;
  const base = '/api/system/DataSync';
  const send = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call<T>(t, method, url, { token: admin, body });
  const execute = async (id: string) => (await send<SyncResult>('POST', `${base}/${id}/Actions/Execute`)).body;
  const model = (table: string) => send('POST', '/api/system/DataModel', { table, tableName: table, fields: FIELDS });
  const rows = async (table: string) => (await sql<{ id: number; name: string; price: unknown; stock: number }>`select * from ${sql.table(table)} order by id`.execute(t.db.withoutPlugins())).rows;
  const sync = (over: Record<string, unknown>) => ({ fullName: '同步', enCode: 'sync.test', sourceId: demoId, sourceTable: 'product', targetId: '0', targetTable: 'lc_sync_a', mode: 'full', ...over });
  const create = async (over: Record<string, unknown>) => {
    const r = await send<{ id: string }>('POST', base, sync(over));
    expect(r.body).toMatchObject({ code: Code.OK });
    return r.body.data.id;
  };

  beforeAll(async () => {
    t = await startDataApp();
    admin = await t.login('sysadmin');
    staff = await t.login('wh01');
    demoId = (await t.db.selectFrom('baseDataSource').select('id').where('enCode', '=', 'demo.sqlite').executeTakeFirstOrThrow()).id;
    srcFile = path.join(t.dataDir, 'data-sources', 'src.sqlite');
    const db = new SQLite(srcFile);
    db.exec("create table item (id integer primary key, name text, price real, stock integer); insert into item values (1, 'a', 1.5, 1), (2, 'b', 2.5, 2), (3, 'c', 3.5, 3), (4, 'd', 4.5, 4), (5, 'e', 5.5, 5)");
    db.close();
    const made = await send<{ id: string }>('POST', '/api/system/DataSource', { fullName: '可写库', enCode: 'src.sqlite', dbType: 'sqlite', dbName: 'src.sqlite', readOnly: 0 });
    srcId = made.body.data.id;
    for (const table of ['lc_sync_a', 'lc_sync_b']) expect((await model(table)).body.code).toBe(Code.OK);
  });
  afterAll(() => t.close());

  it('the demo sync exists with one run in its log, and runs again for real', async () => {
    const list = (await send<{ list: SyncRow[] }>('GET', base)).body.data.list;
    const demo = list.find((s) => s.enCode === 'demo.productSync')!;
    expect(demo).toMatchObject({ sourceName: '演示SQLite库', targetName: '系统数据库', targetTable: 'lc_product_copy', lastOutcome: 'ok' });
    expect((await send<{ list: SyncLogRow[] }>('GET', `/api/system/DataSyncLog/${demo.id}`)).body.data.list).toHaveLength(1);
    expect(await execute(demo.id)).toMatchObject({ code: Code.OK, data: { outcome: 'ok', rowsRead: 5, rowsWritten: 5 } });
    expect((await rows('lc_product_copy')).map((r) => r.name)).toEqual(['笔记本电脑', '激光打印机', '办公椅', '投影仪', '碎纸机']);
  });

  it('full copy clears the target and inserts every row, in batches', async () => {
    const id = await create({ batchSize: 2 });
    await sql`insert into lc_sync_a (id, name) values (99, 'stale')`.execute(t.db.withoutPlugins());
    const r = await execute(id);
    expect(r.data).toMatchObject({ outcome: 'ok', rowsRead: 5, rowsWritten: 5, message: DATA_SYNC_MSG.done(5, 5) });
    const copied = await rows('lc_sync_a');
    expect(copied.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(copied[0]).toMatchObject({ name: '笔记本电脑', stock: 12 });
    expect(Number(copied[0]!.price)).toBe(5999);
    const log = (await send<{ list: SyncLogRow[] }>('GET', `/api/system/DataSyncLog/${id}`)).body.data.list;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ outcome: 'ok', rowsRead: 5, rowsWritten: 5, trigger: 'manual', userName: expect.any(String) });
  });

  it('key mode upserts: changed rows updated, new rows inserted, others kept', async () => {
    const id = await create({ fullName: '按键', enCode: 'sync.key', sourceId: srcId, sourceTable: 'item', targetTable: 'lc_sync_b', mode: 'key', keyColumn: 'id', batchSize: 2 });
    expect((await execute(id)).data).toMatchObject({ outcome: 'ok', rowsRead: 5, rowsWritten: 5 });
    await sql`insert into lc_sync_b (id, name) values (50, 'target only')`.execute(t.db.withoutPlugins());
    const db = new SQLite(srcFile);
    db.exec("update item set name = 'A2', stock = 10 where id = 1; insert into item values (6, 'f', 6.5, 6)");
    db.close();
    expect((await execute(id)).data).toMatchObject({ outcome: 'ok', rowsRead: 6, rowsWritten: 6 });
    const after = await rows('lc_sync_b');
    expect(after).toHaveLength(7);
    expect(after.find((r) => r.id === 1)).toMatchObject({ name: 'A2', stock: 10 });
    expect(after.find((r) => r.id === 6)).toMatchObject({ name: 'f', stock: 6 });
    expect(after.find((r) => r.id === 50)).toMatchObject({ name: 'target only' });
    // An explicit mapping: only the mapped columns are written.
    const body = sync({ fullName: '按键', enCode: 'sync.key', sourceId: srcId, sourceTable: 'item', targetTable: 'lc_sync_b', mode: 'key', keyColumn: 'id', columns: [{ source: 'id', target: 'id' }, { source: 'name', target: 'name' }] });
    expect((await send('PUT', `${base}/${id}`, body)).body.code).toBe(Code.OK);
    const db2 = new SQLite(srcFile);
    db2.exec("update item set name = 'A3', stock = 99 where id = 1");
    db2.close();
    expect((await execute(id)).data.outcome).toBe('ok');
    expect((await rows('lc_sync_b')).find((r) => r.id === 1)).toMatchObject({ name: 'A3', stock: 10 });
  });

  it('copies between two 数据建模 tables of the system database (read-only read, writable target)', async () => {
    expect((await model('lc_sync_c')).body.code).toBe(Code.OK);
    const id = await create({ fullName: '系统内', enCode: 'sync.inner', sourceId: '0', sourceTable: 'lc_sync_a', targetTable: 'lc_sync_c', batchSize: 4 });
    expect((await execute(id)).data).toMatchObject({ outcome: 'ok', rowsRead: 5, rowsWritten: 5 });
    expect((await rows('lc_sync_c')).map((r) => r.name)).toEqual((await rows('lc_sync_a')).map((r) => r.name));
  });

  it('refuses a read-only target, a platform table, a missing column, a key outside the mapping', async () => {
    const bad = async (over: Record<string, unknown>) => (await send('POST', base, sync({ enCode: 'sync.bad', fullName: '坏', ...over }))).body;
    expect(await bad({ sourceId: srcId, sourceTable: 'item', targetId: demoId, targetTable: 'product' })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.targetReadOnly });
    expect(await bad({ targetTable: 'base_user' })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.targetPlatform('base_user') });
    expect(await bad({ columns: [{ source: 'name', target: 'title' }] })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.targetColumnMissing('title') });
    expect(await bad({ columns: [{ source: 'name"; drop table lc_sync_a; --', target: 'name' }] })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.sourceColumnMissing('name"; drop table lc_sync_a; --') });
    expect(await bad({ mode: 'key', keyColumn: 'stock', columns: [{ source: 'id', target: 'id' }] })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.keyNotMapped('stock') });
    expect(await bad({ sourceTable: 'nope' })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.tableMissing('nope') });
    expect(await bad({ mode: 'key' })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_SYNC_MSG.keyRequired });
    expect((await rows('lc_sync_a')).length).toBe(5);
    // Credentials of the system database are never copied out, not even into a 数据建模 table.
    const users = { sourceId: '0', sourceTable: 'base_user', targetTable: 'lc_sync_a' };
    expect(await bad({ ...users, columns: [{ source: 'password', target: 'name' }] })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.secretColumn('password') });
    expect(await bad({ ...users, columns: [{ source: 'id', target: 'id' }, { source: 'password_hash', target: 'name' }] })).toMatchObject({ code: Code.BAD_REQUEST, msg: DATA_INTERFACE_MSG.secretColumn('password_hash') });
  });

  it('a run that fails is logged with its outcome and message; a full copy that fails leaves the target as it was', async () => {
    const targetFile = path.join(t.dataDir, 'data-sources', 'dst.sqlite');
    const db = new SQLite(targetFile);
    db.exec('create table copy (id integer primary key, name text not null)');
    db.exec("insert into copy values (100, 'kept')");
    db.close();
    const dst = (await send<{ id: string }>('POST', '/api/system/DataSource', { fullName: '目标库', enCode: 'dst.sqlite', dbType: 'sqlite', dbName: 'dst.sqlite', readOnly: 0 })).body.data.id;
    const id = await create({ fullName: '失败', enCode: 'sync.fail', sourceId: srcId, sourceTable: 'item', targetId: dst, targetTable: 'copy', columns: [{ source: 'id', target: 'id' }, { source: 'name', target: 'name' }], batchSize: 2 });
    // A null name in the third batch: the whole full copy rolls back.
    const s = new SQLite(srcFile);
    s.exec("insert into item values (7, null, 0, 0)");
    s.close();
    const r = await execute(id);
    expect(r.data.outcome).toBe('error');
    expect(r.data.message).toMatch(/^同步失败：.*NOT NULL/i);
    expect(r.data.rowsWritten).toBe(0);
    const check = new SQLite(targetFile, { readonly: true });
    expect(check.prepare('select id, name from copy').all()).toEqual([{ id: 100, name: 'kept' }]);
    check.close();
    const log = (await send<{ list: SyncLogRow[] }>('GET', `/api/system/DataSyncLog/${id}`)).body.data.list;
    expect(log[0]).toMatchObject({ outcome: 'error', rowsWritten: 0, message: r.data.message });
    expect((await send<{ list: SyncRow[] }>('GET', base)).body.data.list.find((x) => x.id === id)).toMatchObject({ lastOutcome: 'error' });
    // The data source is in use.
    expect((await send('DELETE', `/api/system/DataSource/${dst}`)).body.code).toBe(Code.BAD_REQUEST);
  });

  it('the 定时任务 task data.sync runs the syncs marked scheduled', async () => {
    const id = await create({ fullName: '定时', enCode: 'sync.cron', targetTable: 'lc_sync_a', scheduled: 1 });
    const { logId } = (await call<{ logId: string }>(t, 'POST', '/api/system/TimeTask/data.sync/Actions/Run', { token: admin })).body.data;
    const run = await eventually(async () => {
      const row = (await call<{ list: TaskLogRow[] }>(t, 'GET', '/api/system/TimeTask/data.sync/TaskLog', { token: admin })).body.data.list.find((x) => x.id === logId);
      return row && row.outcome !== 'running' ? row : undefined;
    }, 20_000);
    expect(run).toMatchObject({ outcome: 'success', message: `定时：${DATA_SYNC_MSG.done(5, 5)}` });
    expect((await send<{ list: SyncLogRow[] }>('GET', `/api/system/DataSyncLog/${id}`)).body.data.list[0]).toMatchObject({ trigger: 'manual', outcome: 'ok', rowsWritten: 5 });
  });

  it('without the 数据同步 menu every route answers 403', async () => {
    const demo = (await send<{ list: SyncRow[] }>('GET', base)).body.data.list[0]!;
    expect((await call(t, 'GET', base, { token: staff })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', `${base}/${demo.id}`, { token: staff })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', `${base}/${demo.id}/Actions/Execute`, { token: staff })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'GET', `/api/system/DataSyncLog/${demo.id}`, { token: staff })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', base, { token: staff, body: sync({ enCode: 'x.y', fullName: 'x' }) })).body.code).toBe(Code.FORBIDDEN);
    expect(fs.existsSync(srcFile)).toBe(true);
  });
});
