import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import { ImageApi, type UploadedImage } from '../../src/features/files/contract';
import { CURRENT_MSG, type BaseInfo } from '../../src/features/permission/contract/current';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AVATAR = '/api/permission/Users/Current/Avatar/';

describe(`my avatar is an image I uploaded (${testDialect})`, () => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-avatar-'));
  const upload = async (token: string) => {
    const boundary = '----qingbanAvatar';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`);
    const payload = Buffer.concat([head, PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: 'POST', url: ImageApi.uploadImage, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    return (res.json() as { data: UploadedImage }).data.name;
  };
  const headIcon = async (token: string) => (await call<BaseInfo>(t, 'GET', '/api/permission/Users/Current/BaseInfo', { token })).body.data.headIcon;

  beforeAll(async () => {
    t = await startTestApp({ config: { dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the name of an image I uploaded', async () => {
    const token = await t.login('wh01');
    const name = await upload(token);
    expect((await call(t, 'PUT', `${AVATAR}${name}`, { token })).body.code).toBe(200);
    expect(await headIcon(token)).toBe(name);
  });

  it('refuses a name that was never uploaded, or that someone else uploaded: 400, avatar unchanged', async () => {
    const token = await t.login('wh01');
    const before = await headIcon(token);
    const never = `${newId()}.png`;
    expect((await call(t, 'PUT', `${AVATAR}${never}`, { token })).body).toEqual({ code: 400, msg: CURRENT_MSG.avatarNotUploaded, data: null });
    const theirs = await upload(await t.login('wh02'));
    expect((await call(t, 'PUT', `${AVATAR}${theirs}`, { token })).body).toEqual({ code: 400, msg: CURRENT_MSG.avatarNotUploaded, data: null });
    expect(await headIcon(token)).toBe(before);
  });

  it('refuses anything that is not a stored image name', async () => {
    const token = await t.login('wh01');
    for (const name of ['a1b2.png', 'logo.svg', '..%2Fsecret.png', 'x.exe', '%2Fetc%2Fpasswd']) {
      expect((await call(t, 'PUT', `${AVATAR}${name}`, { token })).body, name).toMatchObject({ code: 400 });
    }
  });
});
