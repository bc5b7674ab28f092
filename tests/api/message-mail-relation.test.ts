import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { FileApi, FileText } from '../../src/features/files/contract';
import {
  MAIL_FILE_OWNER, MailApi, MESSAGE_MSG, RELATION_MSG, RELATION_UNAVAILABLE, relationPath, type MailInfo, type RelationAnswer,
} from '../../src/features/message/contract';
import { call, testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { fileClient, md5, uniqueBytes } from './files-fixtures';
import { messageApi } from './message-fixtures';

describe(`站内信 forward attachments and §7 public/relation (${testDialect})`, () => {
  let t: AssetApp;
  beforeAll(async () => {
    t = await startAssetApp();
  });
  afterAll(() => t.close());

  const req = async <T = unknown>(account: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    (await call<T>(t, method, url, { token: await t.token(account), body })).body;
  const save = (account: string, body: Record<string, unknown>) => req<{ id: string; sent: boolean }>(account, 'POST', MailApi.draft, body);
  const relation = (account: string, kind: string, id: string) => req<RelationAnswer>(account, 'POST', `/api/public/relation/${kind}/${id}`);
  const unread = async (account: string) => (await req<{ unreadCount: number }>(account, 'GET', '/api/message/UnreadCount')).data.unreadCount;

  /** office mails wh01 a file; answers the mail and the file. */
  async function mailWithFile(name: string) {
    const mailId = newId();
    const data = uniqueBytes(2100, name);
    const file = (await fileClient(t, 'office').upload(data, name, 1024, { ownerType: MAIL_FILE_OWNER, ownerId: mailId })).data;
    expect((await save('office', { id: mailId, subject: `附件 ${name}`, toUserIds: [t.user('wh01')], fileIds: [file.fileId], send: true })).code).toBe(Code.OK);
    return { mailId, file, data };
  }

  it('a forward carries the original\'s attachments: its recipient downloads them; a reply carries none', async () => {
    const { mailId, file, data } = await mailWithFile('合同.pdf');
    const other = await mailWithFile('另一份.pdf');
    const outsider = fileClient(t, 'wh02');
    expect(await outsider.get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });

    const fw = await save('wh01', { subject: 'Fw: 附件', toUserIds: [t.user('wh02')], forwardOfId: mailId, fileIds: [file.fileId], send: true });
    expect(fw.code).toBe(Code.OK);
    expect((await req<MailInfo>('wh02', 'GET', MailApi.inboxOf(fw.data.id))).data).toMatchObject({ forwardOfId: mailId, fileIds: [file.fileId], hasFiles: true });
    const { res } = await outsider.download(file);
    expect(md5(res!.rawPayload)).toBe(md5(data));
    // Only what the forward carries: the original's reader still alone reads the other mail's file.
    expect(await outsider.get(FileApi.download('annex', other.file.fileId))).toMatchObject({ code: 403 });

    // A forward of the forward reaches a third reader through the chain.
    const fw2 = await save('wh02', { subject: 'Fw: Fw: 附件', toUserIds: [t.user('admin')], forwardOfId: fw.data.id, fileIds: [file.fileId], send: true });
    expect(fw2.code).toBe(Code.OK);
    expect((await fileClient(t, 'admin').get(FileApi.download('annex', file.fileId))).code).toBe(Code.OK);

    const reply = await save('wh01', { subject: 'Re: 附件', toUserIds: [t.user('office')], replyToId: mailId, send: true });
    expect((await req<MailInfo>('office', 'GET', MailApi.inboxOf(reply.data.id))).data).toMatchObject({ replyToId: mailId, fileIds: [], hasFiles: false });
  });

  it('a file id copied into a mail without forwarding its mail opens nothing', async () => {
    const { file } = await mailWithFile('机密.pdf');
    // wh02 cannot read the original; naming its file in a mail to themselves (or as a forward of some other mail) gives no access.
    const own = await save('wh02', { subject: '偷看', toUserIds: [t.user('wh02')], fileIds: [file.fileId], send: true });
    expect(own.code).toBe(Code.OK);
    const unrelated = (await save('office', { subject: '无关', toUserIds: [t.user('wh02')], send: true })).data.id;
    expect((await save('wh02', { subject: 'Fw: 无关', toUserIds: [t.user('wh02')], forwardOfId: unrelated, fileIds: [file.fileId], send: true })).code).toBe(Code.OK);
    expect(await fileClient(t, 'wh02').get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });
  });

  it('relation/email marks the caller\'s inbox copy read with its bell record, once, and hides anyone else\'s mail', async () => {
    const before = await unread('wh01');
    const id = (await save('office', { subject: '关联已读', toUserIds: [t.user('wh01')], send: true })).data.id;
    expect(await unread('wh01')).toBe(before + 1);
    const first = await relation('wh01', 'email', id);
    expect(first).toMatchObject({ code: Code.OK, msg: RELATION_MSG.recorded, data: { kind: 'email', id, isRead: '1' } });
    expect(await unread('wh01')).toBe(before);
    expect((await req<{ list: { id: string; isRead: string }[] }>('wh01', 'POST', MailApi.inboxQuery, { keyword: '关联已读' })).data.list[0]).toMatchObject({ id, isRead: '1' });

    const again = await relation('wh01', 'email', id);
    expect(again.data.firstTime).toBe(first.data.firstTime);
    expect(again.data.lastTime).toBeGreaterThanOrEqual(first.data.lastTime);
    const rows = await t.db.selectFrom('baseReadRelation').selectAll().where('objectId', '=', id).execute();
    expect(rows.map((r) => [r.userId, r.kind])).toEqual([[t.user('wh01'), 'email']]);

    // Not addressed to them (even the author's own sent mail is not in their inbox), nor a missing id: the same answer, nothing recorded.
    const gone = { code: 404, msg: MESSAGE_MSG.deleted };
    expect(await relation('wh02', 'email', id)).toMatchObject(gone);
    expect(await relation('office', 'email', id)).toMatchObject(gone);
    expect(await relation('wh02', 'email', newId())).toMatchObject(gone);
    expect(await t.db.selectFrom('baseReadRelation').select('id').where('objectId', '=', id).where('userId', '=', t.user('wh02')).execute()).toEqual([]);
  });

  it('relation/information marks a message read for its recipient only', async () => {
    const m = messageApi(t);
    const admin = await t.token('sysadmin');
    const notice = (await m.createNotice(admin, { title: '关联公告', bodyHtml: '<p>请阅</p>', recipients: { userIds: [t.user('wh01')] } })).body.data.id;
    expect((await m.release(admin, notice)).body.code).toBe(Code.OK);
    const before = await unread('wh01');
    expect(await relation('wh01', 'information', notice)).toMatchObject({ code: Code.OK, data: { kind: 'information', id: notice, isRead: '1' } });
    expect(await unread('wh01')).toBe(before - 1);
    expect((await m.readInfo(await t.token('wh01'), notice)).body.data).toMatchObject({ isRead: '1' });
    expect(await relation('wh02', 'information', notice)).toMatchObject({ code: 404, msg: MESSAGE_MSG.deleted });
  });

  it('news and doc answer that they are not available yet; other kinds and ids are refused by the contract', async () => {
    expect(await relation('wh01', 'news', newId())).toMatchObject({ code: 400, msg: RELATION_UNAVAILABLE.news });
    expect(await relation('wh01', 'doc', newId())).toMatchObject({ code: 400, msg: RELATION_UNAVAILABLE.doc });
    expect(await relation('wh01', 'contract', newId())).toMatchObject({ code: 400, msg: RELATION_MSG.kindInvalid });
    expect(await relation('wh01', 'email', 'a%27b')).toMatchObject({ code: 400, msg: RELATION_MSG.idInvalid });
    expect(relationPath('email', 'x')).toBe('/api/public/relation/email/x');
    expect((await call(t, 'POST', `/api/public/relation/email/${newId()}`, {})).body).toMatchObject({ code: 600 });
  });
});
