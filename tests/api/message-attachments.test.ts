import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { FileApi, FileText } from '../../src/features/files/contract';
import { MESSAGE_MSG, NOTICE_FILE_OWNER } from '../../src/features/message/contract';
import { call, testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { fileClient, md5 } from './files-fixtures';

describe(`a notice's attachments (${testDialect})`, () => {
  let t: AssetApp;
  beforeAll(async () => {
    t = await startAssetApp();
  });
  afterAll(() => t.close());

  const post = async (account: string, method: 'POST' | 'PUT', url: string, body?: unknown) => (await call<{ id: string }>(t, method, url, { token: await t.token(account), body })).body;

  it('are uploaded before the first save under the notice\'s client-born id, and read by its recipients only while it is released', async () => {
    const noticeId = newId();
    const data = randomBytes(3000);
    const author = fileClient(t, 'sysadmin');
    const uploaded = await author.upload(data, '仓储检查表.pdf', 1024, { ownerType: NOTICE_FILE_OWNER, ownerId: noticeId });
    expect(uploaded.code).toBe(Code.OK);
    const file = uploaded.data;

    const created = await post('sysadmin', 'POST', '/api/message', { id: noticeId, title: '检查通知', bodyHtml: '<p>见附件</p>', fileIds: [file.fileId], recipients: { userIds: [t.user('wh01')] } });
    expect(created).toMatchObject({ code: Code.OK, data: { id: noticeId } });
    const recipient = fileClient(t, 'wh01');
    const outsider = fileClient(t, 'wh02');
    expect(await recipient.get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });

    expect((await post('sysadmin', 'PUT', `/api/message/${noticeId}/Actions/Release`)).code).toBe(Code.OK);
    const { res } = await recipient.download(file);
    expect(md5(res!.rawPayload)).toBe(md5(data));
    expect(await outsider.get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess });
    // Another notice administrator reads them too (drafts included).
    expect((await fileClient(t, 'admin').get(FileApi.download('annex', file.fileId))).code).toBe(Code.OK);

    expect((await post('sysadmin', 'PUT', `/api/message/${noticeId}/Actions/Withdraw`)).code).toBe(Code.OK);
    expect(await recipient.get(FileApi.download('annex', file.fileId))).toMatchObject({ code: 403 });
  });

  it('refuses a client-born id that is taken, and one that is not an id', async () => {
    const id = newId();
    const body = { title: '重复', recipients: { all: true } };
    expect((await post('sysadmin', 'POST', '/api/message', { ...body, id })).code).toBe(Code.OK);
    expect(await post('sysadmin', 'POST', '/api/message', { ...body, id })).toMatchObject({ code: 400, msg: MESSAGE_MSG.noticeIdTaken });
    expect(await post('sysadmin', 'POST', '/api/message', { ...body, id: '../x' })).toMatchObject({ code: 400, msg: MESSAGE_MSG.noticeIdInvalid });
  });
});
