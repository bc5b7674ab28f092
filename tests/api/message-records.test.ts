import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { MESSAGE_MSG } from '../../src/features/message/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { downloadSheet, messageApi } from './message-fixtures';

describe(`消息中心: my messages, reading, read all, deleting, export (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let admin: string;
  let wh01: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    admin = await t.login('admin');
    wh01 = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('lists my messages newest first, by type, read state and keyword, 20 a page', async () => {
    const all = await api.list(admin);
    expect(all.body.code).toBe(Code.OK);
    expect(all.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 7 });
    expect(all.body.data.list.map((m) => m.title)).toEqual([
      '系统维护通知：本周六 22:00–24:00', '请审阅本周例会纪要', '采购申请审批（流程已删除）', '风险提醒：华东分公司有 3 件资产超过保修期', '系统账号开通情况', '欢迎使用轻办', '关于启用轻办协同办公平台的通知',
    ]);
    // The demo mails' bell records: type 3 from their senders, read with the mail.
    expect(all.body.data.list[1]).toMatchObject({ type: 3, releaseUser: '张敏', isRead: '0', sourceId: expect.any(String) });
    expect(all.body.data.list[4]).toMatchObject({ type: 3, releaseUser: '李静', isRead: '1' });
    expect(all.body.data.list[2]).toMatchObject({ type: 2, bodyText: expect.stringContaining('ERROR'), releaseUser: null, isRead: '0' });
    expect(all.body.data.list[6]).toMatchObject({ type: 5, releaseUser: '管理员' });
    expect((await api.list(admin, { type: '1' })).body.data.list.map((m) => m.title)).toEqual(['系统维护通知：本周六 22:00–24:00', '欢迎使用轻办']);
    expect((await api.list(admin, { keyword: '通知' })).body.data.pagination.total).toBe(2);
    expect((await api.list(admin, { sidx: 'title', sort: 'asc', pageSize: '2', currentPage: '2' })).body.data).toMatchObject({ pagination: { total: 7 }, list: [{}, {}] });
    expect((await api.list(admin, { currentPage: '9' })).body.data.list).toEqual([]);
    expect((await api.list(wh01)).body.data.list.map((m) => m.title)).toEqual(['关于启用轻办协同办公平台的通知']);
  });

  it('refuses sort columns not listed and types outside 1–7', async () => {
    expect((await api.list(admin, { sidx: 'bodyHtml' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
    expect((await api.list(admin, { sidx: 'title; drop table base_message' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
    expect((await api.list(admin, { type: '8' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.typeInvalid });
    expect((await api.list(admin, { isRead: 'yes' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.readStateInvalid });
    expect((await call(t, 'GET', '/api/message')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('opens a message: marks it read once, answers the body, sender, date and attachments', async () => {
    const welcome = (await api.list(admin, { keyword: '欢迎' })).body.data.list[0]!;
    const before = await api.unread(admin);
    const opened = await api.readInfo(admin, welcome.id);
    expect(opened.body.data).toMatchObject({
      id: welcome.id, title: '欢迎使用轻办', type: 1, isRead: '1', releaseUser: null, releaseTime: welcome.releaseTime, fileIds: [],
      bodyHtml: expect.stringContaining('<strong>轻办</strong>'), readTime: expect.any(Number),
    });
    expect(await api.unread(admin)).toBe(before - 1);
    expect((await api.readInfo(admin, welcome.id)).body.data.readTime).toBe(opened.body.data.readTime);
    expect(await api.unread(admin)).toBe(before - 1);
    expect((await api.list(admin, { isRead: '1' })).body.data.list.map((m) => m.title)).toEqual(['系统账号开通情况', '欢迎使用轻办']);

    const notice = (await api.list(admin, { type: '5' })).body.data.list[0]!;
    expect((await api.readInfo(admin, notice.id)).body.data).toMatchObject({ releaseUser: '管理员', bodyHtml: expect.stringMatching(/^<h2 style="text-align:center">/) });
  });

  it('never shows one user another\'s message: 数据已删除!', async () => {
    const adminOnly = (await api.list(admin, { type: '4' })).body.data.list[0]!;
    expect((await api.readInfo(wh01, adminOnly.id)).body).toMatchObject({ code: Code.NOT_FOUND, msg: MESSAGE_MSG.deleted, data: null });
    expect((await api.readInfo(wh01, newId())).body).toMatchObject({ code: Code.NOT_FOUND, msg: MESSAGE_MSG.deleted });
    const row = await t.db.selectFrom('baseMessageReceive').select('isRead').where('messageId', '=', adminOnly.id).executeTakeFirstOrThrow();
    expect(row.isRead).toBe(0);
    expect((await downloadSheet(t, 'POST', `/api/message/Actions/Export?ids=${adminOnly.id}`, wh01)).rows).toHaveLength(1);
  });

  it('reads all (of a type, or every one); the unread count never goes below 0', async () => {
    const byType = await call<{ updated: number; unreadCount: number }>(t, 'POST', '/api/message/Actions/ReadAll', { token: admin, query: { type: '2' } });
    expect(byType.body.data.updated).toBe(1);
    const all = await call<{ updated: number; unreadCount: number }>(t, 'POST', '/api/message/Actions/ReadAll', { token: admin });
    expect(all.body).toMatchObject({ code: Code.OK, msg: MESSAGE_MSG.readAll, data: { unreadCount: 0 } });
    expect(all.body.data.updated).toBeGreaterThan(0);
    expect((await call(t, 'POST', '/api/message/Actions/ReadAll', { token: admin })).body.data).toEqual({ updated: 0, unreadCount: 0 });
    const first = (await api.list(admin)).body.data.list[0]!;
    await api.readInfo(admin, first.id);
    expect(await api.unread(admin)).toBe(0);
    expect((await api.list(admin, { isRead: '0' })).body.data.pagination.total).toBe(0);
  });

  it('deletes only my own records', async () => {
    const mine = (await api.list(wh01)).body.data.list[0]!;
    const adminOnly = (await api.list(admin, { type: '4' })).body.data.list[0]!;
    const res = await call<{ deleted: number }>(t, 'DELETE', '/api/message/Record', { token: wh01, body: { ids: [mine.id, adminOnly.id] } });
    expect(res.body).toMatchObject({ code: Code.OK, msg: Msg.deleted, data: { deleted: 1 } });
    expect((await api.list(wh01)).body.data.pagination.total).toBe(0);
    expect((await api.list(admin, { type: '4' })).body.data.list.map((m) => m.id)).toEqual([adminOnly.id]);
    expect((await api.list(admin, { type: '5' })).body.data.list.map((m) => m.id)).toEqual([mine.id]);
    expect((await call(t, 'DELETE', '/api/message/Record', { token: wh01, body: { ids: [] } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: MESSAGE_MSG.selectRecords });
  });

  it('exports my messages as xlsx: the ids given, else the filters, named by docName', async () => {
    const { res, sheet, rows } = await downloadSheet(t, 'POST', `/api/message/Actions/Export?docName=${encodeURIComponent('我的消息')}`, admin);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('我的消息.xlsx'));
    expect(sheet).toBe('我的消息');
    expect(rows[0]).toEqual(['标题', '类型', '发送人', '发送时间', '状态']);
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r[0] === '关于启用轻办协同办公平台的通知')).toEqual(['关于启用轻办协同办公平台的通知', '公告', '管理员', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), '已读']);
    const two = (await api.list(admin, { type: '1' })).body.data.list.map((m) => m.id);
    expect((await downloadSheet(t, 'POST', `/api/message/Actions/Export?ids=${two.join(',')}`, admin)).rows.slice(1).map((r) => r[1])).toEqual(['系统消息', '系统消息']);
    expect((await downloadSheet(t, 'POST', '/api/message/Actions/Export?type=4', admin)).rows.slice(1).map((r) => [r[1], r[2]])).toEqual([['风险提醒', '系统']]);
  });
});
