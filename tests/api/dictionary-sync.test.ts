import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { DICT_MSG } from '../../src/features/dictionary/contract';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

describe(`数据字典 through the sync engine: offline-made rows, pull, conflicts (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let seq = 0;
  const device = newId();
  const push = (mutations: unknown[], token = admin) => call<PushResult>(t, 'POST', '/api/sync/push', { token, body: { deviceId: device, mutations } });
  const mutation = (name: string, args: unknown, baseVersion?: number) => ({ id: newId(), seq: ++seq, name, args, ...(baseVersion === undefined ? {} : { baseVersion }) });
  const pullAll = async (token: string, collection: string, cursor?: string) => {
    const rows = new Map<string, { row: Record<string, unknown> | null; version: number }>();
    let last: PullResult;
    do {
      const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: collection, limit: '10', ...(cursor ? { cursor } : {}) } });
      expect(res.body.code).toBe(Code.OK);
      last = res.body.data;
      for (const c of last.changes) rows.set(c.id, { row: c.op === 'upsert' ? c.row! : null, version: c.version });
      cursor = last.cursor;
    } while (last.hasMore);
    return { rows, cursor: cursor! };
  };
  const typeId = async (enCode: string) => (await t.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  const rowsWithCode = async (enCode: string) => t.db.selectFrom('baseDictionaryData').selectAll().where('enCode', '=', enCode).execute();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    viewer = await t.login('logviewer');
  });
  afterAll(() => t.close());

  it('lets any signed-in user pull every dictionary and its data', async () => {
    const dicts = await pullAll(viewer, 'dictionaries');
    expect([...dicts.rows.values()].map((r) => r.row!.enCode).sort()).toEqual(['businessType', 'industry', 'itemStatus', 'itemType']);
    const data = await pullAll(viewer, 'dictionaryData');
    const status = await typeId('itemStatus');
    const statusRows = [...data.rows.values()].map((r) => r.row!).filter((r) => r.dictionaryTypeId === status);
    expect(statusRows.map((r) => r.fullName).sort()).toEqual(['丢失', '变更', '在库', '在用', '报废', '损坏'].sort());
    expect(statusRows[0]).toHaveProperty('styleJson');
  });

  it('applies a row made offline once, answers a repeat as duplicate and an existing id as 数据已存在', async () => {
    const before = await pullAll(admin, 'dictionaryData');
    const id = newId();
    const create = mutation('dictionaryData.create', { id, dictionaryTypeId: await typeId('itemStatus'), enCode: '7', fullName: '借出', sortCode: 6 });
    const first = (await push([create])).body.data.results[0]!;
    expect(first).toMatchObject({ id: create.id, status: 'applied', result: { id } });
    expect((await push([create])).body.data.results[0]).toMatchObject({ status: 'duplicate', result: { id } });
    expect(await rowsWithCode('7')).toHaveLength(1);

    const again = mutation('dictionaryData.create', { id, dictionaryTypeId: await typeId('itemType'), enCode: 'lent', fullName: '借出' });
    expect((await push([again])).body.data.results[0]).toMatchObject({ status: 'rejected', code: Code.CONFLICT, msg: DICT_MSG.idExists });
    const sameCode = mutation('dictionaryData.create', { id: newId(), dictionaryTypeId: await typeId('itemStatus'), enCode: '7', fullName: '外借' });
    expect((await push([sameCode])).body.data.results[0]).toMatchObject({ status: 'rejected', code: Code.BAD_REQUEST, msg: DICT_MSG.codeExists });
    expect(await rowsWithCode('lent')).toHaveLength(0);

    const after = await pullAll(admin, 'dictionaryData', before.cursor);
    expect([...after.rows.keys()]).toEqual([id]);
    expect(after.rows.get(id)).toMatchObject({ row: { fullName: '借出', enCode: '7', parentId: '0' }, version: first.serverVersion });
  });

  it('updates from the version a device saw; a stale base version is a conflict carrying the server row', async () => {
    const pulled = await pullAll(admin, 'dictionaryData');
    const [id, seen] = [...pulled.rows].find(([, r]) => r.row!.fullName === '家具')!;
    const typeOfRow = String(seen.row!.dictionaryTypeId);
    const edit = (fullName: string, base: number) => mutation('dictionaryData.update', { id, enCode: 'furniture', fullName }, base);
    const applied = (await push([edit('办公家具', seen.version)])).body.data.results[0]!;
    expect(applied).toMatchObject({ status: 'applied' });
    const next = (await push([edit('家具类', applied.serverVersion!)])).body.data.results[0]!;
    expect(next.status).toBe('applied');

    const stale = (await push([edit('旧名字', seen.version)])).body.data.results[0]!;
    expect(stale).toMatchObject({ status: 'conflict', code: Code.CONFLICT, serverRow: { id, fullName: '家具类', dictionaryTypeId: typeOfRow }, serverVersion: next.serverVersion });
    expect((await t.db.selectFrom('baseDictionaryData').select('fullName').where('id', '=', id).executeTakeFirstOrThrow()).fullName).toBe('家具类');
  });

  it('deletes through a push, the pull answering a tombstone', async () => {
    const before = await pullAll(admin, 'dictionaryData');
    const [row] = await rowsWithCode('7');
    const del = mutation('dictionaryData.delete', { id: row!.id });
    expect((await push([del])).body.data.results[0]).toMatchObject({ status: 'applied' });
    const after = await pullAll(admin, 'dictionaryData', before.cursor);
    expect(after.rows.get(row!.id)).toMatchObject({ row: null });
  });

  it('refuses pushed writes without the menu and button, changing nothing', async () => {
    const target = (await rowsWithCode('office'))[0]!;
    const results = (await push([
      mutation('dictionaryData.create', { id: newId(), dictionaryTypeId: target.dictionaryTypeId, enCode: 'x9', fullName: '某物' }),
      mutation('dictionaryData.update', { id: target.id, enCode: 'office', fullName: '改名' }),
      mutation('dictionaryData.delete', { id: target.id }),
    ], viewer)).body.data.results;
    expect(results.map((r) => [r.status, r.code, r.msg])).toEqual(Array(3).fill(['rejected', Code.FORBIDDEN, Msg.permissionDenied]));
    expect((await rowsWithCode('office'))[0]).toMatchObject({ fullName: '办公设备' });
    expect(await rowsWithCode('x9')).toHaveLength(0);
  });
});
