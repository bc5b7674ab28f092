import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '@/contract/ids';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { localMail, localMailPage } from './local-mail';
import { readMail, removeMails, saveMail, starMail } from './device-writes';

const ME = 'mail-list-tester';
const D1 = newId();
let db: QingbanDb;
afterEach(async () => {
  await deleteUserDb(ME);
});

const mail = (id: string, patch: Record<string, unknown> = {}) => ({
  id, subject: `主题${id}`, bodyHtml: '<p>正文</p>', toJson: JSON.stringify([ME]), ccJson: '[]', filesJson: '[]', replyToId: null, forwardOfId: null,
  status: 1, authorUserId: 'zhang', creatorTime: 1, lastModifyTime: null, sendTime: 1000, _version: 1, ...patch,
});
const copy = (id: string, mailId: string, patch: Record<string, unknown> = {}) => ({
  id, mailId, kind: 'to', subject: `主题${mailId}`, senderUserId: 'zhang', sendTime: 1000, isRead: 0, readTime: null, starred: 0, _version: 1, ...patch,
});
const page = (q: Record<string, unknown>) => localMailPage(db, { currentPage: 1, pageSize: 20, sidx: 'time', sort: 'desc', box: 'inbox', ...q } as Parameters<typeof localMailPage>[1]);

async function seed() {
  db = await openUserDb(ME);
  await db.users.bulkPut([{ id: 'zhang', realName: '张敏' }, { id: 'li', realName: '李静' }, { id: ME, realName: '我' }]);
  await db.mails.bulkPut([
    mail('m1', { sendTime: 3000, filesJson: '["f1"]' }), mail('m2', { authorUserId: 'li', sendTime: 2000 }), mail('m3', { sendTime: 1000 }),
    mail('o1', { authorUserId: ME, toJson: JSON.stringify(['zhang', 'li']), sendTime: 5000 }), mail(D1, { authorUserId: ME, status: 0, sendTime: null, lastModifyTime: 4000 }),
  ]);
  await db.mailInbox.bulkPut([
    copy('c1', 'm1', { sendTime: 3000 }), copy('c2', 'm2', { senderUserId: 'li', sendTime: 2000, starred: 1 }), copy('c3', 'm3', { sendTime: 1000, isRead: 1 }),
  ]);
}

describe('站内信 lists on the device', () => {
  it('lists the inbox newest first with the sender\'s name and marks, filtered by unread, star and keyword, paged', async () => {
    await seed();
    const all = await page({});
    expect(all.list.map((r) => [r.id, r.sender, r.isRead, r.starred, r.hasFiles])).toEqual([['m1', '张敏', false, false, true], ['m2', '李静', false, true, false], ['m3', '张敏', true, false, false]]);
    expect(all.pagination.total).toBe(3);
    expect((await page({ unread: true })).list.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect((await page({ starred: true })).list.map((r) => r.id)).toEqual(['m2']);
    expect((await page({ keyword: '李静' })).list.map((r) => r.id)).toEqual(['m2']);
    expect((await page({ keyword: '主题m3' })).list.map((r) => r.id)).toEqual(['m3']);
    expect((await page({ sort: 'asc', pageSize: 2, currentPage: 2 }))).toMatchObject({ list: [{ id: 'm1' }], pagination: { total: 3 } });
    expect((await page({ sidx: 'subject', sort: 'asc' })).list.map((r) => r.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('lists what I wrote in the outbox (with recipients by name) and drafts apart; a send still in the outbox is pending (未发送)', async () => {
    await seed();
    const out = await page({ box: 'outbox' });
    expect(out.list).toEqual([expect.objectContaining({ id: 'o1', recipients: '张敏、李静', time: 5000, pending: false })]);
    expect((await page({ box: 'draft' })).list.map((r) => [r.id, r.time])).toEqual([[D1, 4000]]);
    await saveMail.mutate({ id: D1, subject: '离线发出', bodyHtml: '', toUserIds: ['zhang'], ccUserIds: [], fileIds: [], send: true });
    expect((await page({ box: 'draft' })).list).toEqual([]);
    expect((await page({ box: 'outbox' })).list.map((r) => [r.id, r.subject, r.pending])).toEqual([[D1, '离线发出', true], ['o1', '主题o1', false]]);
  });

  it('reads, stars and deletes on the device at once, each an outbox write the lists mark', async () => {
    await seed();
    await readMail.mutate({ mailId: 'm1', copyId: 'c1' });
    await starMail.mutate({ mailId: 'm3', copyId: 'c3', starred: true });
    const rows = (await page({})).list;
    expect(rows.find((r) => r.id === 'm1')).toMatchObject({ isRead: true, pending: true });
    expect(rows.find((r) => r.id === 'm3')).toMatchObject({ starred: true, pending: true });
    await removeMails.mutate({ box: 'inbox', ids: ['m2'], copyIds: ['c2'] });
    expect((await page({})).list.map((r) => r.id)).toEqual(['m1', 'm3']);
    expect(await localMail(db, 'm2')).toEqual({ mail: null, copy: null });
    await removeMails.mutate({ box: 'outbox', ids: ['o1'], copyIds: [] });
    expect((await page({ box: 'outbox' })).list).toEqual([]);
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([
      ['mail.read', { mailId: 'm1' }], ['mail.star', { mailId: 'm3', starred: true }], ['mail.remove', { box: 'inbox', ids: ['m2'] }], ['mail.remove', { box: 'outbox', ids: ['o1'] }],
    ]);
  });
});
