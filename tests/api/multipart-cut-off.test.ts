import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { UploadMsg } from '../../src/contract/upload';
import { ImageApi } from '../../src/features/files/contract';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----qingbanCutOff';

/** A multipart body whose connection ended before the closing boundary (a dropped upload). */
function cutOff(filename: string, content: Buffer, { closeBoundary = false } = {}) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = closeBoundary ? Buffer.from(`\r\n--${BOUNDARY}--\r\n`) : Buffer.alloc(0);
  return Buffer.concat([head, content, tail]);
}

describe(`multipart uploads cut off before the closing boundary (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-cutoff-'));
  const post = async (url: string, payload: Buffer, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { dataDir } });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an image upload answers 400 上传的内容不完整 and keeps nothing', async () => {
    const res = await post(ImageApi.uploadImage, cutOff('photo.png', PNG));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: UploadMsg.incomplete, data: null });
    expect(fs.existsSync(path.join(dataDir, 'files', 'annexpic')) ? fs.readdirSync(path.join(dataDir, 'files', 'annexpic')) : []).toEqual([]);
  });

  it('the user import preview answers the same 400', async () => {
    const res = await post('/api/permission/Users/ImportPreview', cutOff('用户.xlsx', Buffer.from('PK\x03\x04 partial workbook')));
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: UploadMsg.incomplete, data: null });
  });

  it('a body cut inside the part headers is the same 400', async () => {
    const res = await post(ImageApi.uploadImage, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`));
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: UploadMsg.incomplete, data: null });
  });

  it('a multipart body without a boundary parameter is a 400 too, never a 500', async () => {
    const res = await post(ImageApi.uploadImage, cutOff('photo.png', PNG, { closeBoundary: true }), { 'content-type': 'multipart/form-data' });
    expect(res.body).toEqual({ code: Code.BAD_REQUEST, msg: UploadMsg.notMultipart, data: null });
  });

  it('a whole upload still succeeds', async () => {
    const res = await post(ImageApi.uploadImage, cutOff('photo.png', PNG, { closeBoundary: true }));
    expect(res.body.code).toBe(Code.OK);
  });
});
