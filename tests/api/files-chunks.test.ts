import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileApi, FileText } from '../../src/features/files/contract';
import { testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { PNG, fileClient, md5, multipart, uniqueBytes, type FileClient } from './files-fixtures';

let t: AssetApp;
let admin: FileClient;
let office: FileClient;
const storeFile = (identifier: string) => path.join(t.dataDir, 'files', 'store', identifier.slice(0, 2), identifier);
const chunkDir = (account: string, identifier: string) => path.join(t.dataDir, 'files', 'chunks', t.user(account), identifier);

beforeAll(async () => {
  t = await startAssetApp();
  admin = fileClient(t, 'admin');
  office = fileClient(t, 'office');
});
afterAll(async () => t.closeAll());

describe(`§7 chunk protocol (${testDialect})`, () => {
  it('test → chunks → merge makes a record whose download is byte-identical', async () => {
    const data = uniqueBytes(5000);
    const before = await admin.test(data, '季度报表.xlsx', 1024);
    expect(before).toEqual({ code: 200, msg: expect.any(String), data: { uploaded: false, merge: false, chunkNumbers: [] } });
    // 5000 bytes in 1024-byte chunks: four chunks, the last holding 1928 bytes (simple-uploader's rule).
    for (const n of [1, 2, 3]) expect((await admin.chunk(data, '季度报表.xlsx', 1024, n)).data).toMatchObject({ merge: false });
    const last = await admin.chunk(data, '季度报表.xlsx', 1024, 4);
    expect(last.data).toEqual({ uploaded: false, merge: true, chunkNumbers: [1, 2, 3, 4] });

    const merged = await admin.merge({ identifier: md5(data), fileName: '季度报表.xlsx', fileSize: data.length, fileType: 'application/vnd.ms-excel', extension: 'xlsx', type: 'annex' });
    expect(merged.code).toBe(200);
    expect(merged.data).toMatchObject({ name: '季度报表.xlsx', fileSize: 5000, fileExtension: 'xlsx', instant: false, url: FileApi.download('annex', merged.data.fileId) });
    expect(merged.data.fileVersionId).toBe(merged.data.fileId);
    expect(fs.readFileSync(storeFile(md5(data)))).toEqual(data);
    expect(fs.existsSync(chunkDir('admin', md5(data)))).toBe(false);

    const { res } = await admin.download(merged.data);
    expect(res!.statusCode).toBe(200);
    expect(res!.rawPayload).toEqual(data);
  });

  it('a chunk sent twice changes nothing; the test tells which chunks are held (resume)', async () => {
    const data = uniqueBytes(3000);
    await admin.chunk(data, 'scan.pdf', 1000, 1);
    await admin.chunk(data, 'scan.pdf', 1000, 1);
    await admin.chunk(data, 'scan.pdf', 1000, 3);
    expect((await admin.test(data, 'scan.pdf', 1000)).data).toEqual({ uploaded: false, merge: false, chunkNumbers: [1, 3] });
    expect((await admin.chunk(data, 'scan.pdf', 1000, 2)).data).toEqual({ uploaded: false, merge: true, chunkNumbers: [1, 2, 3] });
    await admin.chunk(data, 'scan.pdf', 1000, 2);
    const merged = await admin.merge({ identifier: md5(data), fileName: 'scan.pdf', fileSize: data.length, type: 'annex' }, 'form');
    expect(merged.code).toBe(200);
    expect(md5((await admin.download(merged.data)).res!.rawPayload)).toBe(md5(data));
  });

  it('a chunk of the wrong length, or beyond the plan, is refused: 上传失败', async () => {
    const data = uniqueBytes(3000);
    const fields = { chunkNumber: 1, chunkSize: 1000, totalSize: 3000, identifier: md5(data), filename: 'a.bin', totalChunks: 3, fileType: 'annex' };
    for (const [extra, bytes] of [[{}, data.subarray(0, 999)], [{}, data.subarray(0, 1500)], [{ chunkNumber: 4 }, data.subarray(0, 1000)]] as const) {
      const { payload, contentType } = multipart({ ...fields, ...extra }, { name: 'a.bin', data: Buffer.from(bytes) });
      const res = await t.app.inject({ method: 'POST', url: FileApi.chunk, payload, headers: { authorization: `Bearer ${await t.token('admin')}`, 'content-type': contentType } });
      expect(res.json()).toMatchObject({ code: 400, msg: FileText.chunkFailed });
    }
    expect((await admin.test(data, 'a.bin', 1000)).data.chunkNumbers).toEqual([]);
  });

  it('merge takes the §3 completion payload as multipart form fields too', async () => {
    const data = uniqueBytes(1200);
    await admin.chunk(data, '表单.docx', 1024, 1);
    const { payload, contentType } = multipart({ identifier: md5(data), fileName: '表单.docx', fileSize: data.length, fileType: 'application/msword', extension: 'docx', type: 'annex' });
    const res = await t.app.inject({ method: 'POST', url: FileApi.merge, payload, headers: { authorization: `Bearer ${await t.token('admin')}`, 'content-type': contentType } });
    expect(res.json()).toMatchObject({ code: 200, data: { name: '表单.docx', fileSize: 1200, fileExtension: 'docx' } });
  });

  it('merge refuses missing chunks and content that does not hash to the identifier', async () => {
    const data = uniqueBytes(2048);
    await admin.chunk(data, 'half.bin', 1024, 1);
    expect(await admin.merge({ identifier: md5(data), fileName: 'half.bin', fileSize: data.length })).toMatchObject({ code: 400, msg: FileText.chunksMissing });

    const claimed = md5(uniqueBytes(2048));
    const other = uniqueBytes(2048);
    // The chunks of `other` sent under someone else's identifier.
    for (const n of [1, 2]) {
      const fields = { chunkNumber: n, chunkSize: 1024, totalSize: 2048, identifier: claimed, filename: 'x.bin', totalChunks: 2, fileType: 'annex' };
      const { payload, contentType } = multipart(fields, { name: 'x.bin', data: other.subarray((n - 1) * 1024, n * 1024) });
      await t.app.inject({ method: 'POST', url: FileApi.chunk, payload, headers: { authorization: `Bearer ${await t.token('admin')}`, 'content-type': contentType } });
    }
    expect(await admin.merge({ identifier: claimed, fileName: 'x.bin', fileSize: 2048 })).toMatchObject({ code: 400, msg: FileText.identifierMismatch });
    expect(fs.existsSync(storeFile(claimed))).toBe(false);
    expect(fs.existsSync(chunkDir('admin', claimed))).toBe(false);
  });

  it('an identifier the store holds completes instantly (秒传): uploaded=true, merge without a byte', async () => {
    const data = uniqueBytes(4096);
    const first = await admin.upload(data, '设备照片原件.bin');
    expect(first.data.instant).toBe(false);

    const tested = await office.test(data, '另一个名字.bin', 1024);
    expect(tested.data).toEqual({ uploaded: true, merge: false, chunkNumbers: [] });
    // Nothing sent but the merge: office gets a record of its own, the store keeps one copy.
    const merged = await office.merge({ identifier: md5(data), fileName: '另一个名字.bin', fileSize: data.length });
    expect(merged.data).toMatchObject({ name: '另一个名字.bin', instant: true });
    expect(merged.data.fileId).not.toBe(first.data.fileId);
    expect(fs.existsSync(chunkDir('office', md5(data)))).toBe(false);
    expect(md5((await office.download(merged.data)).res!.rawPayload)).toBe(md5(data));
    // A size that does not match what the store holds is not that content.
    expect(await office.merge({ identifier: md5(data), fileName: 'x.bin', fileSize: data.length + 1 })).toMatchObject({ code: 400, msg: FileText.identifierMismatch });
  });

  it('merge with a client-born fileId is idempotent for its uploader, refused for anyone else', async () => {
    const data = uniqueBytes(1500);
    const fileId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const first = await admin.upload(data, '离线拍摄.bin', 1024, { fileId });
    expect(first.data.fileId).toBe(fileId);
    const again = await admin.merge({ identifier: md5(data), fileName: '离线拍摄.bin', fileSize: data.length, fileId });
    expect(again.data).toMatchObject({ fileId, name: '离线拍摄.bin' });
    expect(await t.db.selectFrom('baseFile').select('id').where('identifier', '=', md5(data)).execute()).toHaveLength(1);
    expect(await office.merge({ identifier: md5(data), fileName: 'x.bin', fileSize: data.length, fileId })).toMatchObject({ code: 400, msg: FileText.fileIdTaken });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: FileApi.chunk, query: { identifier: md5(PNG), chunkNumber: '1', totalChunks: '1', chunkSize: '1024', totalSize: '10', filename: 'a.png' } });
    expect(res.json()).toMatchObject({ code: 600 });
    const merge = await t.app.inject({ method: 'POST', url: FileApi.merge, payload: { identifier: md5(PNG), fileName: 'a.png', fileSize: PNG.length } });
    expect(merge.json()).toMatchObject({ code: 600 });
  });
});

