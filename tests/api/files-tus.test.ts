import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileApi, FileText } from '../../src/features/files/contract';
import { cleanupPartials } from '../../src/features/files/server/cleanup';
import { fileRepository } from '../../src/features/files/server/repository';
import { testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { PNG, fileClient, md5, uniqueBytes, type FileClient } from './files-fixtures';

let t: AssetApp;
let base: string;
let admin: FileClient;
const tusDir = () => path.join(t.dataDir, 'files', 'tus');

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }
/** One HTTP request over a real socket; `cutAfter` sends that many body bytes, then drops the connection (a lost network). */
function send(method: string, url: string, headers: Record<string, string | number>, body?: Buffer, cutAfter?: number): Promise<Answer | 'cut'> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers: { 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    if (cutAfter !== undefined && body) {
      req.on('error', () => resolve('cut'));
      req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 200));
      return;
    }
    req.on('error', reject);
    req.end(body);
  });
}
const answer = async (p: Promise<Answer | 'cut'>) => {
  const a = await p;
  if (a === 'cut') throw new Error('unexpected cut');
  return a;
};
const metadata = (m: Record<string, string>) => Object.entries(m).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
const bearer = async (account: string) => ({ authorization: `Bearer ${await t.token(account)}` });

async function create(account: string, size: number, meta: Record<string, string>, extra: Record<string, string> = {}) {
  return answer(send('POST', FileApi.tus, { ...(await bearer(account)), 'upload-length': size, 'upload-metadata': metadata(meta), ...extra }));
}

beforeAll(async () => {
  t = await startAssetApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = fileClient(t, 'admin');
});
afterAll(async () => t.closeAll());

