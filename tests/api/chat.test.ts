import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, type ChatConversationRow } from '../../src/features/message/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { chatApi } from './chat-fixtures';
import { multipart, PNG } from './files-fixtures';

describe(`chat: conversations, sending through the outbox, read state, removal, deleted records (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof chatApi>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    api = chatApi(t);
    for (const account of ['admin', 'office', 'sysadmin', 'wh01', 'wh02', 'assetadmin', 'logviewer', 'nomenu']) {
      tokens[account] = await t.login(account);
      ids[account] = await api.userId(account);
    }
  });
  afterAll(() => t.close());

  it('shows the demo conversations to their people only, newest first, with the other person and the unread count', async () => {
    const admin = (await api.conversations(tokens.admin!)).body.data;
    expect(admin.list.map((c) => c.realName)).toEqual(['张敏', '李静']);
    expect(admin.list[0]).toMatchObject({ id: ids.office, account: 'office', department: '行政办公室', unreadMessage: 1, messageType: 'text', latestMessage: '会议材料我已经放到文档中心，麻烦帮忙看一下。' });
    expect(admin.list[1]).toMatchObject({ unreadMessage: 0, latestMessage: '检查过了，角色和菜单都已同步[OK]' });
    expect(admin.unreadTotal).toBe(1);
    expect(admin.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect((await api.conversations(tokens.admin!, { keyword: '李' })).body.data.list.map((c) => c.realName)).toEqual(['李静']);
    // 张敏 has read admin's reply; 孙丽's last message waits for 赵强.
    expect((await api.conversations(tokens.office!)).body.data.list).toEqual([expect.objectContaining({ realName: '管理员', unreadMessage: 0 })]);
    expect((await api.conversations(tokens.wh01!)).body.data).toMatchObject({ list: [{ realName: '孙丽', unreadMessage: 1 }], unreadTotal: 1 });
    expect((await api.conversations(tokens.nomenu!)).body.data).toMatchObject({ list: [], unreadTotal: 0 });
  });

  it('stores a trimmed message once per id, moves the conversation to the top and counts it unread for the recipient', async () => {
    const id = crypto.randomUUID();
    const first = await api.send(tokens.assetadmin!, ids.admin!, '  资产盘点表已更新[微笑]  ', { id });
    expect(first.status).toBe('applied');
    const sent = api.sent(first);
    expect(sent.message).toMatchObject({ id, sendUserId: ids.assetadmin, receiveUserId: ids.admin, contentType: 'text', content: '资产盘点表已更新[微笑]' });
    expect(sent.conversation).toMatchObject({ ownerUserId: ids.assetadmin, peerUserId: ids.admin, unread: 0, lastMessageId: id });

    // The same write again (answer lost), and the same message from another device: stored once.
    const again = await api.send(tokens.assetadmin!, ids.admin!, '资产盘点表已更新[微笑]', { id, mutationId: first.id });
    expect(again.status).toBe('duplicate');
    const otherDevice = await api.send(tokens.assetadmin!, ids.admin!, '资产盘点表已更新[微笑]', { id, deviceId: 'another-device' });
    expect(otherDevice.status).toBe('applied');
    expect(api.sent(otherDevice).message).toEqual(sent.message);
    expect(await api.stored(ids.assetadmin!, ids.admin!)).toHaveLength(1);
    // Someone else cannot take the id.
    const stolen = await api.send(tokens.wh01!, ids.admin!, '冒用', { id });
    expect(stolen).toMatchObject({ status: 'rejected', code: 400, msg: CHAT_MSG.idTaken });

    const admin = (await api.conversations(tokens.admin!)).body.data;
    expect(admin.list[0]).toMatchObject({ realName: '王磊', unreadMessage: 1, latestMessage: '资产盘点表已更新[微笑]', latestDate: sent.message.sendTime });
    expect(admin.unreadTotal).toBe(2);
  });

  it('refuses empty, too long, unknown-type, self-addressed and unreachable messages with their reasons', async () => {
    const refuse = async (to: string, text: string, messageType?: 'text' | 'image') => {
      const r = await api.send(tokens.wh02!, to, text, { messageType });
      expect(r.status).toBe('rejected');
      return r.msg;
    };
    expect(await refuse(ids.wh01!, '   \n ')).toBe(CHAT_MSG.empty);
    expect(await refuse(ids.wh01!, '长'.repeat(1001))).toBe(CHAT_MSG.tooLong);
    expect(await refuse(ids.wh02!, '自言自语')).toBe(CHAT_MSG.self);
    expect(await refuse('no-such-user', '你好')).toBe(CHAT_MSG.peerMissing);
    expect(await refuse(ids.wh01!, 'not json', 'image')).toBe(CHAT_MSG.imageInvalid);
    const bad = await api.push(tokens.wh02!, [{ name: 'chat.send', args: { id: crypto.randomUUID(), toUserId: ids.wh01, messageType: 'voice', messageContent: 'x' } }]);
    expect(bad[0]).toMatchObject({ status: 'rejected', msg: CHAT_MSG.typeInvalid });
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', ids.nomenu!).execute();
    expect(await refuse(ids.nomenu!, '你好')).toBe(CHAT_MSG.peerMissing);
    await t.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', ids.nomenu!).execute();
    expect(await api.stored(ids.wh02!, ids.wh01!)).toHaveLength(2); // the demo's two only
    expect(await api.stored(ids.wh02!, ids.wh02!)).toHaveLength(0);
  });

  it('marks read up to a time: a message that arrived after it stays unread, on every count', async () => {
    const before = api.sent(await api.send(tokens.logviewer!, ids.wh02!, '第一条')).message;
    const after = api.sent(await api.send(tokens.logviewer!, ids.wh02!, '第二条')).message;
    expect((await api.side(ids.wh02!, ids.logviewer!))!.unread).toBe(2);
    const [partly] = await api.push(tokens.wh02!, [{ name: 'chat.read', args: { peerUserId: ids.logviewer, readTime: before.sendTime } }]);
    expect((partly!.result as { conversation: ChatConversationRow }).conversation).toMatchObject({ unread: 1, readTime: before.sendTime });
    const [all] = await api.push(tokens.wh02!, [{ name: 'chat.read', args: { peerUserId: ids.logviewer } }]);
    expect((all!.result as { conversation: ChatConversationRow }).conversation.unread).toBe(0);
    // Reading never moves back, and a read of a conversation that does not exist is nothing.
    await api.push(tokens.wh02!, [{ name: 'chat.read', args: { peerUserId: ids.logviewer, readTime: 1 } }]);
    expect(await api.side(ids.wh02!, ids.logviewer!)).toMatchObject({ unread: 0 });
    expect(Number((await api.side(ids.wh02!, ids.logviewer!))!.readTime)).toBeGreaterThanOrEqual(after.sendTime);
    const [none] = await api.push(tokens.wh02!, [{ name: 'chat.read', args: { peerUserId: ids.office } }]);
    expect(none).toMatchObject({ status: 'applied', result: { conversation: null } });
    // The sender's own side never counts its own messages.
    expect((await api.side(ids.logviewer!, ids.wh02!))!.unread).toBe(0);
  });

  it('removes a conversation from my list only; the next message brings it back unread', async () => {
    const res = await api.remove(tokens.admin!, ids.office!);
    expect(res.body).toMatchObject({ code: 200, msg: CHAT_MSG.removed, data: { conversation: { hidden: 1, unread: 0 } } });
    expect((await api.conversations(tokens.admin!)).body.data.list.map((c) => c.realName)).not.toContain('张敏');
    expect((await api.conversations(tokens.office!)).body.data.list.map((c) => c.realName)).toContain('管理员');
    await api.send(tokens.office!, ids.admin!, '还在吗？');
    expect((await api.conversations(tokens.admin!)).body.data.list[0]).toMatchObject({ realName: '张敏', unreadMessage: 1, latestMessage: '还在吗？' });
    // Removing one that does not exist changes nothing.
    expect((await api.remove(tokens.nomenu!, ids.admin!)).body).toMatchObject({ code: 200, data: { conversation: null } });
  });

  it('deletes my records only; the other keeps theirs until they delete too, then the messages leave the server', async () => {
    const a = ids.sysadmin!;
    const b = ids.wh01!;
    for (const text of ['一', '二', '三']) await api.send(tokens.sysadmin!, b, text);
    const cleared = await api.clearRecords(tokens.sysadmin!, b);
    expect(cleared.body).toMatchObject({ code: 200, msg: CHAT_MSG.cleared, data: { conversation: { lastMessageId: null, unread: 0 } } });
    expect(await api.stored(a, b)).toHaveLength(3);
    expect((await api.conversations(tokens.wh01!)).body.data.list[0]).toMatchObject({ realName: '李静', unreadMessage: 3, latestMessage: '三' });
    // New messages after the deletion are there for both.
    await api.send(tokens.wh01!, a, '收到');
    expect((await api.conversations(tokens.sysadmin!)).body.data.list[0]).toMatchObject({ realName: '赵强', latestMessage: '收到', unreadMessage: 1 });
    await api.clearRecords(tokens.wh01!, a);
    expect(await api.stored(a, b)).toHaveLength(1);
    await api.clearRecords(tokens.sysadmin!, b);
    expect(await api.stored(a, b)).toHaveLength(0);
  });

  it('lets only the two people of a message read its image (files owner type chat)', async () => {
    const messageId = crypto.randomUUID();
    const { payload, contentType } = multipart({ ownerType: 'chat', ownerId: messageId }, { name: '现场照片.png', data: PNG, type: 'image/png' });
    const up = await t.app.inject({ method: 'POST', url: '/api/file/Uploader/IM', payload, headers: { authorization: `Bearer ${tokens.office}`, 'content-type': contentType } });
    const file = (up.json() as { data: { fileId: string } }).data;
    const content = JSON.stringify({ fileId: file.fileId, name: '现场照片.png', width: 1, height: 1 });
    const sent = await api.send(tokens.office!, ids.wh02!, content, { id: messageId, messageType: 'image' });
    expect(api.sent(sent).message).toMatchObject({ contentType: 'image', content });
    expect((await api.conversations(tokens.wh02!)).body.data.list[0]).toMatchObject({ realName: '张敏', messageType: 'image', latestMessage: '现场照片.png' });
    const link = (token: string) => call<{ url: string }>(t, 'GET', `/api/file/Download/IM/${file.fileId}`, { token });
    expect((await link(tokens.wh02!)).body.code).toBe(200);
    expect((await link(tokens.office!)).body.code).toBe(200);
    expect((await link(tokens.wh01!)).body.code).not.toBe(200);
  });

  it('checks the list query against the contract', async () => {
    const res = await call(t, 'GET', '/api/message/imreply', { token: tokens.wh02!, query: { pageSize: '500' } });
    expect(res.body).toMatchObject({ code: 400, data: null });
  });
});