describe(`limits before bytes (${testDialect})`, () => {
  it('the chunk test refuses a file over its kind with the §5 text', async () => {
    const query = { identifier: md5(Buffer.from('big')), chunkNumber: '1', chunkSize: '5242880', totalChunks: '500', filename: '视频.mp4' };
    const over = (fileType: string, totalSize: number) => admin.get(FileApi.chunk, { ...query, fileType, totalSize: String(totalSize) });
    expect(await over('annex', 2 * 1024 ** 3 + 1)).toMatchObject({ code: 400, msg: '文件大小超过2GB' });
    expect(await over('annexpic', 100 * 1024 ** 2 + 1)).toMatchObject({ code: 400, msg: '图片大小超过100MB' });
    expect(await over('IM', 5 * 1024 ** 2 + 1)).toMatchObject({ code: 400, msg: FileText.chatImageTooLarge });
  });

  it('a chunk of an oversized file is refused before its bytes are kept', async () => {
    const data = uniqueBytes(1024);
    const fields = { chunkNumber: 1, chunkSize: 1024, totalSize: 6 * 1024 ** 2, identifier: md5(data), filename: 'a.png', totalChunks: 6144, fileType: 'IM' };
    const { payload, contentType } = multipart(fields, { name: 'a.png', data });
    const res = await t.app.inject({ method: 'POST', url: FileApi.chunk, payload, headers: { authorization: `Bearer ${await t.token('admin')}`, 'content-type': contentType } });
    expect(res.json()).toMatchObject({ code: 400, msg: FileText.chatImageTooLarge });
    expect(fs.existsSync(chunkDir('admin', md5(data)))).toBe(false);
  });

  it('refuses what a browser or desktop would run: 请选择…类型的文件', async () => {
    const data = uniqueBytes(100);
    expect((await admin.test(data, 'setup.exe', 1024)).msg).toBe(FileText.wrongType('文档、图片、音视频、压缩包'));
    expect((await admin.merge({ identifier: md5(data), fileName: 'page.html', fileSize: 100 })).msg).toBe(FileText.wrongType('文档、图片、音视频、压缩包'));
    expect((await admin.single('annex', 'run.BAT', data)).msg).toBe(FileText.wrongType('文档、图片、音视频、压缩包'));
  });

  it('images-only kinds are told by their bytes: 请上传图片', async () => {
    const fake = uniqueBytes(2048);
    expect(await admin.upload(fake, 'photo.png', 1024, { type: 'annexpic' })).toMatchObject({ code: 400, msg: FileText.imageOnly });
    expect(await admin.single('IM', 'photo.jpg', fake)).toMatchObject({ code: 400, msg: FileText.imageOnly });
    const png = await admin.upload(PNG, '截图.png', 1024, { type: 'annexpic' });
    expect(png.data).toMatchObject({ name: '截图.png', fileExtension: 'png' });
  });
});

