import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailApi } from '../../src/features/message/contract';
import { INTEGRATION_MENU, type IntegrationConfig, type SyncLogRow, type SyncResult, type Vendor } from '../../src/features/integrations/contract';
import { testDialect } from '../helpers/test-app';
import { deadAddress, startVendorStub, STUB_CREDENTIALS, type VendorStub } from './integrations-stub';
import { startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

const I = '/api/system/integration';
let t: VisualdevApp;
let stub: VendorStub;
let dataDir: string;

const config = (vendor: Vendor, extra: Record<string, unknown> = {}) => ({
  enabled: 1, corpId: STUB_CREDENTIALS[vendor].corpId, secret: STUB_CREDENTIALS[vendor].secret, agentId: '1000002',
  baseUrl: stub.baseUrl[vendor], pushMessages: 0, syncUsers: 1, rootDeptId: '1', ...extra,
});
const save = (vendor: Vendor, body: Record<string, unknown>, account = 'admin') => t.as<IntegrationConfig>(account, 'PUT', `${I}/${vendor}`, body);
const sync = (vendor: Vendor, account = 'admin') => t.as<SyncResult>(account, 'POST', `${I}/${vendor}/Actions/Sync`);
const logs = async (query: Record<string, string> = {}) => (await t.as<{ list: SyncLogRow[]; pagination: { total: number } }>('admin', 'GET', `${I}/SyncLog`, undefined, query)).body.data;
const stored = (vendor: Vendor) => t.db.selectFrom('baseIntegrationConfig').selectAll().where('vendor', '=', vendor).executeTakeFirst();
const mappings = (vendor: Vendor, localType: string) => t.db.selectFrom('baseIntegrationMapping').selectAll().where('vendor', '=', vendor).where('localType', '=', localType).execute();
const enabledOrgs = () => t.db.selectFrom('baseOrganize').select(['id', 'parentId', 'fullName']).where('enabledMark', '=', 1).execute();
const sendMail = (from: string, toUserIds: string[], subject: string) =>
  t.as<{ sent: boolean }>(from, 'POST', MailApi.draft, { subject, bodyHtml: '<p>请于<b>周五</b>前提交</p>', toUserIds, send: true });

beforeAll(async () => {
  stub = await startVendorStub();
  // The secrets are sealed with a key kept in the data directory: a fresh one per run.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-integrations-'));
  t = await startVisualdevApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await stub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`第三方集成: 企业微信 and 钉钉 against a local stand-in (${testDialect})`, () => {
  it('is off by default and answers the vendor’s own address; saving stores the secret but reads back only a mask, and an empty secret keeps it', async () => {
    const fresh = await t.as<IntegrationConfig>('admin', 'GET', `${I}/wechatWork`);
    expect(fresh.body).toMatchObject({ code: 200, data: { enabled: 0, hasSecret: false, secretMask: '', baseUrl: 'https://qyapi.weixin.qq.com', rootDeptId: '1' } });

    const res = await save('wechatWork', config('wechatWork'));
    expect(res.body).toMatchObject({ code: 200, msg: '保存成功', data: { enabled: 1, corpId: STUB_CREDENTIALS.wechatWork.corpId, hasSecret: true, secretMask: '••••••••6789' } });
    expect(JSON.stringify(res.body)).not.toContain(STUB_CREDENTIALS.wechatWork.secret);
    const read = await t.as<IntegrationConfig>('admin', 'GET', `${I}/wechatWork`);
    expect(JSON.stringify(read.body)).not.toContain(STUB_CREDENTIALS.wechatWork.secret);
    expect(read.body.data.secretMask).toBe('••••••••6789');

    // Stored sealed: the database alone does not give the secret away.
    const sealed = (await stored('wechatWork'))!.secret;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(STUB_CREDENTIALS.wechatWork.secret);

    expect((await save('wechatWork', config('wechatWork', { secret: '', agentId: '1000005' }))).body.data.secretMask).toBe('••••••••6789');
    expect(await stored('wechatWork')).toMatchObject({ secret: sealed, agentId: '1000005' });
  });

  it('refuses bad input with the field’s message, and enabling without any secret', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ corpId: '' }, '请输入企业 ID（CorpID / AppKey）'],
      [{ agentId: 'abc' }, '应用 AgentId 只能是数字'],
      [{ pushMessages: 1, agentId: '' }, '开启消息推送时必须填写应用 AgentId'],
      [{ baseUrl: 'ftp://example.com' }, '服务地址必须是 http:// 或 https:// 开头的网址'],
      [{ rootDeptId: 'x' }, '上级部门 ID 只能是数字'],
    ];
    for (const [extra, msg] of cases) {
      const res = await save('dingTalk', config('dingTalk', extra));
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    expect((await save('dingTalk', config('dingTalk', { secret: '' }))).body).toMatchObject({ code: 400, msg: '请输入应用密钥（Secret）' });
    expect(await stored('dingTalk')).toBeUndefined();
    expect((await t.as('admin', 'GET', `${I}/feishu`)).body.code).toBe(400);
  });

  it('lets in only holders of the menu, and of its buttons for saving, testing and syncing', async () => {
    expect((await t.as('wh01', 'GET', `${I}/wechatWork`)).body.code).toBe(403);
    expect((await t.as('wh01', 'GET', `${I}/SyncLog`)).body.code).toBe(403);
    const menu = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', INTEGRATION_MENU).executeTakeFirstOrThrow();
    await t.roleFor('wh01', { module: [menu.id] });
    const read = await t.as<IntegrationConfig>('wh01', 'GET', `${I}/wechatWork`);
    expect(read.body.code).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(STUB_CREDENTIALS.wechatWork.secret);
    expect((await save('wechatWork', config('wechatWork'), 'wh01')).body.code).toBe(403);
    expect((await t.as('wh01', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork'))).body.code).toBe(403);
    expect((await sync('wechatWork', 'wh01')).body.code).toBe(403);
    expect(stub.wx.calls).toEqual([]);
    // 超级管理员 holds the new menu and its buttons without anyone granting them.
    expect((await t.as('sysadmin', 'GET', `${I}/wechatWork`)).body.code).toBe(200);
    expect((await t.as('sysadmin', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork', { secret: '' }))).body.code).toBe(200);
  });

  it('tests the connection with the form’s values: ok, or the vendor’s refusal in words', async () => {
    expect((await t.as('admin', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork', { secret: '' }))).body).toMatchObject({ code: 200, msg: '连接成功', data: { expiresIn: 7200 } });
    expect((await t.as('admin', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork', { secret: 'wrong-secret' }))).body)
      .toMatchObject({ code: 400, msg: '企业微信返回错误码 40001：Secret 不正确，请核对应用的 Secret' });
    expect((await t.as('admin', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork', { secret: '', corpId: 'wwother' }))).body)
      .toMatchObject({ code: 400, msg: '企业微信返回错误码 40013：CorpID 不正确，请核对企业 ID' });
    expect((await t.as('admin', 'POST', `${I}/dingTalk/Actions/Test`, config('dingTalk', { secret: 'nope' }))).body)
      .toMatchObject({ code: 400, msg: '钉钉返回错误码 40089：AppKey 或 AppSecret 不正确，请核对应用凭证' });
    expect((await t.as('admin', 'POST', `${I}/dingTalk/Actions/Test`, config('dingTalk', { baseUrl: await deadAddress() }))).body)
      .toMatchObject({ code: 400, msg: '无法连接钉钉服务器，请检查服务地址和网络' });
    stub.setMode('http503');
    expect((await t.as('admin', 'POST', `${I}/dingTalk/Actions/Test`, config('dingTalk'))).body).toMatchObject({ code: 400, msg: '钉钉服务器返回 HTTP 503，请稍后重试' });
    stub.setMode('ok');
  });

  it('syncs the organisation parent-first, members under their departments; a rerun updates instead of creating twice', async () => {
    const orgs = await enabledOrgs();
    const users = await t.db.selectFrom('baseUser').select(['id', 'account', 'realName', 'organizeId']).where('enabledMark', '=', 1).execute();
    const placed = users.filter((u) => u.organizeId && orgs.some((o) => o.id === u.organizeId));
    const res = await sync('wechatWork');
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.departments).toEqual({ created: orgs.length, updated: 0, failed: 0 });
    expect(res.body.data.users.created).toBe(placed.length);
    expect(res.body.data.users.failed).toBe(users.length - placed.length);

    // The stand-in refuses a department whose parent it does not hold, so all created means parent-first.
    const depts = await mappings('wechatWork', 'organize');
    expect(depts).toHaveLength(orgs.length);
    const remoteOf = new Map(depts.map((m) => [m.localId, Number(m.remoteId)]));
    for (const o of orgs) {
      const d = stub.wx.depts.get(remoteOf.get(o.id)!)!;
      expect(d.name).toBe(o.fullName);
      expect(d.parentid).toBe(o.parentId === '-1' ? 1 : remoteOf.get(o.parentId));
    }
    const office = users.find((u) => u.account === 'office')!;
    expect(stub.wx.users.get('office')).toMatchObject({ name: office.realName, department: [remoteOf.get(office.organizeId!)], mobile: '13800000003' });
    expect(stub.wx.calls.filter((c) => c === 'department/create')).toHaveLength(orgs.length);

    const again = await sync('wechatWork');
    expect(again.body.data).toMatchObject({ created: 0, departments: { created: 0, updated: orgs.length, failed: 0 }, users: { created: 0, updated: placed.length } });
    expect(stub.wx.depts.size).toBe(orgs.length + 1);
    expect(stub.wx.users.size).toBe(placed.length);
    expect(await mappings('wechatWork', 'organize')).toHaveLength(orgs.length);
    expect(await mappings('wechatWork', 'user')).toHaveLength(placed.length);
    expect(stub.wx.tokenCalls).toBeLessThanOrEqual(4);

    const [last] = (await logs({ vendor: 'wechatWork', kind: 'sync' })).list;
    expect(last).toMatchObject({ vendor: 'wechatWork', kind: 'sync', success: 1, created: 0, updated: orgs.length + placed.length, userName: '管理员' });
  });

  it('takes over a member the vendor already holds when its mapping was lost', async () => {
    const office = await t.userId('office');
    await t.db.deleteFrom('baseIntegrationMapping').where('vendor', '=', 'wechatWork').where('localId', '=', office).execute();
    const res = await sync('wechatWork');
    expect(res.body.data.users.created).toBe(0);
    expect((await mappings('wechatWork', 'user')).find((m) => m.localId === office)?.remoteId).toBe('office');
  });

  it('pushes a notification to the mapped recipients’ 企业微信 after the in-app send', async () => {
    expect((await save('wechatWork', config('wechatWork', { secret: '', pushMessages: 1, agentId: '1000002' }))).body.code).toBe(200);
    const before = stub.wx.messages.length;
    const sent = await sendMail('office', [await t.userId('wh01'), await t.userId('assetadmin')], '本周盘点安排');
    expect(sent.body.code, sent.body.msg).toBe(200);
    await vi.waitFor(() => expect(stub.wx.messages.length).toBe(before + 1), { timeout: 5000 });
    const m = stub.wx.messages.at(-1)!;
    expect(m).toMatchObject({ msgtype: 'text', agentid: 1000002 });
    expect(m.touser.sort()).toEqual(['assetadmin', 'wh01']);
    expect(m.content.split('\n')[0]).toBe('本周盘点安排');
  });

  it('when the vendor is down the in-app message still arrives, and the failure is a row of the log', async () => {
    // The stored secret never goes to another address: a changed one needs the secret typed again.
    const dead = await deadAddress();
    expect((await save('wechatWork', config('wechatWork', { secret: '', pushMessages: 1, baseUrl: dead }))).body).toMatchObject({ code: 400, msg: '更改了服务地址，请重新输入应用密钥（Secret）' });
    expect((await t.as('admin', 'POST', `${I}/wechatWork/Actions/Test`, config('wechatWork', { secret: '', baseUrl: dead }))).body.msg).toBe('更改了服务地址，请重新输入应用密钥（Secret）');
    expect((await save('wechatWork', config('wechatWork', { pushMessages: 1, baseUrl: dead }))).body.code).toBe(200);
    const wh01 = await t.userId('wh01');
    const failedBefore = (await logs({ vendor: 'wechatWork', kind: 'push', failedOnly: '1' })).pagination.total;
    const sent = await sendMail('office', [wh01], '设备维修通知');
    expect(sent.body.code).toBe(200);
    const bell = await t.as<{ list: { title: string }[] }>('wh01', 'GET', '/api/message');
    expect(bell.body.data.list.some((r) => r.title === '设备维修通知')).toBe(true);
    await vi.waitFor(async () => expect((await logs({ vendor: 'wechatWork', kind: 'push', failedOnly: '1' })).pagination.total).toBe(failedBefore + 1), { timeout: 5000 });
    const [row] = (await logs({ vendor: 'wechatWork', kind: 'push' })).list;
    expect(row).toMatchObject({ success: 0, failed: 1, errorText: '消息「设备维修通知」推送失败：无法连接企业微信服务器，请检查服务地址和网络' });

    // A sync against it fails as a whole, with the reason, and is logged.
    const res = await sync('wechatWork');
    expect(res.body).toMatchObject({ code: 400, msg: '无法连接企业微信服务器，请检查服务地址和网络' });
    const [syncRow] = (await logs({ vendor: 'wechatWork', kind: 'sync' })).list;
    expect(syncRow).toMatchObject({ success: 0, errorText: '无法连接企业微信服务器，请检查服务地址和网络' });
  });

  it('钉钉: sync with its own shapes (members need a mobile), then a work notice to the mapped recipients', async () => {
    expect((await sync('dingTalk')).body).toMatchObject({ code: 400, msg: '请先启用并保存该集成' });
    expect((await save('dingTalk', config('dingTalk', { pushMessages: 1, agentId: '2000001' }))).body.code).toBe(200);
    const orgs = await enabledOrgs();
    // One member without a mobile: 钉钉 refuses it, the rest go through.
    await t.db.updateTable('baseUser').set({ mobilePhone: null }).where('account', '=', 'wh02').execute();
    const wh02 = await t.db.selectFrom('baseUser').select('realName').where('account', '=', 'wh02').executeTakeFirstOrThrow();
    const res = await sync('dingTalk');
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.departments).toEqual({ created: orgs.length, updated: 0, failed: 0 });
    expect(res.body.msg).toBe('同步完成，部分数据失败，请查看同步日志');
    expect(res.body.data.errors).toContain(`成员「${wh02.realName}」：钉钉返回错误码 40035：缺少参数 mobile`);
    expect(stub.dd.users.has('wh02')).toBe(false);
    expect(stub.dd.users.get('office')).toMatchObject({ mobile: '13800000003' });
    const rerun = await sync('dingTalk');
    expect(rerun.body.data.departments).toEqual({ created: 0, updated: orgs.length, failed: 0 });
    expect(stub.dd.depts.size).toBe(orgs.length + 1);

    const before = stub.dd.messages.length;
    await sendMail('office', [await t.userId('wh01')], '钉钉推送测试');
    await vi.waitFor(() => expect(stub.dd.messages.length).toBe(before + 1), { timeout: 5000 });
    expect(stub.dd.messages.at(-1)).toMatchObject({ touser: ['wh01'], msgtype: 'text', agentid: 2000001 });
    expect(stub.dd.messages.at(-1)!.content).toContain('钉钉推送测试');
  });

  it('lists the log newest first, paged and filtered', async () => {
    const all = await logs({ pageSize: '2' });
    expect(all.list).toHaveLength(2);
    expect(all.pagination.total).toBeGreaterThan(4);
    expect(all.list[0]!.creatorTime).toBeGreaterThanOrEqual(all.list[1]!.creatorTime);
    expect((await logs({ vendor: 'dingTalk' })).list.every((r) => r.vendor === 'dingTalk')).toBe(true);
  });

  it('a stored secret that no longer opens (the key changed) reads as none and stops syncs with the reason', async () => {
    await t.db.updateTable('baseIntegrationConfig').set({ secret: 'v1.AAAA.BBBB.CCCC' }).where('vendor', '=', 'dingTalk').execute();
    expect((await t.as<IntegrationConfig>('admin', 'GET', `${I}/dingTalk`)).body.data).toMatchObject({ hasSecret: false, secretMask: '' });
    expect((await sync('dingTalk')).body).toMatchObject({ code: 400, msg: '已保存的应用密钥无法解密（密钥文件已更换），请重新输入并保存' });
    expect((await save('dingTalk', config('dingTalk', { secret: '' }))).body).toMatchObject({ code: 400, msg: '请输入应用密钥（Secret）' });
  });
});
