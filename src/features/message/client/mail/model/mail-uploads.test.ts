import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '@/contract/ids';
import { startDeviceUploads } from '@/components/upload/device-queue';
import { discardDeviceUpload, keepForUpload } from '@/components/upload/device-store';
import { fakeHash, FakeUploadServer } from '@/components/upload/testing';
import { MAIL_FILE_OWNER, type MailSaveArgs } from '@/features/message/contract';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { localMailPage } from './local-mail';
import { heldSendIds, saveDraft, sendMail } from './mail-uploads';

const ME = 'mail-upload-tester';
let db: QingbanDb;
const stops: Array<() => void> = [];
afterEach(async () => {
  stops.splice(0).forEach((s) => s());
  await deleteUserDb(ME);
});

// Node's own Blob: fake-indexeddb keeps it the way a browser's IndexedDB keeps a chosen file.
const file = (text: string, name: string) => Object.assign(new NodeBlob([text], { type: 'application/pdf' }), { name }) as unknown as File;
const keep = (mailId: string, name: string) => keepForUpload(db, file(`bytes of ${name}`, name), { kind: 'annex', ownerType: MAIL_FILE_OWNER, ownerId: mailId });
const mail = (id: string, fileIds: string[]): MailSaveArgs => ({ id, subject: '离线附件', bodyHtml: '<p>见附件</p>', toUserIds: ['zhang'], ccUserIds: [], fileIds, send: false });
const box = (b: 'outbox' | 'draft') => localMailPage(db, { currentPage: 1, pageSize: 20, sidx: 'time', sort: 'desc', box: b } as Parameters<typeof localMailPage>[1]);
const sends = async () => (await db.outbox.orderBy('seq').toArray()).map((e) => e.args as MailSaveArgs).map((a) => [a.send, a.fileIds]);

function runUploads(server: FakeUploadServer) {
  stops.push(startDeviceUploads(db, { transport: server, hash: fakeHash(), onOnline: () => () => undefined, schedule: () => () => undefined }));
}

describe('a mail with attachments written offline', () => {
  it('saves drafts without the files still on the device, holds the send (未发送), and sends it with every file once the last is uploaded', async () => {
    db = await openUserDb(ME);
    const id = newId();
    const a = await keep(id, '报价单.pdf');
    const b = await keep(id, '合同.pdf');

    await saveDraft(db, mail(id, [a.id, b.id]));
    expect(await sends()).toEqual([[false, []]]);
    expect(JSON.parse(String((await db.mails.get(id))!.filesJson))).toEqual([a.id, b.id]);

    expect(await sendMail(db, mail(id, [a.id, b.id]))).toMatchObject({ waiting: true });
    // The server hears of a draft only (one write: the send's draft replaced the autosave), never of files it does not have.
    expect(await sends()).toEqual([[false, []]]);
    expect(await heldSendIds(db)).toEqual(new Set([id]));
    expect((await box('outbox')).list.map((r) => [r.id, r.pending, r.hasFiles])).toEqual([[id, true, true]]);
    expect((await box('draft')).list).toEqual([]);

    const server = new FakeUploadServer();
    runUploads(server);
    await vi.waitFor(async () => expect(await db.uploads.count()).toBe(0));
    expect(server.merges.map((m) => [m.fileId, m.ownerType, m.ownerId])).toEqual([[a.id, MAIL_FILE_OWNER, id], [b.id, MAIL_FILE_OWNER, id]]);
    // The last upload let the send go, with both files, after them (it replaced the draft still waiting).
    expect(await sends()).toEqual([[true, [a.id, b.id]]]);
    expect(await heldSendIds(db)).toEqual(new Set());
    expect((await db.mails.get(id))!.status).toBe(1);
    expect((await box('outbox')).list.map((r) => [r.id, r.pending])).toEqual([[id, true]]);
  });

  it('leaves out of the send a file the user discarded while it waited', async () => {
    db = await openUserDb(ME);
    const id = newId();
    const a = await keep(id, '保留.pdf');
    const b = await keep(id, '放弃.pdf');
    expect(await sendMail(db, mail(id, ['on-server', a.id, b.id]))).toMatchObject({ waiting: true });
    await discardDeviceUpload(db, b.id);
    runUploads(new FakeUploadServer());
    await vi.waitFor(async () => expect(await db.uploads.count()).toBe(0));
    await vi.waitFor(async () => expect(await sends()).toEqual([[true, ['on-server', a.id]]]));
    expect(await heldSendIds(db)).toEqual(new Set());
  });

  it('sends, when the runner starts, a held send whose only file was discarded', async () => {
    db = await openUserDb(ME);
    const id = newId();
    const a = await keep(id, '唯一.pdf');
    await sendMail(db, mail(id, [a.id]));
    await discardDeviceUpload(db, a.id);
    expect(await sends()).toEqual([[false, []]]);
    runUploads(new FakeUploadServer());
    await vi.waitFor(async () => expect(await sends()).toEqual([[true, []]]));
    expect(await heldSendIds(db)).toEqual(new Set());
    expect((await box('outbox')).list.map((r) => [r.id, r.pending])).toEqual([[id, true]]);
  });

  it('a draft (no send asked) gets each file as it is uploaded', async () => {
    db = await openUserDb(ME);
    const id = newId();
    const a = await keep(id, '草稿附件.pdf');
    await saveDraft(db, mail(id, ['on-server', a.id]));
    await db.outbox.clear();
    runUploads(new FakeUploadServer());
    await vi.waitFor(async () => expect(await db.uploads.count()).toBe(0));
    expect(await sends()).toEqual([[false, ['on-server', a.id]]]);
    expect((await db.mails.get(id))!.status).toBe(0);
  });

  it('sends at once when no file of the mail waits on the device', async () => {
    db = await openUserDb(ME);
    const id = newId();
    const other = await keep(newId(), '别的邮件.pdf');
    expect(await sendMail(db, mail(id, ['uploaded-file']))).toMatchObject({ waiting: false });
    expect(await sends()).toEqual([[true, ['uploaded-file']]]);
    expect(await heldSendIds(db)).toEqual(new Set());
    expect(await db.uploads.get(other.id)).toBeDefined();
  });
});
