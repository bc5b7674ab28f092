import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { expenseDesign, startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

type Rows = Map<string, { row: Record<string, unknown> | null; version: number }>;
let t: VisualdevApp;
let modelId: string;
let menuId: string;
let seq = 0;
const device = newId();

async function pullAll(account: string, collection: string, cursor?: string): Promise<{ rows: Rows; cursor: string }> {
  const rows: Rows = new Map();
  let last: PullResult;
  do {
    const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token(account), query: { collections: collection, limit: '7', ...(cursor ? { cursor } : {}) } });
    expect(res.body.code).toBe(Code.OK);
    last = res.body.data;
    for (const c of last.changes) rows.set(c.id, { row: c.op === 'upsert' ? c.row! : null, version: c.version });
    cursor = last.cursor;
  } while (last.hasMore);
  return { rows, cursor: cursor! };
}
const mutation = (name: string, args: unknown, baseVersion?: number) => ({ id: newId(), seq: ++seq, name, args, ...(baseVersion === undefined ? {} : { baseVersion }) });
const push = async (account: string, mutations: unknown[]) => (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: device, mutations } })).body.data.results;
const data = (title: string, more: Record<string, unknown> = {}) => ({ title, kind: 'office', amount: 10, qty: 3, lines: [{ item: '纸', cost: 10 }], ...more });

beforeAll(async () => {
  t = await startVisualdevApp();
  modelId = (await t.as<{ id: string }>('admin', 'POST', '/api/visualdev/Base', expenseDesign('syncTest'))).body.data.id;
  menuId = (await t.as<{ menuId: string }>('admin', 'POST', `/api/visualdev/Base/${modelId}/Actions/Release`, {})).body.data.menuId;
});
afterAll(() => t.close());

describe(`在线开发 on the device: released models and records through sync (${testDialect})`, () => {
  it('pulls the released models a user may open, with their form and list', async () => {
    const { rows } = await pullAll('admin', 'onlineModels');
    const mine = rows.get(modelId)!.row!;
    expect(mine).toMatchObject({ id: modelId, enCode: 'syncTest', menuId, formData: { version: 2 }, columnData: { useColumnPermission: true } });
    // The demo's two released models come too; a user without their menus gets none of them.
    expect([...rows.values()].map((r) => r.row!.enCode)).toEqual(expect.arrayContaining(['vehicleRegister', 'meetingBooking', 'syncTest']));
    expect((await pullAll('logviewer', 'onlineModels')).rows.size).toBe(0);
  });

  it('applies records written offline once, re-checks them with the released form, and hands them to other devices', async () => {
    const before = await pullAll('admin', 'onlineRecords');
    const id = newId();
    const create = mutation('onlineRecord.save', { modelId, id, isNew: true, data: data('离线一', { total: 1 }) });
    const [first] = await push('admin', [create]);
    expect(first).toMatchObject({ status: 'applied', result: { id } });
    expect((await push('admin', [create]))[0]).toMatchObject({ status: 'duplicate' });
    const bad = await push('admin', [mutation('onlineRecord.save', { modelId, id: newId(), isNew: true, data: data('') })]);
    expect(bad[0]).toMatchObject({ status: 'rejected', code: Code.BAD_REQUEST, msg: '请输入标题' });

    const after = await pullAll('admin', 'onlineRecords', before.cursor);
    expect(after.rows.get(id)?.row).toMatchObject({ id, modelId, data: { title: '离线一', total: 30, lines: [{ item: '纸', cost: 10 }] } });
    const info = await t.as<{ data: Record<string, unknown> }>('admin', 'GET', `/api/visualdev/OnlineDev/${modelId}/${id}`);
    expect(info.body.data.data).toMatchObject({ title: '离线一', total: 30 });
  });

  it('an edit from a stale version is a conflict with the server\'s record; a current one applies; a delete leaves devices', async () => {
    const id = newId();
    await push('admin', [mutation('onlineRecord.save', { modelId, id, isNew: true, data: data('冲突前') })]);
    const seen = (await pullAll('admin', 'onlineRecords')).rows.get(id)!.version;
    await push('admin', [mutation('onlineRecord.save', { modelId, id, isNew: false, data: data('别人改的') }, seen)]);
    const [stale] = await push('admin', [mutation('onlineRecord.save', { modelId, id, isNew: false, data: data('我改的') }, seen)]);
    expect(stale).toMatchObject({ status: 'conflict', serverRow: { id, data: { title: '别人改的' } } });

    const { cursor } = await pullAll('admin', 'onlineRecords');
    await push('admin', [mutation('onlineRecord.remove', { modelId, id })]);
    const gone = await pullAll('admin', 'onlineRecords', cursor);
    expect(gone.rows.get(id)).toMatchObject({ row: null });
    expect(await t.db.selectFrom('vd_synctest' as never).select('id' as never).where('id' as never, '=', id as never).executeTakeFirst()).toBeUndefined();
  });

  it('a user gets only the records of their data scope and only the fields they are granted; their writes need the buttons', async () => {
    const menu = await t.menu(menuId);
    const button = (code: string) => menu.buttons.find((b) => b.enCode === code)!.id;
    const form = (...codes: string[]) => menu.forms.filter((f) => codes.includes(f.enCode)).map((f) => f.id);
    const scheme = await t.scheme(menuId, 'self');
    await t.roleFor('logviewer', { module: [menuId], button: [button('btn_add')], form: form('title', 'kind', 'qty', 'lines'), resource: [scheme] });
    await t.db.updateTable('visualdevBase').set({ releasedColumns: JSON.stringify({ ...expenseDesign('syncTest').columnData, useFormPermission: true }) }).where('id', '=', modelId).execute();

    const own = newId();
    const [made] = await push('logviewer', [mutation('onlineRecord.save', { modelId, id: own, isNew: true, data: { title: '自己的', kind: 'travel', qty: 1, lines: [] } })]);
    expect(made).toMatchObject({ status: 'applied' });
    const { rows } = await pullAll('logviewer', 'onlineRecords');
    expect([...rows.keys()]).toEqual([own]);
    expect(Object.keys(rows.get(own)!.row!.data as object).sort()).toEqual(['kind', 'lines', 'qty', 'title']);
    const model = (await pullAll('logviewer', 'onlineModels')).rows.get(modelId)!.row!;
    expect(JSON.stringify(model.formData)).not.toContain('"amount"');

    const [edit] = await push('logviewer', [mutation('onlineRecord.save', { modelId, id: own, isNew: false, data: { title: '改', kind: 'travel', qty: 1, lines: [] } })]);
    expect(edit).toMatchObject({ status: 'rejected', code: Code.FORBIDDEN });
  });
});
