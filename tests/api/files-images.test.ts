import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetApi, ItemMsg, type ItemDetail } from '../../src/features/assets/contract';
import { ImageApi, FileMsg, IMAGE_DIR, type UploadedImage } from '../../src/features/files/contract';
import { startAssetApp, type AssetApp } from './assets-fixtures';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----qingbanTest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: AssetApp;
const upload = async (content: Buffer, filename = 'photo.png', type = 'image/png', app: AssetApp = t) => {
  const { payload, contentType } = multipart(content, filename, type);
  const res = await app.app.inject({ method: 'POST', url: ImageApi.uploadImage, headers: { authorization: `Bearer ${await app.token('assetadmin')}`, 'content-type': contentType }, payload });
  return res.json() as { code: number; msg: string; data: UploadedImage };
};

beforeAll(async () => {
  t = await startAssetApp();
});
afterAll(async () => t.closeAll());

describe('image upload (POST /api/file/Uploader/annexpic)', () => {
  it('stores an image under the data directory and serves it publicly with long cache headers', async () => {
    const res = await upload(PNG, 'any-name.txt', 'text/plain');
    expect(res.code).toBe(200);
    expect(res.data.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.data.url).toBe(`${ImageApi.imageBase}${res.data.name}`);
    expect(res.data.name.startsWith(res.data.fileId)).toBe(true);
    expect(fs.readFileSync(path.join(t.dataDir, IMAGE_DIR, res.data.name))).toEqual(PNG);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('tells images by their bytes, not their names: 请上传图片', async () => {
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png')).msg).toBe(FileMsg.imageOnly);
    expect((await upload(Buffer.from('MZ\x90\x00 not a picture'), 'virus.jpg', 'image/jpeg')).msg).toBe(FileMsg.imageOnly);
    const jpg = await upload(Buffer.concat([JPG_HEAD, Buffer.alloc(100)]), 'scan.bin', 'application/octet-stream');
    expect(jpg.data.name).toMatch(/\.jpg$/);
  });

  it('refuses an image over the limit: 图片大小超过5MB, and keeps nothing of it', async () => {
    const before = fs.readdirSync(path.join(t.dataDir, IMAGE_DIR)).length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(big)).toMatchObject({ code: 400, msg: '图片大小超过5MB' });
    expect(fs.readdirSync(path.join(t.dataDir, IMAGE_DIR)).length).toBe(before);
  });

  it('needs a signed-in user and a file', async () => {
    const { payload, contentType } = multipart(PNG, 'a.png', 'image/png');
    const res = await t.app.inject({ method: 'POST', url: ImageApi.uploadImage, headers: { 'content-type': contentType }, payload });
    expect(res.json()).toMatchObject({ code: 600 });
    const json = await t.as('assetadmin', 'POST', ImageApi.uploadImage, { body: {} });
    expect(json.body.msg).toBe(FileMsg.fileRequired);
  });

  it('serves nothing but stored names: no traversal, no guessing', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    for (const name of ['..%2F..%2Fsecret.txt', '..%2Fsecret.txt', '%2e%2e%2f%2e%2e%2fqingban.sqlite', 'secret.txt', '0190a0b0-0000-7000-8000-000000000000.png']) {
      const res = await t.app.inject({ method: 'GET', url: `${ImageApi.imageBase}${name}` });
      expect(res.json(), name).toMatchObject({ code: 404 });
    }
  });

  it('reads its limit from IMAGE_MAX_MB', async () => {
    process.env.IMAGE_MAX_MB = '0.5';
    const small = await startAssetApp();
    delete process.env.IMAGE_MAX_MB;
    try {
      expect((await upload(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]), 'a.png', 'image/png', small)).msg).toBe('图片大小超过512KB');
      expect((await upload(PNG, 'a.png', 'image/png', small)).code).toBe(200);
    } finally {
      await small.closeAll();
    }
  });
});

describe('item image (fixedAsset/upload/attach)', () => {
  let itemId: string;
  beforeAll(async () => {
    itemId = (await t.db.selectFrom('faItem').select('id').orderBy('assetCode').executeTakeFirstOrThrow()).id;
  });
  const attach = (attachValue: unknown, account = 'assetadmin') => t.as<{ attach: string }>(account, 'POST', AssetApi.attach, { body: { id: itemId, attach: attachValue } });

  it('stores the uploaded image as a one-element JSON list; the detail shows it', async () => {
    const img = (await upload(PNG)).data;
    const res = await attach(JSON.stringify([{ name: 'photo.png', url: img.url }]));
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(JSON.parse(res.body.data.attach)).toEqual([{ name: 'photo.png', url: img.url }]);
    const detail = await t.as<ItemDetail>('assetadmin', 'GET', AssetApi.itemDetail, { query: { id: itemId } });
    expect(JSON.parse(detail.body.data.baseInfo.attach!)).toEqual([{ name: 'photo.png', url: img.url }]);
    // The list itself is accepted too.
    expect((await attach([{ name: 'b.png', url: img.url }])).body.code).toBe(200);
  });

  it('refuses what is not one of our stored images', async () => {
    const before = await t.db.selectFrom('faItem').select('attach').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect((await attach('')).body.msg).toBe(ItemMsg.attachRequired);
    expect((await attach('[]')).body.msg).toBe(ItemMsg.attachRequired);
    expect((await attach('not json')).body.msg).toBe(ItemMsg.attachInvalid);
    expect((await attach(JSON.stringify([{ name: 'x', url: 'https://evil.example/x.png' }]))).body.msg).toBe(ItemMsg.attachInvalid);
    expect((await attach(JSON.stringify([{ name: 'x', url: `${ImageApi.imageBase}../../qingban.sqlite` }]))).body.msg).toBe(ItemMsg.attachInvalid);
    expect((await attach(JSON.stringify([{ name: 'x', url: `${ImageApi.imageBase}0190a0b0-0000-7000-8000-000000000000.png` }]))).body.msg).toBe(ItemMsg.attachMissing);
    const img = (await upload(PNG)).data;
    expect((await attach(JSON.stringify([{ name: 'a', url: img.url }, { name: 'b', url: img.url }]))).body.msg).toBe(ItemMsg.attachInvalid);
    expect((await attach(JSON.stringify([{ name: 'a', url: img.url }]), 'office')).body.code).toBe(403);
    expect(await t.db.selectFrom('faItem').select('attach').where('id', '=', itemId).executeTakeFirstOrThrow()).toEqual(before);
  });
});
