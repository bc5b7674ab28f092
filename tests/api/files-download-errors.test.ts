import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { errorReferenceOf } from '../../src/contract/error-reference';
import { FileApi, type UploadedFile } from '../../src/features/files/contract';
import type { OplogDetail, OplogRow } from '../../src/features/system/contract';
import { call, testDialect } from '../helpers/test-app';
import { startAssetApp, type AssetApp } from './assets-fixtures';
import { fileClient, uniqueBytes, type FileClient } from './files-fixtures';

let t: AssetApp;
let admin: FileClient;

beforeAll(async () => {
  t = await startAssetApp();
  admin = fileClient(t, 'admin');
});
afterAll(async () => t.closeAll());

/**
 * A download that fails on the server (ADR 0026): the signed byte routes answer 500 like every
 * other route — §8's text with a reference — and the exception log holds the error under it.
 */
describe(`file download failures carry an error reference (${testDialect})`, () => {
  /** A record whose stored identifier the store refuses (a corrupted row): reading it throws. */
  async function broken(): Promise<UploadedFile> {
    const file = (await admin.upload(uniqueBytes(2000), '损坏记录.txt')).data;
    return file;
  }
  const corrupt = (fileId: string) => t.db.updateTable('baseFile').set({ identifier: '../not-an-md5' }).where('id', '=', fileId).execute();

  async function exceptionOf(reference: string) {
    const token = await t.token('admin');
    const rows = (await call<{ list: OplogRow[] }>(t, 'GET', '/api/system/Log/exception', { token, query: { keyword: reference } })).body.data.list;
    expect(rows).toHaveLength(1);
    return (await call<OplogDetail>(t, 'GET', `/api/system/Log/exception/${rows[0]!.id}`, { token })).body.data;
  }

  it('a signed file link that fails answers 500 with a reference found in the exception log', async () => {
    const file = await broken();
    const link = await admin.get<{ url: string }>(FileApi.download('annex', file.fileId));
    expect(link.code).toBe(Code.OK);
    await corrupt(file.fileId);
    const res = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: number; msg: string };
    expect(body.code).toBe(Code.SERVER_ERROR);
    expect(body.msg.startsWith(Msg.systemError)).toBe(true);
    expect(body.msg).not.toMatch(/identifier|not-an-md5/);
    const reference = errorReferenceOf(body.msg)!;
    expect(reference).toMatch(/^[0-9A-Z]{8}$/);
    const stored = await exceptionOf(reference);
    expect(stored).toMatchObject({ reference, method: 'GET', code: Code.SERVER_ERROR, msg: body.msg, httpStatus: 500 });
    expect(stored.url).toBe(new URL(link.data.url, 'http://x').pathname);
    expect(stored.error).toMatchObject({ message: 'invalid identifier' });
  });

  it('a zip link that fails before its first byte does the same', async () => {
    const good = (await admin.upload(uniqueBytes(1500), '完好.txt')).data;
    const bad = await broken();
    const link = await admin.post<{ url: string }>(FileApi.zip, { fileIds: [good.fileId, bad.fileId], name: '资料' });
    expect(link.code).toBe(Code.OK);
    await corrupt(bad.fileId);
    const res = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(500);
    const reference = errorReferenceOf((res.json() as { msg: string }).msg)!;
    expect(reference).toBeTruthy();
    expect((await exceptionOf(reference)).error).toMatchObject({ message: 'invalid identifier' });
  });

  it('refusals stay refusals, without a reference', async () => {
    const file = (await admin.upload(uniqueBytes(1000), '正常.txt')).data;
    const link = await admin.get<{ url: string }>(FileApi.download('annex', file.fileId));
    const forged = link.data.url.replace(/s=[^&]+/, `s=${'A'.repeat(43)}`);
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(403);
    expect(errorReferenceOf((res.json() as { msg: string }).msg)).toBeNull();
  });
});
