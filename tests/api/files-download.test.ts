import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_FILE_OWNER } from '../../src/features/assets/contract';
import { DocumentApi, FileApi, FileText, type DocumentPage, type FileInfo, type PreviewAnswer, type UploadedFile } from '../../src/features/files/contract';
import { linkSigner } from '../../src/features/files/server/signing';
import { testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { fileClient, md5, readZip, uniqueBytes, type FileClient } from './files-fixtures';

let t: AssetApp;
let admin: FileClient;
let office: FileClient;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startAssetApp();
  admin = fileClient(t, 'admin');
  office = fileClient(t, 'office');
});
afterAll(async () => t.closeAll());

describe(`who gets a link and bytes (${testDialect})`, () => {
  let mine: UploadedFile;
  beforeAll(async () => {
    mine = (await admin.upload(uniqueBytes(3000), '人事档案.pdf')).data;
  });

  it('another user gets no link, no record, no preview', async () => {
    expect(await office.get(FileApi.download('annex', mine.fileId))).toMatchObject({ code: 403, msg: FileText.noAccess, data: null });
    expect(await office.get(FileApi.info(mine.fileId))).toMatchObject({ code: 403 });
    expect(await office.get(FileApi.preview, { fileVersionId: mine.fileId })).toMatchObject({ code: 403 });
    expect((await office.post<FileInfo[]>(FileApi.infoByIds, { ids: [mine.fileId] })).data).toEqual([]);
    expect((await office.post(FileApi.zip, { fileIds: [mine.fileId] }))).toMatchObject({ code: 403 });
    expect(await office.get(FileApi.download('annex', 'no-such-file-id'))).toMatchObject({ code: 404, msg: FileText.notFound });
  });

  it('a forged, altered or expired link gives no bytes', async () => {
    const { link, res } = await admin.download(mine);
    expect(res!.statusCode).toBe(200);
    const url = new URL(link.data.url, 'http://x');
    const forged = `${url.pathname}?d=a&e=${url.searchParams.get('e')}&s=${'A'.repeat(43)}`;
    const inline = `${url.pathname}?d=i&e=${url.searchParams.get('e')}&s=${url.searchParams.get('s')}`;
    const later = `${url.pathname}?d=a&e=${Number(url.searchParams.get('e')) + 3600}&s=${url.searchParams.get('s')}`;
    for (const bad of [forged, inline, later, url.pathname]) {
      const r = await get(bad);
      expect(r.statusCode, bad).toBe(403);
      expect(r.json()).toMatchObject({ code: 403, msg: FileText.noAccess });
    }
    const key = fs.readFileSync(path.join(t.dataDir, 'files', '.signing-key'), 'utf8').trim();
    const old = linkSigner(() => Buffer.from(key)).sign(['blob', mine.fileId, 'a'], Date.now() - 10 * 60_000);
    const expired = await get(`${FileApi.blob}${mine.fileId}?d=a&e=${old.e}&s=${old.s}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ msg: FileText.linkExpired });
  });

  it('files of an asset item are read by whoever may open the item; an unknown owner type by the uploader only', async () => {
    const item = await t.db.selectFrom('faItem').select('id').where('nowUserId', '=', t.user('wh01')).executeTakeFirstOrThrow();
    const assetAdmin = fileClient(t, 'assetadmin');
    const photo = (await assetAdmin.upload(uniqueBytes(2000), '损坏照片.jpg', 1024, { ownerType: ASSET_FILE_OWNER, ownerId: item.id })).data;
    const wh01 = fileClient(t, 'wh01');
    const { res } = await wh01.download(photo);
    expect(res!.statusCode).toBe(200);
    expect(await fileClient(t, 'wh02').get(FileApi.download('annex', photo.fileId))).toMatchObject({ code: 403 });
    expect(await fileClient(t, 'nomenu').get(FileApi.info(photo.fileId))).toMatchObject({ code: 403 });

    const elsewhere = (await assetAdmin.upload(uniqueBytes(2000), '其他.txt', 1024, { ownerType: 'noSuchFeature', ownerId: item.id })).data;
    expect(await wh01.get(FileApi.download('annex', elsewhere.fileId))).toMatchObject({ code: 403 });
    expect((await assetAdmin.get(FileApi.download('annex', elsewhere.fileId))).code).toBe(200);
  });

  it('links signed with FILE_SIGNING_KEY are accepted by any server holding that key', async () => {
    process.env.FILE_SIGNING_KEY = 'a shared key of several servers';
    const other = await startAssetApp();
    delete process.env.FILE_SIGNING_KEY;
    try {
      const record = (await fileClient(other, 'admin').upload(uniqueBytes(500), 'a.txt')).data;
      const { e, s } = linkSigner(() => Buffer.from('a shared key of several servers')).sign(['blob', record.fileId, 'a']);
      expect((await other.app.inject({ method: 'GET', url: `${FileApi.blob}${record.fileId}?d=a&e=${e}&s=${s}` })).statusCode).toBe(200);
      expect(fs.existsSync(path.join(other.dataDir, 'files', '.signing-key'))).toBe(false);
    } finally {
      await other.closeAll();
    }
  });
});

describe(`serving bytes (${testDialect})`, () => {
  const data = uniqueBytes(10_000);
  let record: UploadedFile;
  let url: string;
  beforeAll(async () => {
    record = (await admin.upload(data, '年度预算（终稿）.xlsx')).data;
    url = (await admin.get<{ url: string }>(FileApi.download('annex', record.fileId))).data.url;
  });

  it('names the download in UTF-8 with an ASCII fallback, never sniffed, always an attachment', async () => {
    const res = await get(url);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="________.xlsx"; filename*=UTF-8''${encodeURIComponent('年度预算（终稿）.xlsx').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    const star = /filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!;
    expect(decodeURIComponent(star)).toBe('年度预算（终稿）.xlsx');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe('10000');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('answers byte ranges (206) and refuses impossible ones (416)', async () => {
    const first = await get(url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-9/10000');
    expect(first.rawPayload).toEqual(data.subarray(0, 10));
    const tail = await get(url, { range: 'bytes=9990-' });
    expect(tail.rawPayload).toEqual(data.subarray(9990));
    const suffix = await get(url, { range: 'bytes=-5' });
    expect(suffix.headers['content-range']).toBe('bytes 9995-9999/10000');
    expect(suffix.rawPayload).toEqual(data.subarray(9995));
    const clipped = await get(url, { range: 'bytes=9000-20000' });
    expect(clipped.headers['content-range']).toBe('bytes 9000-9999/10000');
    for (const bad of ['bytes=10000-', 'bytes=20-10', 'bytes=-0', 'bytes=abc', 'items=0-1']) {
      const r = await get(url, { range: bad });
      expect(r.statusCode, bad).toBe(416);
      expect(r.headers['content-range']).toBe('bytes */10000');
      expect(r.rawPayload.length).toBe(0);
    }
  });

  it('previews in place only what a browser shows safely; a PDF may sit in a same-origin frame', async () => {
    const pdf = (await admin.single('annex', '制度.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), uniqueBytes(200)]))).data;
    const p = await admin.get<PreviewAnswer>(FileApi.preview, { fileName: '制度.pdf', fileVersionId: pdf.fileId });
    expect(p.data).toMatchObject({ name: '制度.pdf', mimeType: 'application/pdf', previewKind: 'pdf' });
    const shown = await get(p.data.url);
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(shown.headers['x-frame-options']).toBe('SAMEORIGIN');

    const xml = (await admin.single('annex', 'data.xml', Buffer.from('<x><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></x>'))).data;
    const x = await get((await admin.get<PreviewAnswer>(FileApi.preview, { fileVersionId: xml.fileId })).data.url);
    expect(x.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(x.headers['content-security-policy']).toContain('sandbox');

    const doc = (await admin.single('annex', '通知.docx', uniqueBytes(300))).data;
    const d = await admin.get<PreviewAnswer>(FileApi.preview, { fileVersionId: doc.fileId });
    expect(d.data.previewKind).toBe('office');
    expect((await get(d.data.url)).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('the signed routes need no token and carry no envelope on success; HEAD tells the size', async () => {
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10000');
  });
});

describe(`zip of several files (${testDialect})`, () => {
  it('streams a zip whose entries keep their Chinese names (duplicates numbered) and bytes', async () => {
    const a = uniqueBytes(5000);
    const b = Buffer.from('第二份会议纪要：内容不同。'.repeat(50));
    const c = uniqueBytes(2000);
    const ids = [
      (await admin.upload(a, '会议纪要.txt')).data.fileId,
      (await admin.upload(b, '会议纪要.txt')).data.fileId,
      (await admin.upload(c, '预算表.xlsx')).data.fileId,
    ];
    const link = await admin.post<{ url: string; name: string }>(FileApi.zip, { fileIds: ids, name: '三季度资料' });
    expect(link.data.name).toBe('三季度资料.zip');
    const res = await get(link.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!)).toBe('三季度资料.zip');
    const entries = readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['会议纪要.txt', '会议纪要 (1).txt', '预算表.xlsx']);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries.map((e) => md5(e.data))).toEqual([md5(a), md5(b), md5(c)]);
  });

  it('refuses (文件不存在) before streaming when a file is missing, also one removed after the link was made', async () => {
    const kept = (await admin.upload(uniqueBytes(100), 'a.txt')).data.fileId;
    expect(await admin.post(FileApi.zip, { fileIds: [kept, '0193a1b2-0000-7000-8000-000000000000'] })).toMatchObject({ code: 404, msg: FileText.notFound });
    const gone = (await admin.upload(uniqueBytes(100), 'b.txt')).data.fileId;
    const link = await admin.post<{ url: string }>(FileApi.zip, { fileIds: [kept, gone] });
    await admin.remove(gone);
    const res = await get(link.data.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: FileText.notFound });
  });
});

describe(`odd names and paths stay out of the file system (${testDialect})`, () => {
  const odd = ['../../etc/passwd', '..\\..\\windows\\win.ini', 'a\u0000b.txt', `${'长'.repeat(300)}.txt`, '📷 现场照片 2026.txt', '  .. ', 'CON', 'x/y/../../../z.txt'];

  it('a name is only a name: cleaned, kept, never a path; the store holds only MD5-named files', async () => {
    for (const name of odd) {
      const merged = await admin.upload(uniqueBytes(300, name), name);
      expect(merged.code, name).toBe(200);
      expect(/[/\\]/.test(merged.data.name) || merged.data.name.includes('\u0000')).toBe(false);
      expect([...merged.data.name].length).toBeLessThanOrEqual(255);
      const { res } = await admin.download(merged.data);
      expect(res!.statusCode).toBe(200);
    }
    const byName = async (n: string) => (await admin.upload(uniqueBytes(10, `n${n}`), n)).data.name;
    expect(await byName('../../etc/passwd')).toBe('passwd');
    expect(await byName('a\u0000b.txt')).toBe('ab.txt');
    expect(await byName('📷 现场照片 2026.txt')).toBe('📷 现场照片 2026.txt');
    expect((await byName(`${'长'.repeat(300)}.txt`)).endsWith('长.txt')).toBe(true);

    const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const stored = walk(path.join(t.dataDir, 'files', 'store'));
    expect(stored.length).toBeGreaterThan(0);
    for (const f of stored) expect(path.relative(path.join(t.dataDir, 'files', 'store'), f)).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(walk(t.dataDir).some((f) => /passwd|win\.ini|z\.txt/.test(f))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, '..', 'etc'))).toBe(false);
  });

  it('ids and identifiers that look like paths reach nothing', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    for (const id of ['..%2F..%2Fsecret.txt', '..%2Fqingban.sqlite', '%2e%2e%2fsecret.txt']) {
      expect((await admin.get(`/api/file/Download/annex/${id}`)).code, id).toBe(404);
      expect((await get(`${FileApi.blob}${id}?d=a&e=9999999999&s=x`)).statusCode, id).toBe(403);
    }
    const traversal = await admin.get(FileApi.chunk, { identifier: '../../secret.txt', chunkNumber: '1', totalChunks: '1', chunkSize: '10', totalSize: '10', filename: 'a.txt' });
    expect(traversal).toMatchObject({ code: 400, msg: '文件标识无效' });
    expect(await admin.merge({ identifier: '../../../../secret', fileName: 'a.txt', fileSize: 6 })).toMatchObject({ code: 400 });
  });
});

describe(`records: removal, 文档中心, sync, demo (${testDialect})`, () => {
  it('only the uploader removes a record; the bytes go with the last record using them', async () => {
    const data = uniqueBytes(800);
    const first = (await admin.upload(data, 'a.txt')).data;
    const second = (await office.upload(data, 'b.txt')).data;
    const stored = path.join(t.dataDir, 'files', 'store', md5(data).slice(0, 2), md5(data));
    expect(await office.remove(first.fileId)).toMatchObject({ code: 403, msg: FileText.removeDenied });
    expect((await admin.remove(first.fileId)).code).toBe(200);
    expect(fs.existsSync(stored)).toBe(true);
    expect(await admin.get(FileApi.info(first.fileId))).toMatchObject({ code: 404 });
    expect((await office.remove(second.fileId)).code).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it('文档中心 lists the caller\'s own files with keyword, sort and paging', async () => {
    await admin.upload(uniqueBytes(10), '文档中心检索甲.txt');
    await admin.upload(uniqueBytes(30), '文档中心检索乙.txt');
    await office.upload(uniqueBytes(20), '文档中心检索丙.txt');
    const page = await admin.get<DocumentPage>(DocumentApi.list, { keyword: '文档中心检索', sidx: 'fileSize', sort: 'asc', pageSize: '1', currentPage: '2' });
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    expect(page.data.list.map((f) => f.name)).toEqual(['文档中心检索乙.txt']);
    expect(await admin.get(DocumentApi.list, { sidx: 'identifier; drop table base_file' })).toMatchObject({ code: 400, msg: '排序字段不合法' });
    expect(await fileClient(t, 'nomenu').get(DocumentApi.list)).toMatchObject({ code: 403 });
  });

  it('devices pull their own file records (the files collection)', async () => {
    const own = (await office.upload(uniqueBytes(50), '同步.txt')).data;
    const pulled = await office.get<{ changes: { id: string; row: Record<string, unknown> }[] }>('/api/sync/pull', { collections: 'files', limit: '500' });
    const ids = pulled.data.changes.map((c) => c.id);
    expect(ids).toContain(own.fileId);
    const rows = await t.db.selectFrom('baseFile').select(['id', 'creatorUserId']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.creatorUserId === t.user('office'))).toBe(true);
    expect(pulled.data.changes.find((c) => c.id === own.fileId)!.row).toMatchObject({ fullName: '同步.txt', fileSize: 50, identifier: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('the demo gives admin four real files: a PNG, a one-page PDF, a Chinese .txt and .md', async () => {
    const page = await admin.get<DocumentPage>(DocumentApi.list, { keyword: '', pageSize: '500' });
    const demo = page.data.list.filter((f) => ['办公楼平面图.png', '固定资产管理制度.pdf', '会议纪要（示例）.txt', '使用说明.md'].includes(f.name));
    expect(demo).toHaveLength(4);
    for (const f of demo) {
      const res = await get((await admin.get<{ url: string }>(f.url)).data.url);
      expect(md5(res.rawPayload), f.name).toBe(f.identifier);
    }
    const pdf = demo.find((f) => f.fileExtension === 'pdf')!;
    const bytes = (await get((await admin.get<{ url: string }>(pdf.url)).data.url)).rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('/Count 1');
  });

  it('the demo grants 文档中心 with its buttons to the demo roles (office staff and warehouse staff alike)', async () => {
    for (const account of ['office', 'wh01']) {
      expect(await fileClient(t, account).get(DocumentApi.list), account).toMatchObject({ code: 200 });
    }
  });
});