describe(`tus uploads (${testDialect})`, () => {
  it('a PATCH cut in the middle resumes from the offset the server holds and completes byte-identical', async () => {
    const data = uniqueBytes(1_500_000);
    const created = await create('admin', data.length, { filename: '巡检录像.mp4', filetype: 'video/mp4', type: 'annex', identifier: md5(data) });
    expect(created.status).toBe(201);
    const location = created.headers.location!;
    expect(location).toMatch(/^\/api\/file\/tus\/[0-9a-f]{32}$/);

    const patch = { ...(await bearer('admin')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0, 'content-length': data.length };
    expect(await send('PATCH', location, patch, data, 700_000)).toBe('cut');

    const head = await answer(send('HEAD', location, await bearer('admin')));
    expect(head.status).toBe(200);
    expect(head.headers['upload-length']).toBe(String(data.length));
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeLessThanOrEqual(700_000);

    const rest = data.subarray(offset);
    const resumed = await answer(send('PATCH', location, { ...patch, 'upload-offset': offset, 'content-length': rest.length }, rest));
    expect(resumed.status).toBe(204);
    expect(resumed.headers['upload-offset']).toBe(String(data.length));

    const uploadId = location.split('/').pop()!;
    const merged = await admin.merge({ identifier: md5(data), fileName: '巡检录像.mp4', fileSize: data.length, type: 'annex', uploadId });
    expect(merged).toMatchObject({ code: 200, data: { name: '巡检录像.mp4', fileSize: data.length, instant: false } });
    expect(md5((await admin.download(merged.data)).res!.rawPayload)).toBe(md5(data));
    // Registered: the partial upload is gone, the bytes stay in the store.
    expect(fs.existsSync(path.join(tusDir(), uploadId))).toBe(false);
  });

  it('tus-js-client: an upload stopped after two chunks resumes with the next chunk and nothing re-sent', async () => {
    const data = uniqueBytes(3 * 512 * 1024 + 1000);
    const chunkSize = 512 * 1024;
    const token = await t.token('admin');
    const options = () => ({
      endpoint: `${base}${FileApi.tus}`, chunkSize, retryDelays: [], headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: '设备台账扫描.pdf', filetype: 'application/pdf', type: 'annex', identifier: md5(data) },
    });
    let first: tus.Upload | undefined;
    let chunks = 0;
    await new Promise<void>((resolve, reject) => {
      first = new tus.Upload(data, {
        ...options(), onError: reject,
        onChunkComplete: () => {
          if (++chunks === 2) void first!.abort().then(resolve);
        },
      });
      first.start();
    });
    const url = first!.url!;
    const head = await answer(send('HEAD', url.replace(base, ''), await bearer('admin')));
    expect(Number(head.headers['upload-offset'])).toBe(2 * chunkSize);

    let resentFrom = -1;
    await new Promise<void>((resolve, reject) => {
      const again = new tus.Upload(data, {
        ...options(), uploadUrl: url, onError: reject, onSuccess: () => resolve(),
        onProgress: (sent) => {
          if (resentFrom < 0) resentFrom = sent;
        },
      });
      again.start();
    });
    // The second run started at the server's offset: no byte of the first two chunks went twice.
    expect(resentFrom).toBeGreaterThanOrEqual(2 * chunkSize);
    const merged = await admin.merge({ identifier: md5(data), fileName: '设备台账扫描.pdf', fileSize: data.length, uploadId: url.split('/').pop() });
    expect(md5((await admin.download(merged.data)).res!.rawPayload)).toBe(md5(data));
  });

  it('every request needs the sign-in (401) and only the creator may touch an upload (404 for anyone else)', async () => {
    const data = uniqueBytes(2000);
    const noToken = await answer(send('POST', FileApi.tus, { 'upload-length': 2000, 'upload-metadata': metadata({ filename: 'a.txt', type: 'annex', identifier: md5(data) }) }));
    expect(noToken.status).toBe(401);
    expect(JSON.parse(noToken.body)).toMatchObject({ code: 600 });

    const created = await create('admin', data.length, { filename: 'a.txt', type: 'annex', identifier: md5(data) });
    const location = created.headers.location!;
    expect((await answer(send('HEAD', location, {}))).status).toBe(401);
    expect((await answer(send('HEAD', location, await bearer('office')))).status).toBe(404);
    const foreign = await answer(send('PATCH', location, { ...(await bearer('office')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, data));
    expect(foreign.status).toBe(404);
    expect((await answer(send('DELETE', location, await bearer('office')))).status).toBe(404);
    expect((await answer(send('HEAD', location, await bearer('admin')))).headers['upload-offset']).toBe('0');
    // Nor may anyone else register it.
    const office = fileClient(t, 'office');
    expect(await office.merge({ identifier: md5(data), fileName: 'a.txt', fileSize: 2000, uploadId: location.split('/').pop() })).toMatchObject({ code: 400, msg: FileText.chunksMissing });
    expect((await answer(send('DELETE', location, await bearer('admin')))).status).toBe(204);
  });

  it('refuses over the kind\'s limit when the upload is created, before any byte (413 with the §5 text)', async () => {
    const identifier = md5(Buffer.from('limits'));
    const before = fs.existsSync(tusDir()) ? fs.readdirSync(tusDir()).length : 0;
    const annex = await create('admin', 2 * 1024 ** 3 + 1, { filename: '全部录像.mp4', type: 'annex', identifier });
    expect(annex.status).toBe(413);
    expect(JSON.parse(annex.body)).toEqual({ code: 400, msg: '文件大小超过2GB', data: null });
    const im = await create('admin', 5 * 1024 ** 2 + 1, { filename: 'a.png', type: 'IM', identifier });
    expect(JSON.parse(im.body).msg).toBe(FileText.chatImageTooLarge);
    const pic = await create('admin', 100 * 1024 ** 2 + 1, { filename: 'a.png', type: 'annexpic', identifier });
    expect(JSON.parse(pic.body).msg).toBe('图片大小超过100MB');
    const exe = await create('admin', 10, { filename: 'setup.exe', type: 'annex', identifier });
    expect(exe.status).toBe(400);
    expect(JSON.parse(exe.body).msg).toBe(FileText.wrongType('文档、图片、音视频、压缩包'));
    expect((await create('admin', 10, { filename: 'a.txt', type: 'annex', identifier: '../../etc/passwd' })).status).toBe(400);
    const deferred = await answer(send('POST', FileApi.tus, { ...(await bearer('admin')), 'upload-defer-length': 1, 'upload-metadata': metadata({ filename: 'a.txt', identifier }) }));
    expect(deferred.status).toBe(400);
    expect(fs.existsSync(tusDir()) ? fs.readdirSync(tusDir()).length : 0).toBe(before);
  });

  it('a finished upload that does not hash to its identifier is refused and dropped; an image kind must be an image', async () => {
    const data = uniqueBytes(1000);
    const wrong = md5(uniqueBytes(1000));
    const created = await create('admin', data.length, { filename: 'a.bin', type: 'annex', identifier: wrong });
    const done = await answer(send('PATCH', created.headers.location!, { ...(await bearer('admin')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, data));
    expect(done.status).toBe(460);
    expect(JSON.parse(done.body).msg).toBe(FileText.identifierMismatch);
    expect(fs.existsSync(path.join(tusDir(), created.headers.location!.split('/').pop()!))).toBe(false);

    const notImage = await create('admin', data.length, { filename: 'a.png', type: 'annexpic', identifier: md5(data) });
    const refused = await answer(send('PATCH', notImage.headers.location!, { ...(await bearer('admin')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, data));
    expect(JSON.parse(refused.body).msg).toBe(FileText.imageOnly);

    const png = await create('admin', PNG.length, { filename: '签名.png', type: 'annexpic', identifier: md5(PNG) });
    expect((await answer(send('PATCH', png.headers.location!, { ...(await bearer('admin')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, PNG))).status).toBe(204);
  });
});

describe(`clean-up of abandoned partial uploads (${testDialect})`, () => {
  it('removes tus uploads and chunk directories untouched for longer than the limit, keeps fresh ones', async () => {
    const old = uniqueBytes(3000);
    const fresh = uniqueBytes(3000);
    const a = await create('admin', 3000, { filename: 'old.bin', type: 'annex', identifier: md5(old) });
    const b = await create('admin', 3000, { filename: 'fresh.bin', type: 'annex', identifier: md5(fresh) });
    const oldId = a.headers.location!.split('/').pop()!;
    const freshId = b.headers.location!.split('/').pop()!;
    await admin.chunk(old, 'old.bin', 1000, 1);
    await admin.chunk(fresh, 'fresh.bin', 1000, 1);
    const chunks = (d: Buffer) => path.join(t.dataDir, 'files', 'chunks', t.user('admin'), md5(d));

    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const f of [path.join(tusDir(), oldId), path.join(tusDir(), `${oldId}.json`), path.join(chunks(old), '1'), path.join(chunks(old), 'data'), path.join(chunks(old), 'plan.json'), chunks(old)]) fs.utimesSync(f, dayAgo, dayAgo);

    // A finished tus upload never registered leaves content no record uses; content with a record stays however old.
    const orphan = uniqueBytes(500);
    const finished = await create('admin', orphan.length, { filename: 'o.bin', type: 'annex', identifier: md5(orphan) });
    await answer(send('PATCH', finished.headers.location!, { ...(await bearer('admin')), 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, orphan));
    const recorded = uniqueBytes(500);
    await admin.upload(recorded, 'kept.bin');
    const stored = (d: Buffer) => path.join(t.dataDir, 'files', 'store', md5(d).slice(0, 2), md5(d));
    const finishedId = finished.headers.location!.split('/').pop()!;
    for (const f of [stored(orphan), stored(recorded), path.join(tusDir(), `${finishedId}.json`)]) fs.utimesSync(f, dayAgo, dayAgo);
    const dropped: string[] = [];
    const dropOrphan = async (identifier: string) => {
      dropped.push(identifier);
      return true;
    };

    const removed = await cleanupPartials(path.join(t.dataDir, 'files'), fileRepository(t.db), 24 * 3_600_000, Date.now(), dropOrphan);
    expect(removed).toMatchObject({ tusUploads: 2, chunkDirs: 1 });
    expect(dropped).toContain(md5(orphan));
    expect(dropped).not.toContain(md5(recorded));
    expect(fs.existsSync(path.join(tusDir(), oldId))).toBe(false);
    expect(fs.existsSync(chunks(old))).toBe(false);
    expect(fs.existsSync(path.join(tusDir(), freshId))).toBe(true);
    expect((await admin.test(fresh, 'fresh.bin', 1000)).data.chunkNumbers).toEqual([1]);
    expect((await answer(send('HEAD', a.headers.location!, await bearer('admin')))).status).toBe(404);
  });
});
