import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '../../src/contract/codes';
import { AssetApi, ItemMsg, type ItemRow } from '../../src/features/assets/contract';
import { countRows, grantToUser, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
let itemId: string;
const act = (path: string, body: Record<string, unknown>, account = 'assetadmin') => t.as<ItemRow>(account, 'POST', path, { body: { id: itemId, ...body } });
const restore = (account = 'assetadmin', body: unknown = { remark: '维修完成' }) => t.as<ItemRow>(account, 'POST', AssetApi.restore, { query: { id: itemId }, body });
const lastLog = async () => t.db.selectFrom('faItemLog').selectAll().where('itemId', '=', itemId).orderBy('createAt', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
let sales: { id: string };

beforeAll(async () => {
  t = await startAssetApp();
  const inStore = await t.db.selectFrom('faItem').select('id').where('status', '=', '1').where('nowEntId', '=', t.org('EC')).orderBy('assetCode').executeTakeFirstOrThrow();
  itemId = inStore.id;
  sales = await t.staffOf('EC03');
  // wh02 may open the register and press its buttons, but holds no asset-administrator role.
  await grantToUser(t, 'wh02', 'fixedAsset.storage', ['btn_store', 'btn_status', 'btn_image', 'btn_export']);
});
afterAll(async () => t.closeAll());

describe('status transitions (§4) and their log rows', () => {
  it('receive: in storage → in use, to a unit, department and person', async () => {
    const res = await act(AssetApi.receive, { entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01'), remark: '日常办公领用' });
    expect(res.body).toMatchObject({ code: 200, data: { status: '2', nowEntName: '华东分公司', nowDeptName: '仓储部', nowUserName: '赵强' } });
    expect(await lastLog()).toMatchObject({ kind: 'receive', status: '2', entName: '华东分公司', deptName: '仓储部', userName: '赵强', userId: t.user('wh01'), remark: '日常办公领用', operatorName: '王磊', operatorId: t.user('assetadmin') });
    expect((await act(AssetApi.receive, { entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') })).body.msg).toBe(ItemMsg.transition('领用', '在用'));
  });

  it('change: hand-over to another department and person; the same holder is refused', async () => {
    expect((await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') })).body.msg).toBe(ItemMsg.sameHolder);
    const res = await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('EC03'), userId: sales.id, remark: '人员调岗交接' });
    expect(res.body).toMatchObject({ code: 200, data: { status: '3', nowDeptName: '销售部', nowUserId: sales.id } });
    expect(await lastLog()).toMatchObject({ kind: 'change', status: '3', deptName: '销售部', userId: sales.id, remark: '人员调岗交接' });
  });

  it('checks the new holder: department of the unit, person of the department', async () => {
    expect((await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('SC02'), userId: t.user('wh02') })).body.msg).toBe(ItemMsg.deptNotInEnt);
    expect((await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh02') })).body.msg).toBe(ItemMsg.userNotInDept);
    expect((await act(AssetApi.change, { entId: t.org('EC02'), deptId: t.org('EC02'), userId: t.user('wh01') })).body.msg).toBe(ItemMsg.entUnknown);
    expect((await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('EC02') })).body.msg).toBe(ItemMsg.userRequired);
  });

  it('damage from changed; not twice', async () => {
    expect((await act(AssetApi.damage, { remark: '屏幕损坏' })).body).toMatchObject({ code: 200, data: { status: '4' } });
    expect(await lastLog()).toMatchObject({ kind: 'damage', status: '4', userId: sales.id, remark: '屏幕损坏' });
    expect((await act(AssetApi.damage, {})).body.msg).toBe(ItemMsg.transition('报损', '损坏'));
    expect((await act(AssetApi.change, { entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') })).body.msg).toBe(ItemMsg.transition('变更', '损坏'));
  });

  it('re-store clears the person and brings the item back to storage', async () => {
    const res = await restore('assetadmin', { remark: '维修完成', location: 'EC-仓库B' });
    expect(res.body).toMatchObject({ code: 200, msg: ItemMsg.restored, data: { status: '1', nowUserId: null, nowUserName: null, nowDeptName: '销售部', location: 'EC-仓库B' } });
    expect(await lastLog()).toMatchObject({ kind: 'restore', status: '1', userId: null, remark: '维修完成' });
    expect((await restore()).body.msg).toBe(ItemMsg.transition('重新入库', '在库'));
  });

  it('lose from storage, re-store once found, scrap; a scrapped item is final', async () => {
    expect((await act(AssetApi.lose, { remark: '盘点未找到' })).body.data.status).toBe('5');
    expect((await act(AssetApi.scrap, {})).body.msg).toBe(ItemMsg.transition('报废', '丢失'));
    expect((await restore('assetadmin', undefined)).body.data.status).toBe('1');
    expect((await act(AssetApi.scrap, { remark: '超过使用年限' })).body.data.status).toBe('6');
    expect(await lastLog()).toMatchObject({ kind: 'scrap', status: '6', remark: '超过使用年限' });
    for (const [path, name] of [[AssetApi.lose, '报失'], [AssetApi.damage, '报损'], [AssetApi.scrap, '报废']] as const) {
      expect((await act(path, {})).body.msg).toBe(ItemMsg.transition(name, '报废'));
    }
    expect((await restore()).body.msg).toBe(ItemMsg.transition('重新入库', '报废'));
    const kinds = (await t.db.selectFrom('faItemLog').select('kind').where('itemId', '=', itemId).orderBy('createAt').orderBy('id').execute()).map((l) => l.kind);
    expect(kinds).toEqual(['storage', 'receive', 'change', 'damage', 'restore', 'lose', 'restore', 'scrap']);
  });

  it('an unknown item is 404', async () => {
    expect((await t.as('assetadmin', 'POST', AssetApi.damage, { body: { id: 'nope' } })).body).toMatchObject({ code: 404, msg: ItemMsg.notFound });
  });
});

describe('§6: only an asset administrator writes; others are refused and nothing is written', () => {
  let target: string;
  beforeAll(async () => {
    target = (await t.db.selectFrom('faItem').select('id').where('status', '=', '2').orderBy('assetCode').executeTakeFirstOrThrow()).id;
  });
  const forged = (account: string) => [
    () => t.as(account, 'POST', AssetApi.damage, { body: { id: target, remark: 'x' } }),
    () => t.as(account, 'POST', AssetApi.lose, { body: { id: target } }),
    () => t.as(account, 'POST', AssetApi.scrap, { body: { id: target } }),
    () => t.as(account, 'POST', AssetApi.change, { body: { id: target, entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') } }),
    () => t.as(account, 'POST', AssetApi.receive, { body: { id: target, entId: t.org('EC'), deptId: t.org('EC02'), userId: t.user('wh01') } }),
    () => t.as(account, 'POST', AssetApi.restore, { query: { id: target } }),
    () => t.as(account, 'POST', AssetApi.attach, { body: { id: target, attach: '[]' } }),
    () => t.as(account, 'POST', AssetApi.store, { body: { planDtlId: 'x', count: 1, brand: 'a', specification: 'b', unitPrice: '1' } }),
  ];

  it('office and wh01 (no 资产台账 menu): 403 您的权限不足', async () => {
    const before = [await countRows(t, 'faItem'), await countRows(t, 'faItemLog')];
    const snapshot = await t.db.selectFrom('faItem').selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    for (const account of ['office', 'wh01']) {
      for (const call of forged(account)) expect((await call()).body).toMatchObject({ code: 403, msg: Msg.permissionDenied });
    }
    expect([await countRows(t, 'faItem'), await countRows(t, 'faItemLog')]).toEqual(before);
    expect(await t.db.selectFrom('faItem').selectAll().where('id', '=', target).executeTakeFirstOrThrow()).toEqual(snapshot);
  });

  it('wh02 holding the menu and buttons but no asset-administrator role: 403 只有资产管理员…', async () => {
    const before = [await countRows(t, 'faItem'), await countRows(t, 'faItemLog')];
    const snapshot = await t.db.selectFrom('faItem').selectAll().where('id', '=', target).executeTakeFirstOrThrow();
    for (const call of forged('wh02')) expect((await call()).body).toMatchObject({ code: 403, msg: ItemMsg.notAssetAdmin });
    expect([await countRows(t, 'faItem'), await countRows(t, 'faItemLog')]).toEqual(before);
    expect(await t.db.selectFrom('faItem').selectAll().where('id', '=', target).executeTakeFirstOrThrow()).toEqual(snapshot);
    // Reading stays open to them.
    expect((await t.as('wh02', 'POST', AssetApi.storagePage, { body: {} })).body.code).toBe(200);
  });

  it('the built-in administrator counts as an asset administrator', async () => {
    expect((await t.as('admin', 'POST', AssetApi.damage, { body: { id: target, remark: '外壳破裂' } })).body).toMatchObject({ code: 200, data: { status: '4' } });
    expect(await t.db.selectFrom('faItemLog').select(['kind', 'operatorName']).where('itemId', '=', target).orderBy('createAt', 'desc').executeTakeFirstOrThrow()).toEqual({ kind: 'damage', operatorName: '管理员' });
  });
});
