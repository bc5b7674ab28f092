import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { MAIL_COLLECTIONS, MAIL_INBOX_COLUMNS, MAIL_MODULE, MAIL_MSG, MAIL_MUTATIONS, MAIL_ROW_COLUMNS, MailApi, MESSAGE_MSG, type MailRow } from '../../src/features/message/contract';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call, testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import type { Page } from './message-fixtures';

type Rows = Map<string, Record<string, unknown> | null>;

describe(`站内信 on devices: the mails and mailInbox collections, the mail.* writes, exactly once (${testDialect})`, () => {
  let t: AssetApp;
  let port: number;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    t = await startAssetApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.closeAll();
  });

  const cursors = new Map<string, string>();
  /** What changed for this user's device since its last pull of the collection (all of it the first time). */
  async function pull(account: string, collection: string): Promise<Rows> {
    const rows: Rows = new Map();
    const key = `${account}:${collection}`;
    let last: PullResult;
    do {
      const cursor = cursors.get(key);
      const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token(account), query: { collections: collection, limit: '50', ...(cursor ? { cursor } : {}) } });
      expect(res.body.code).toBe(Code.OK);
      last = res.body.data;
      for (const c of last.changes) rows.set(c.id, c.op === 'upsert' ? c.row! : null);
      cursors.set(key, last.cursor);
    } while (last.hasMore);
    return rows;
  }
  const upserts = (rows: Rows) => [...rows].filter(([, r]) => r !== null).map(([id]) => id);
  const deletes = (rows: Rows) => [...rows].filter(([, r]) => r === null).map(([id]) => id);

  let seq = 0;
  async function push(account: string, device: string, mutations: { id?: string; name: string; args: unknown }[]) {
    const body = { deviceId: device, mutations: mutations.map((m) => ({ id: m.id ?? newId(), seq: ++seq, name: m.name, args: m.args, baseVersion: null })) };
    const res = await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body });
    expect(res.body.code).toBe(Code.OK);
    return res.body.data.results;
  }
  const unread = async (account: string) => (await call<{ unreadCount: number }>(t, 'GET', '/api/message/UnreadCount', { token: await t.token(account) })).body.data.unreadCount;
  const bellRecords = (account: string, mailId: string) =>
    t.db.selectFrom('baseMessageReceive as r').innerJoin('baseMessage as m', 'm.id', 'r.messageId').select(['r.isRead']).where('r.userId', '=', t.user(account)).where('m.sourceId', '=', mailId).where('m.type', '=', 3).execute();
  const copies = (mailId: string) => t.db.selectFrom('baseMailReceive').select(['userId']).where('mailId', '=', mailId).execute();
  const mail = (patch: Record<string, unknown>) => ({ id: newId(), subject: '离线写的邮件', bodyHtml: '<p>正文<script>x</script></p>', toUserIds: [t.user('wh01')], ...patch });

  async function connect(account: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    sockets.push(socket);
    const received: { method: string; collections?: string[] }[] = [];
    socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as { method: string }));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token: await t.token(account), mobileDevice: false }));
    await expect.poll(() => received.map((m) => m.method)).toContain('refreshUnreadCount');
    return received;
  }

  it('shows 站内信 at /extend/email to every demo role that opens the client, and to administrators', async () => {
    for (const account of ['wh01', 'office', 'assetadmin', 'sysadmin', 'admin']) {
      const me = (await call<{ menuList: { enCode: string; children: { enCode: string; urlAddress: string | null }[] }[] }>(t, 'GET', '/api/oauth/CurrentUser', { token: await t.token(account) })).body.data;
      const extend = me.menuList.find((m) => m.enCode === 'extend');
      expect(extend?.children.find((c) => c.enCode === MAIL_MODULE), account).toMatchObject({ urlAddress: 'extend/email' });
    }
  });

  it('gives each device only its user\'s mails and copies, bodies included, with the columns the client reads', async () => {
    const admin = await pull('admin', MAIL_COLLECTIONS.mails);
    const adminRows = [...admin.values()].filter((r) => r !== null);
    expect(adminRows.map((r) => r.subject).sort()).toEqual(['回复：请审阅本周例会纪要', '系统账号开通情况', '请审阅本周例会纪要']);
    expect(Object.keys(adminRows[0]!).sort()).toEqual([...MAIL_ROW_COLUMNS].sort());
    expect(adminRows.find((r) => r.subject === '请审阅本周例会纪要')!.bodyHtml).toContain('<strong>周五前</strong>');
    const inbox = await pull('admin', MAIL_COLLECTIONS.inbox);
    expect([...inbox.values()].map((r) => [r!.subject, r!.isRead]).sort()).toEqual([['系统账号开通情况', 1], ['请审阅本周例会纪要', 0]]);
    expect(Object.keys([...inbox.values()][0]!).sort()).toEqual([...MAIL_INBOX_COLUMNS].sort());
    // The office's draft-free mailbox holds only what it sent admin; wh02 holds nothing of theirs.
    expect([...(await pull('office', MAIL_COLLECTIONS.mails)).values()].map((r) => r!.subject)).toEqual(['请审阅本周例会纪要']);
    expect(upserts(await pull('wh02', MAIL_COLLECTIONS.mails))).toEqual([]);
    expect(upserts(await pull('wh02', MAIL_COLLECTIONS.inbox))).toEqual([]);
    await pull('wh01', MAIL_COLLECTIONS.mails);
    await pull('wh01', MAIL_COLLECTIONS.inbox);
  });

  it('mail.save sends a mail made offline exactly once however often the device repeats it; the recipient hears of it at once', async () => {
    const watching = await connect('wh01');
    const before = await unread('wh01');
    const m = mail({ send: true });
    const mutationId = newId();
    const [first] = await push('office', 'office-laptop-1', [{ id: mutationId, name: MAIL_MUTATIONS.save, args: m }]);
    expect(first).toMatchObject({ status: 'applied', result: { sent: true, row: { id: m.id, status: 1, subject: '离线写的邮件', bodyHtml: '<p>正文</p>' } } });
    // The answer was lost: the device sends the same write again, then once more in a later batch.
    expect((await push('office', 'office-laptop-1', [{ id: mutationId, name: MAIL_MUTATIONS.save, args: m }]))[0]).toMatchObject({ status: 'duplicate' });
    expect((await push('office', 'office-laptop-1', [{ id: mutationId, name: MAIL_MUTATIONS.save, args: m }]))[0]!.status).toBe('duplicate');
    expect(await copies(m.id)).toEqual([{ userId: t.user('wh01') }]);
    expect(await bellRecords('wh01', m.id)).toEqual([{ isRead: 0 }]);
    expect(await unread('wh01')).toBe(before + 1);
    await expect.poll(() => watching.filter((x) => x.method === 'messagePush').length).toBe(1);
    await expect.poll(() => watching.some((x) => x.method === 'syncChanged' && x.collections?.includes(MAIL_COLLECTIONS.inbox))).toBe(true);

    const inbox = await pull('wh01', MAIL_COLLECTIONS.inbox);
    expect([...inbox.values()]).toEqual([expect.objectContaining({ mailId: m.id, subject: '离线写的邮件', isRead: 0, kind: 'to' })]);
    expect((await pull('wh01', MAIL_COLLECTIONS.mails)).get(m.id)).toMatchObject({ bodyHtml: '<p>正文</p>', authorUserId: t.user('office') });
    const rest = (await call<Page<MailRow>>(t, 'POST', MailApi.inboxQuery, { token: await t.token('wh01'), body: {} })).body.data.list;
    expect(rest.filter((r) => r.id === m.id)).toHaveLength(1);
  });

  it('mail.save keeps a draft (autosave), updates it, then sends; a later save of the sent mail is refused, as is someone else\'s id', async () => {
    const m = mail({ subject: '草稿一' });
    const results = await push('sysadmin', 'sysadmin-pc', [
      { name: MAIL_MUTATIONS.save, args: m },
      { name: MAIL_MUTATIONS.save, args: { ...m, subject: '草稿二', ccUserIds: [t.user('wh02')] } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const drafts = await pull('sysadmin', MAIL_COLLECTIONS.mails);
    expect(drafts.get(m.id)).toMatchObject({ subject: '草稿二', status: 0, ccJson: JSON.stringify([t.user('wh02')]) });
    expect(await copies(m.id)).toEqual([]);
    expect(upserts(await pull('wh02', MAIL_COLLECTIONS.mails))).not.toContain(m.id);

    const [sent, late] = await push('sysadmin', 'sysadmin-pc', [
      // Every save carries the whole mail (the last one wins): the send repeats the Cc.
      { name: MAIL_MUTATIONS.save, args: { ...m, subject: '草稿二', ccUserIds: [t.user('wh02')], send: true } },
      { name: MAIL_MUTATIONS.save, args: { ...m, subject: '发送后又改' } },
    ]);
    expect(sent).toMatchObject({ status: 'applied', result: { sent: true } });
    expect(late).toMatchObject({ status: 'rejected', code: 400, msg: MAIL_MSG.alreadySent });
    expect((await copies(m.id)).map((c) => c.userId).sort()).toEqual([t.user('wh01'), t.user('wh02')].sort());
    expect(upserts(await pull('wh02', MAIL_COLLECTIONS.mails))).toContain(m.id);

    const [stolen] = await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.save, args: { ...m, subject: '冒用' } }]);
    expect(stolen).toMatchObject({ status: 'rejected', msg: MAIL_MSG.idTaken });
    const [nobody] = await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.save, args: mail({ send: true, toUserIds: [] }) }]);
    expect(nobody).toMatchObject({ status: 'rejected', msg: MAIL_MSG.recipientsRequired });
    expect((await t.db.selectFrom('baseMail').select('subject').where('id', '=', m.id).executeTakeFirstOrThrow()).subject).toBe('草稿二');
  });

  it('mail.read marks the copy and its bell record read; mail.star stars it; neither reaches another\'s copy', async () => {
    const m = mail({ subject: '待读', send: true });
    await push('office', 'office-laptop-1', [{ name: MAIL_MUTATIONS.save, args: m }]);
    const before = await unread('wh01');
    const [read] = await push('wh01', 'wh01-pda', [{ name: MAIL_MUTATIONS.read, args: { mailId: m.id } }]);
    expect(read).toMatchObject({ status: 'applied', result: { row: { mailId: m.id, isRead: 1 } } });
    expect(await unread('wh01')).toBe(before - 1);
    expect(await bellRecords('wh01', m.id)).toEqual([{ isRead: 1 }]);
    const [star] = await push('wh01', 'wh01-pda', [{ name: MAIL_MUTATIONS.star, args: { mailId: m.id, starred: true } }]);
    expect(star).toMatchObject({ status: 'applied', result: { row: { starred: 1 } } });
    expect((await pull('wh01', MAIL_COLLECTIONS.inbox))).toSatisfy((rows: Rows) => [...rows.values()].some((r) => r?.mailId === m.id && r.starred === 1 && r.isRead === 1));

    const [foreign] = await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.star, args: { mailId: m.id, starred: true } }]);
    expect(foreign).toMatchObject({ status: 'rejected', code: 404, msg: MESSAGE_MSG.deleted });
    // Reading a copy that is gone (deleted on another device first) changes nothing and is not an error.
    expect((await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.read, args: { mailId: m.id } }]))[0]).toMatchObject({ status: 'applied', result: null });
  });

  it('mail.remove takes the caller\'s own copy off every device of theirs and nobody else\'s', async () => {
    const m = mail({ subject: '三方', toUserIds: [t.user('wh01'), t.user('wh02')], send: true });
    await push('office', 'office-laptop-1', [{ name: MAIL_MUTATIONS.save, args: m }]);
    for (const [account, c] of [['wh01', MAIL_COLLECTIONS.mails], ['wh01', MAIL_COLLECTIONS.inbox], ['wh02', MAIL_COLLECTIONS.mails], ['office', MAIL_COLLECTIONS.mails]] as const) await pull(account, c);
    const copyId = (await t.db.selectFrom('baseMailReceive').select('id').where('mailId', '=', m.id).where('userId', '=', t.user('wh01')).executeTakeFirstOrThrow()).id;

    expect((await push('wh01', 'wh01-pda', [{ name: MAIL_MUTATIONS.remove, args: { box: 'inbox', ids: [m.id] } }]))[0]).toMatchObject({ status: 'applied', result: { deleted: 1 } });
    expect(deletes(await pull('wh01', MAIL_COLLECTIONS.inbox))).toEqual([copyId]);
    expect(deletes(await pull('wh01', MAIL_COLLECTIONS.mails))).toEqual([m.id]);
    const others = await pull('wh02', MAIL_COLLECTIONS.mails);
    expect(others.get(m.id)).toMatchObject({ subject: '三方' });

    expect((await push('office', 'office-laptop-1', [{ name: MAIL_MUTATIONS.remove, args: { box: 'outbox', ids: [m.id] } }]))[0]).toMatchObject({ result: { deleted: 1 } });
    expect(deletes(await pull('office', MAIL_COLLECTIONS.mails))).toEqual([m.id]);
    expect((await pull('wh02', MAIL_COLLECTIONS.mails)).get(m.id)).toMatchObject({ subject: '三方' });
    expect((await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.remove, args: { box: 'draft', ids: [m.id] } }]))[0]).toMatchObject({ result: { deleted: 0 } });
    expect((await push('wh02', 'wh02-phone', [{ name: MAIL_MUTATIONS.remove, args: { box: 'inbox', ids: [] } }]))[0]).toMatchObject({ status: 'rejected', msg: MAIL_MSG.selectMails });
  });

  it('a mail sent over REST reaches the recipient\'s device and bell the same way, in one transaction with its copies', async () => {
    const before = await unread('wh02');
    const { data } = (await call<{ id: string }>(t, 'POST', MailApi.draft, { token: await t.token('sysadmin'), body: mail({ subject: '经由接口', toUserIds: [t.user('wh02')], send: true }) })).body;
    expect(await unread('wh02')).toBe(before + 1);
    expect([...(await pull('wh02', MAIL_COLLECTIONS.inbox)).values()].some((r) => r?.mailId === data.id)).toBe(true);
    // A recipient who is disabled meanwhile: nothing is written, neither mail copies nor bell records.
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', t.user('wh02')).execute();
    const refused = await call(t, 'POST', MailApi.draft, { token: await t.token('sysadmin'), body: mail({ subject: '停用的人', toUserIds: [t.user('wh02')], send: true }) });
    expect(refused.body).toMatchObject({ code: 400, msg: MAIL_MSG.recipientMissing });
    await t.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', t.user('wh02')).execute();
    expect(await t.db.selectFrom('baseMail').select('id').where('subject', '=', '停用的人').execute()).toEqual([]);
  });
});