describe(`single uploads: Uploader/annex and Uploader/IM (${testDialect})`, () => {
  it('annex takes one file into the store and answers the §3 uploaded file', async () => {
    const data = uniqueBytes(70_000);
    const res = await admin.single('annex', '合同扫描件.pdf', data);
    expect(res.data).toMatchObject({ name: '合同扫描件.pdf', fileSize: 70_000, fileExtension: 'pdf' });
    expect(fs.readFileSync(storeFile(md5(data)))).toEqual(data);
    expect(md5((await admin.download(res.data)).res!.rawPayload)).toBe(md5(data));
  });

  it('IM takes images up to 5 MB: Image size cannot exceed 5M', async () => {
    expect((await admin.single('IM', 'chat.png', PNG)).code).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await admin.single('IM', 'big.png', big)).toMatchObject({ code: 400, msg: FileText.chatImageTooLarge });
  });

  it('without a file: 请选择要上传的文件', async () => {
    const { payload, contentType } = multipart({ extension: 'pdf' });
    const res = await t.app.inject({ method: 'POST', url: FileApi.uploader('annex'), payload, headers: { authorization: `Bearer ${await t.token('admin')}`, 'content-type': contentType } });
    expect(res.json()).toMatchObject({ code: 400, msg: FileText.fileRequired });
  });

  it('FILE_MAX_MB lowers the attachment limit', async () => {
    process.env.FILE_MAX_MB = '0.05';
    const small = await startAssetApp();
    delete process.env.FILE_MAX_MB;
    try {
      const res = await fileClient(small, 'admin').single('annex', 'a.pdf', uniqueBytes(60 * 1024));
      expect(res).toMatchObject({ code: 400, msg: '文件大小超过51.2KB' });
    } finally {
      await small.closeAll();
    }
  });
});

