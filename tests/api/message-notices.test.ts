import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { MESSAGE_MSG, type ReceiptRow } from '../../src/features/message/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { downloadSheet, messageApi, type Page } from './message-fixtures';

const body = (recipients: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title: '仓储安全检查通知', bodyHtml: '<p>请各仓库于本周五前完成<strong>安全检查</strong>。</p>', recipients, ...extra,
});

describe(`公告: write, release to exactly the recipients, withdraw, receipts (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let admin: string;
  let sysadmin: string;
  let wh01: string;
  let wh02: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    [admin, sysadmin, wh01, wh02] = [await t.login('admin'), await t.login('sysadmin'), await t.login('wh01'), await t.login('wh02')];
  });
  afterAll(() => t.close());

  it('shows the demo notices to administrators: one released to everyone, one draft', async () => {
    const page = await api.notices(sysadmin);
    expect(page.body.code).toBe(Code.OK);
    const users = Number((await t.db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n')).where('enabledMark', '=', 1).executeTakeFirstOrThrow()).n);
    const released = page.body.data.list.find((n) => n.status === 1)!;
    expect(released).toMatchObject({ title: '关于启用轻办协同办公平台的通知', releaseUser: '管理员', recipientCount: users, readCount: 1 });
    expect(page.body.data.list.find((n) => n.status === 0)).toMatchObject({ title: '2027年春节放假安排', releaseTime: null, recipientCount: 0 });
    expect((await api.notices(sysadmin, { status: '0' })).body.data.list.map((n) => n.status)).toEqual([0]);
    expect((await api.notices(sysadmin, { keyword: '春节' })).body.data.pagination.total).toBe(1);
  });

  it('refuses people without the menu or the button, before looking at the body', async () => {
    expect((await api.notices(wh01)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', '/api/message', { token: wh01, body: { nonsense: true } })).body).toMatchObject({ code: Code.FORBIDDEN, msg: Msg.permissionDenied });
    const logviewer = await t.login('logviewer');
    expect((await call(t, 'PUT', `/api/message/${newId()}/Actions/Release`, { token: logviewer })).body.code).toBe(Code.FORBIDDEN);
  });

  it('releases to the organisation with its departments, the role and the user named — each once, nobody else', async () => {
    const ec = await api.orgId('EC');
    const office = await api.userId('office');
    // 张敏 works in HQ and is also a member of 华东分公司综合办公室: membership counts.
    await t.db.insertInto('baseUserRelation').values({ id: newId(), userId: office, objectType: 'Organize', objectId: await api.orgId('EC01'), sortCode: 9 }).execute();
    // A disabled account in 华东 gets nothing.
    const disabled = (await t.db.selectFrom('baseUser').select('id').where('organizeId', '=', await api.orgId('EC03')).where('account', 'not in', ['wh01', 'assetadmin']).executeTakeFirstOrThrow()).id;
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', disabled).execute();

    const created = await api.createNotice(sysadmin, body({ organizeIds: [ec], roleIds: [await api.roleId('logViewer')], userIds: [await api.userId('nomenu'), await api.userId('wh01')] }));
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    expect(await api.holders(id)).toEqual([]);

    const ecOrgs = [ec, ...(await t.db.selectFrom('baseOrganize').select('id').where('parentId', '=', ec).execute()).map((o) => o.id)];
    const inEc = (await t.db.selectFrom('baseUser').select('id').where('organizeId', 'in', ecOrgs).where('enabledMark', '=', 1).execute()).map((u) => u.id);
    const expected = [...new Set([...inEc, office, await api.userId('logviewer'), await api.userId('nomenu')])].sort();
    expect(inEc).toContain(await api.userId('wh01'));

    const released = await api.release(sysadmin, id);
    expect(released.body).toMatchObject({ code: Code.OK, msg: MESSAGE_MSG.released, data: { recipients: expected.length } });
    expect(await api.holders(id)).toEqual(expected);
    expect(expected).not.toContain(disabled);
    expect(expected).not.toContain(await api.userId('wh02'));

    const mine = (await api.list(wh01, { type: '5' })).body.data.list;
    expect(mine[0]).toMatchObject({ id, title: '仓储安全检查通知', releaseUser: '李静', isRead: '0', type: 5 });
    expect((await api.readInfo(wh02, id)).body).toMatchObject({ code: Code.NOT_FOUND, msg: MESSAGE_MSG.deleted });
    expect((await api.list(wh02)).body.data.list.map((m) => m.id)).not.toContain(id);

    expect((await api.release(sysadmin, id)).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.alreadyReleased });
    expect((await call(t, 'PUT', `/api/message/${id}`, { token: sysadmin, body: body({ all: true }) })).body.msg).toBe(MESSAGE_MSG.releasedNoEdit);
    expect((await call(t, 'DELETE', `/api/message/${id}`, { token: sysadmin })).body.msg).toBe(MESSAGE_MSG.releasedNoDelete);
  });

  it('answers read receipts: who has read it and who has not', async () => {
    const id = (await api.createNotice(sysadmin, body({ userIds: [await api.userId('wh01'), await api.userId('wh02'), await api.userId('office')] }))).body.data.id;
    await api.release(sysadmin, id);
    expect((await api.readInfo(wh01, id)).body.data).toMatchObject({ isRead: '1', title: '仓储安全检查通知' });
    const receipts = (query: Record<string, string> = {}) => call<Page<ReceiptRow> & { summary: { total: number; read: number; unread: number } }>(t, 'GET', `/api/message/Notice/${id}/ReadReceipts`, { token: sysadmin, query });
    const all = await receipts();
    expect(all.body.data.summary).toEqual({ total: 3, read: 1, unread: 2 });
    expect((await receipts({ isRead: '1' })).body.data.list).toEqual([expect.objectContaining({ realName: '赵强', account: 'wh01', organizeName: '仓储部', isRead: '1', readTime: expect.any(Number) })]);
    expect((await receipts({ isRead: '0', sidx: 'realName', sort: 'asc' })).body.data.list.map((r) => r.account).sort()).toEqual(['office', 'wh02']);
    expect((await receipts({ sidx: 'passwordHash' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
    expect((await api.notices(sysadmin, { keyword: '仓储安全' })).body.data.list.find((n) => n.id === id)).toMatchObject({ recipientCount: 3, readCount: 1 });
  });

  it('withdraws from every recipient, then edits and releases again', async () => {
    const wh01Id = await api.userId('wh01');
    const id = (await api.createNotice(sysadmin, body({ userIds: [wh01Id] }))).body.data.id;
    await api.release(sysadmin, id);
    const before = await api.unread(wh01);
    const withdrawn = await api.withdraw(sysadmin, id);
    expect(withdrawn.body).toMatchObject({ code: Code.OK, msg: MESSAGE_MSG.withdrawn, data: { recipients: 1 } });
    expect(await api.holders(id)).toEqual([]);
    expect(await api.unread(wh01)).toBe(before - 1);
    expect((await api.readInfo(wh01, id)).body.msg).toBe(MESSAGE_MSG.deleted);
    expect((await api.withdraw(sysadmin, id)).body.msg).toBe(MESSAGE_MSG.notReleased);

    const edited = await call(t, 'PUT', `/api/message/Notice/${id}`, { token: sysadmin, body: body({ userIds: [wh01Id, await api.userId('wh02')] }, { title: '仓储安全检查通知（更正）' }) });
    expect(edited.body).toMatchObject({ code: Code.OK, msg: Msg.updated });
    expect((await api.release(sysadmin, id)).body.data.recipients).toBe(2);
    expect((await api.list(wh02, { keyword: '更正' })).body.data.list.map((m) => m.id)).toEqual([id]);
    expect((await api.notice(sysadmin, id)).body.data).toMatchObject({ status: 1, title: '仓储安全检查通知（更正）', recipients: { all: false, userIds: [wh01Id, await api.userId('wh02')] } });
  });

  it('refuses a release without recipients, unknown recipients and recipients with nobody enabled', async () => {
    const empty = (await api.createNotice(sysadmin, body({}))).body.data.id;
    expect((await api.release(sysadmin, empty)).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.recipientsRequired });
    expect((await api.createNotice(sysadmin, body({ roleIds: [newId()] }))).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.recipientMissing });
    const ghost = newId();
    await t.db.insertInto('baseRole').values({ id: ghost, fullName: '空角色', enCode: 'emptyRole', globalMark: 1, sortCode: 99, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
    const nobody = (await api.createNotice(sysadmin, body({ roleIds: [ghost] }))).body.data.id;
    expect((await api.release(sysadmin, nobody)).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.noRecipients });
    expect((await api.notice(sysadmin, nobody)).body.data.status).toBe(0);
    expect((await api.createNotice(sysadmin, { title: ' ', recipients: { all: true } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.titleRequired });
    expect((await api.createNotice(sysadmin, body({ all: true }, { fileIds: ['../etc/passwd'] }))).body.code).toBe(Code.BAD_REQUEST);
  });

  it('keeps attachments as file ids, deletes drafts, answers 数据已删除! for what is gone', async () => {
    const fileIds = [newId(), newId()];
    const id = (await api.createNotice(sysadmin, body({ all: true }, { fileIds, type: 7 }))).body.data.id;
    expect((await api.notice(sysadmin, id)).body.data).toMatchObject({ fileIds, type: 7, status: 0, creatorUser: '李静' });
    expect((await call(t, 'DELETE', `/api/message/Notice/${id}`, { token: sysadmin })).body).toMatchObject({ code: Code.OK, msg: Msg.deleted });
    expect((await api.notice(sysadmin, id)).body).toMatchObject({ code: Code.NOT_FOUND, msg: MESSAGE_MSG.deleted });
    expect((await call(t, 'DELETE', `/api/message/${id}`, { token: sysadmin })).body.code).toBe(Code.NOT_FOUND);
    // A notification another feature sent is not a notice.
    const sent = (await t.db.selectFrom('baseMessage').select('id').where('category', '=', 'message').executeTakeFirstOrThrow()).id;
    expect((await api.notice(admin, sent)).body.code).toBe(Code.NOT_FOUND);
  });

  it('exports the notice list as xlsx with the list\'s filters', async () => {
    const { sheet, rows } = await downloadSheet(t, 'POST', '/api/message/Notice/Actions/Export', sysadmin, { status: 1 });
    expect(sheet).toBe('公告');
    expect(rows[0]).toEqual(['标题', '类型', '状态', '创建人', '创建时间', '发布人', '发布时间', '已读/接收']);
    expect(rows.slice(1).every((r) => r[2] === '已发布')).toBe(true);
    expect(rows.map((r) => r[0])).toContain('关于启用轻办协同办公平台的通知');
    const logviewer = await t.login('logviewer');
    expect((await downloadSheet(t, 'POST', '/api/message/Notice/Actions/Export', logviewer, {})).res.json()).toMatchObject({ code: Code.FORBIDDEN });
  });
});
