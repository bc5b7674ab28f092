import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { FileApi, FileText } from '../../src/features/files/contract';
import { MAIL_FILE_OWNER, MAIL_MSG, MailApi, MESSAGE_MSG, messageTarget, type MailInfo, type MailRow, type MessageRow } from '../../src/features/message/contract';
import { call, testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { fileClient, md5 } from './files-fixtures';
import type { Page } from './message-fixtures';

describe(`站内信: drafts, sending, boxes, visibility, attachments (${testDialect})`, () => {
  let t: AssetApp;
  beforeAll(async () => {
    t = await startAssetApp();
  });
  afterAll(() => t.close());

  const req = async <T = unknown>(account: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    (await call<T>(t, method, url, { token: await t.token(account), body })).body;
  const save = (account: string, body: Record<string, unknown>) => req<{ id: string; sent: boolean }>(account, 'POST', MailApi.draft, body);
  const inbox = async (account: string, q: Record<string, unknown> = {}) => (await req<Page<MailRow>>(account, 'POST', MailApi.inboxQuery, q)).data;
  const outbox = async (account: string, q: Record<string, unknown> = {}) => (await req<Page<MailRow>>(account, 'POST', MailApi.outboxQuery, q)).data;
  const drafts = async (account: string) => (await req<Page<MailRow>>(account, 'POST', '/api/buss/innermail/draft/query', {})).data;
  const unread = async (account: string) => (await req<{ unreadCount: number }>(account, 'GET', '/api/message/UnreadCount')).data.unreadCount;
  const bell = async (account: string) => (await req<Page<MessageRow>>(account, 'GET', '/api/message')).data.list;

  it('the demo gives admin two received mails (one unread) and a draft', async () => {
    const box = await inbox('admin');
    expect(box.list.map((m) => [m.subject, m.sender, m.isRead])).toEqual([['请审阅本周例会纪要', '张敏', '0'], ['系统账号开通情况', '李静', '1']]);
    expect((await drafts('admin')).list.map((m) => m.subject)).toEqual(['回复：请审阅本周例会纪要']);
  });

  it('draft → send → unread in the inbox with the bell +1 → reading marks it and the bell drops → reply', async () => {
    const before = await unread('wh01');
    const draft = await save('office', { subject: '盘点安排', bodyHtml: '<p>请周三完成盘点</p>', toUserIds: [t.user('wh01')] });
    expect(draft).toMatchObject({ code: Code.OK, msg: MAIL_MSG.saved, data: { sent: false } });
    const id = draft.data.id;
    expect((await inbox('wh01')).list.some((m) => m.id === id)).toBe(false);
    expect((await req<MailInfo>('office', 'GET', MailApi.draftOf(id))).data).toMatchObject({ subject: '盘点安排', status: 0, toUserIds: [t.user('wh01')] });

    const sent = await req<{ sent: boolean }>('office', 'PUT', MailApi.draftOf(id), { subject: '盘点安排（更新）', bodyHtml: '<p>请周四完成盘点</p>', toUserIds: [t.user('wh01')], ccUserIds: [t.user('wh02')], send: true });
    expect(sent).toMatchObject({ code: Code.OK, msg: MAIL_MSG.sent, data: { sent: true } });
    expect(await req('office', 'PUT', MailApi.draftOf(id), { subject: 'x', toUserIds: [t.user('wh01')], send: true })).toMatchObject({ code: 400, msg: MAIL_MSG.alreadySent });

    const row = (await inbox('wh01')).list.find((m) => m.id === id);
    expect(row).toMatchObject({ subject: '盘点安排（更新）', sender: '张敏', isRead: '0', starred: false });
    expect(await unread('wh01')).toBe(before + 1);
    const note = (await bell('wh01')).find((m) => m.sourceId === id)!;
    expect(note).toMatchObject({ type: 3, title: '盘点安排（更新）', releaseUser: '张敏' });
    expect(messageTarget(note)).toEqual({ kind: 'route', to: { path: '/extend/email' }, query: { id, type: 'info', isRead: '0' } });
    expect((await inbox('wh02')).list.some((m) => m.id === id)).toBe(true);
    expect((await outbox('office')).list[0]).toMatchObject({ id, subject: '盘点安排（更新）' });
    expect((await drafts('office')).list.some((m) => m.id === id)).toBe(false);

    const read = await req<MailInfo>('wh01', 'GET', MailApi.inboxOf(id));
    expect(read.data).toMatchObject({ bodyHtml: '<p>请周四完成盘点</p>', isRead: '1', ccUserIds: [t.user('wh02')] });
    expect((await inbox('wh01')).list.find((m) => m.id === id)!.isRead).toBe('1');
    expect(await unread('wh01')).toBe(before);

    const reply = await save('wh01', { subject: '回复：盘点安排', bodyHtml: '<p>收到</p>', toUserIds: [t.user('office')], replyToId: id, send: true });
    expect(reply.data.sent).toBe(true);
    const back = await req<MailInfo>('office', 'GET', MailApi.inboxOf(reply.data.id));
    expect(back.data).toMatchObject({ subject: '回复：盘点安排', sender: '赵强', replyToId: id });
  });

  it('refuses sending without recipients, to a missing user, and a taken client-born id', async () => {
    expect(await save('office', { subject: '无人', send: true })).toMatchObject({ code: 400, msg: MAIL_MSG.recipientsRequired });
    expect((await drafts('office')).list.some((m) => m.subject === '无人')).toBe(false);
    expect(await save('office', { subject: '查无此人', toUserIds: ['nobody'] })).toMatchObject({ code: 400, msg: MAIL_MSG.recipientMissing });
    const id = newId();
    expect((await save('office', { id, subject: '一' })).data.id).toBe(id);
    expect(await save('office', { id, subject: '二' })).toMatchObject({ code: 400, msg: MAIL_MSG.idTaken });
    expect(await save('office', { id: '../x', subject: '三' })).toMatchObject({ code: 400, msg: MAIL_MSG.idInvalid });
  });

  it('nobody reads another\'s mail: someone else\'s id answers 数据已删除!', async () => {
    const { data } = await save('office', { subject: '私信', bodyHtml: '<p>仅赵强可见</p>', toUserIds: [t.user('wh01')], send: true });
    const draft = await save('office', { subject: '私人草稿' });
    const gone = { code: 404, msg: MESSAGE_MSG.deleted };
    expect(await req('wh02', 'GET', MailApi.inboxOf(data.id))).toMatchObject(gone);
    expect(await req('wh01', 'GET', MailApi.outboxOf(data.id))).toMatchObject(gone);
    expect(await req('wh02', 'GET', MailApi.draftOf(draft.data.id))).toMatchObject(gone);
    expect(await req('wh02', 'PUT', MailApi.draftOf(draft.data.id), { subject: '篡改' })).toMatchObject(gone);
    expect(await req('wh02', 'PUT', MailApi.star(data.id), { starred: true })).toMatchObject(gone);
    expect((await inbox('wh02', { keyword: '私信' })).list).toEqual([]);
    expect(await save('wh02', { subject: '回复', replyToId: data.id })).toMatchObject(gone);
    expect(await save('wh02', { subject: '转发', forwardOfId: draft.data.id })).toMatchObject(gone);
    expect((await save('wh01', { subject: '转发：私信', forwardOfId: data.id })).code).toBe(Code.OK);
    expect((await req('office', 'GET', MailApi.draftOf(draft.data.id))).code).toBe(Code.OK);
  });

  it('deleting from each box removes only the caller\'s own copy', async () => {
    const { data } = await save('office', { subject: '三方删除', toUserIds: [t.user('wh01'), t.user('wh02')], send: true });
    const draft = await save('office', { subject: '待删草稿' });
    // Ids that are not the caller's are ignored.
    expect((await req('wh02', 'POST', MailApi.deleteBatch('draft'), { ids: [draft.data.id] })).data).toEqual({ deleted: 0 });
    expect((await req('wh02', 'POST', MailApi.deleteBatch('outbox'), { ids: [data.id] })).data).toEqual({ deleted: 0 });

    expect((await req('wh01', 'POST', MailApi.deleteBatch('inbox'), { ids: [data.id] })).data).toEqual({ deleted: 1 });
    expect(await req('wh01', 'GET', MailApi.inboxOf(data.id))).toMatchObject({ code: 404 });
    expect((await req('wh02', 'GET', MailApi.inboxOf(data.id))).code).toBe(Code.OK);
    expect((await req('office', 'GET', MailApi.outboxOf(data.id))).code).toBe(Code.OK);

    expect((await req('office', 'POST', MailApi.deleteBatch('outbox'), { ids: [data.id] })).data).toEqual({ deleted: 1 });
    expect((await outbox('office')).list.some((m) => m.id === data.id)).toBe(false);
    expect((await req('wh02', 'GET', MailApi.inboxOf(data.id))).data).toMatchObject({ subject: '三方删除', sender: '张敏' });

    expect((await req('office', 'POST', MailApi.deleteBatch('draft'), { ids: [draft.data.id] })).data).toEqual({ deleted: 1 });
    expect(await req('office', 'GET', MailApi.draftOf(draft.data.id))).toMatchObject({ code: 404 });
    expect(await req('office', 'POST', MailApi.deleteBatch('inbox'), { ids: [] })).toMatchObject({ code: 400, msg: MAIL_MSG.selectMails });
  });

  it('stars a received mail and filters by star, unread, keyword over subject and sender; sorts only by listed columns', async () => {
    const a = (await save('sysadmin', { subject: '星标甲', toUserIds: [t.user('wh02')], send: true })).data.id;
    const b = (await save('office', { subject: '星标乙', toUserIds: [t.user('wh02')], send: true })).data.id;
    expect((await req('wh02', 'PUT', MailApi.star(a), { starred: true })).code).toBe(Code.OK);
    expect((await inbox('wh02', { starred: true })).list.map((m) => m.id)).toEqual([a]);
    await req('wh02', 'GET', MailApi.inboxOf(b));
    const unreadIds = (await inbox('wh02', { unread: true })).list.map((m) => m.id);
    expect(unreadIds).toContain(a);
    expect(unreadIds).not.toContain(b);
    expect((await inbox('wh02', { keyword: '李静' })).list.map((m) => m.id)).toEqual([a]);
    expect((await inbox('wh02', { keyword: '星标', sidx: 'subject', sort: 'asc' })).list.map((m) => m.subject)).toEqual(['星标乙', '星标甲'].sort());
    expect(await req('wh02', 'POST', MailApi.inboxQuery, { sidx: 'bodyHtml' })).toMatchObject({ code: 400 });
    await req('wh02', 'PUT', MailApi.star(a), { starred: false });
    expect((await inbox('wh02', { starred: true })).list).toEqual([]);
  });

  it('cleans the body on write', async () => {
    const { data } = await save('office', {
      subject: '清洗', toUserIds: [t.user('wh01')], send: true,
      bodyHtml: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="https://evil.example/x.png"><strong>粗</strong></p>',
    });
    const body = (await req<MailInfo>('wh01', 'GET', MailApi.inboxOf(data.id))).data.bodyHtml;
    expect(body).toContain('<strong>粗</strong>');
    expect(body).not.toMatch(/script|onclick|javascript:|evil\.example/);
  });

  it('lets the recipients download the mail\'s attachment and refuses an outsider', async () => {
    const mailId = newId();
    const data = randomBytes(2500);
    const uploaded = await fileClient(t, 'office').upload(data, '纪要.pdf', 1024, { ownerType: MAIL_FILE_OWNER, ownerId: mailId });
    expect(uploaded.code).toBe(Code.OK);
    const file = uploaded.data;
    const recipient = fileClient(t, 'wh01');
    // A draft's attachment is the author's alone.
    expect((await save('office', { id: mailId, subject: '附件', toUserIds: [t.user('wh01')], fileIds: [file.fileId] })).code).toBe(Code.OK);
    expect(await recipient.get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });

    expect((await req('office', 'PUT', MailApi.draftOf(mailId), { subject: '附件', toUserIds: [t.user('wh01')], fileIds: [file.fileId], send: true })).code).toBe(Code.OK);
    expect((await req<MailInfo>('wh01', 'GET', MailApi.inboxOf(mailId))).data).toMatchObject({ fileIds: [file.fileId], hasFiles: true });
    const { res } = await recipient.download(file);
    expect(md5(res!.rawPayload)).toBe(md5(data));
    expect(await fileClient(t, 'wh02').get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });
  });
});
