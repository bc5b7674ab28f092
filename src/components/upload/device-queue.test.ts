import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { startDeviceUploads, type RunnerOptions } from './device-queue';
import { discardDeviceUpload, holdDeviceUpload, keepForUpload, registerUploadOwner, retryDeviceUpload } from './device-store';
import { fakeHash, FakeUploadServer, refused } from './testing';

let db: QingbanDb;
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  db?.close();
});

// Node's own Blob: fake-indexeddb keeps it the way a browser's IndexedDB keeps a chosen file.
const scan = (text: string, name = 'scan.pdf') => Object.assign(new NodeBlob([text], { type: 'application/pdf' }), { name }) as unknown as File;

const attached: Array<{ ownerId: string | null; url: string }> = [];
registerUploadOwner('test-owner', { attach: async (_db, entry, file) => void attached.push({ ownerId: entry.ownerId, url: file.url }) });

function runner(server: FakeUploadServer, extra: RunnerOptions = {}) {
  const hashed: Blob[] = [];
  const records: string[] = [];
  const stop = startDeviceUploads(db, {
    transport: server, hash: fakeHash(hashed), onOnline: () => () => undefined, schedule: () => () => undefined,
    onRecord: async (_db, entry) => void records.push(entry.id),
    ...extra,
  });
  stops.push(stop);
  return { stop, hashed, records };
}

describe('uploads kept on the device', () => {
  it('keeps a file chosen offline, survives a reload, and uploads it once when the network returns', async () => {
    db = await freshDb();
    attached.length = 0;
    const server = new FakeUploadServer();
    const entry = await keepForUpload(db, scan('quarterly report'), { kind: 'annex', ownerType: 'test-owner', ownerId: 'doc-1' });
    expect(await db.blobs.get(entry.blobId)).toMatchObject({ name: 'scan.pdf', size: 16 });

    const offline = runner(server, { isOnline: () => false });
    await new Promise((r) => setTimeout(r, 30));
    expect(server.tests).toEqual([]);
    offline.stop(); // the page reloads

    const online = runner(server);
    await vi.waitFor(async () => expect(await db.uploads.count()).toBe(0));
    expect(server.merges).toEqual([expect.objectContaining({ fileId: entry.id, fileName: 'scan.pdf', fileSize: 16, uploadId: 'tus-1', ownerType: 'test-owner', ownerId: 'doc-1' })]);
    expect(attached).toEqual([{ ownerId: 'doc-1', url: `/api/file/Image/annexpic/${entry.id}.pdf` }]);
    expect(online.records).toEqual([entry.id]);
    expect(await db.blobs.get(entry.blobId)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.merges).toHaveLength(1);
  });

  it('resumes after a reload mid-transfer without hashing again; a finish that failed to attach merges the same record again', async () => {
    db = await freshDb();
    attached.length = 0;
    const server = new FakeUploadServer();
    server.autoFinish = false;
    const entry = await keepForUpload(db, scan('a large scan'), { kind: 'annex', ownerType: 'test-owner', ownerId: 'doc-2' });
    const first = runner(server);
    await vi.waitFor(async () => expect(await db.uploads.get(entry.id)).toMatchObject({ state: 'uploading', identifier: expect.any(String) }));
    first.stop();
    expect(server.sends[0]!.opts.signal.aborted).toBe(true);

    server.autoFinish = true;
    let failAttach = true;
    registerUploadOwner('flaky-owner', {
      attach: async () => {
        if (failAttach) {
          failAttach = false;
          throw new Error('disk full');
        }
      },
    });
    await db.uploads.update(entry.id, { ownerType: 'flaky-owner' });
    const timers: Array<() => void> = [];
    const second = runner(server, { schedule: (fn) => (timers.push(fn), () => undefined) });
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(await db.uploads.get(entry.id)).toMatchObject({ state: 'waiting', error: '上传失败!' });
    timers[0]!();
    await vi.waitFor(async () => expect(await db.uploads.count()).toBe(0));
    expect(first.hashed).toHaveLength(1);
    expect(second.hashed).toHaveLength(0);
    expect(server.merges.map((m) => m.fileId)).toEqual([entry.id, entry.id]);
    expect(server.recordIds).toEqual([entry.id]);
    expect(second.records).toEqual([entry.id]);
  });

  it('follows what any tab asks: pause, resume, retry after a refusal, discard', async () => {
    db = await freshDb();
    const server = new FakeUploadServer();
    server.autoFinish = false;
    const a = await keepForUpload(db, scan('first'), { kind: 'annex' });
    runner(server);
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));
    await holdDeviceUpload(db, a.id, true);
    await vi.waitFor(async () => expect(await db.uploads.get(a.id)).toMatchObject({ state: 'paused', hold: true }));
    expect(server.sends[0]!.opts.signal.reason).toBe('pause');

    server.failSend = refused('文件大小超过2GB');
    await holdDeviceUpload(db, a.id, false);
    await vi.waitFor(async () => expect(await db.uploads.get(a.id)).toMatchObject({ state: 'error', failure: 'refused', error: '文件大小超过2GB' }));
    await retryDeviceUpload(db, a.id);
    await vi.waitFor(() => expect(server.sends).toHaveLength(2));
    await discardDeviceUpload(db, a.id);
    await vi.waitFor(() => expect(server.sends[1]!.opts.signal.reason).toBe('cancel'));
    expect(await db.blobs.count()).toBe(0);
    expect(server.merges).toEqual([]);
  });
});
