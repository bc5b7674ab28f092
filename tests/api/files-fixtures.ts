import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { FileApi, type ChunkAnswer, type UploadedFile } from '../../src/features/files/contract';
import type { AssetApp } from './assets-fixtures';

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
/** Bytes no other test sends (so the store does not already hold them). */
export const uniqueBytes = (size: number, seed = Math.random().toString(36)) => {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(seed).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at);
    block = createHash('sha256').update(block).digest();
  }
  return out;
};
// A real 1×1 PNG.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const BOUNDARY = '----qingbanFiles';
/** A multipart body: the fields first (as simple-uploader sends them), then the file. */
export function multipart(fields: Record<string, string | number>, file?: { name: string; data: Buffer; type?: string }) {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

type Envelope<T> = { code: number; msg: string; data: T };

/** The §7 client's calls, as one user. */
export function fileClient(t: AssetApp, account: string) {
  const auth = async () => ({ authorization: `Bearer ${await t.token(account)}` });
  const chunkFields = (data: Buffer, name: string, chunkSize: number, n: number, kind = 'annex') => {
    const totalChunks = Math.max(1, Math.floor(data.length / chunkSize));
    return { chunkNumber: n, chunkSize, currentChunkSize: 0, totalSize: data.length, identifier: md5(data), filename: name, relativePath: name, totalChunks, fileType: kind, extension: name.split('.').pop() ?? '' };
  };
  return {
    totalChunks: (data: Buffer, chunkSize: number) => Math.max(1, Math.floor(data.length / chunkSize)),
    async test(data: Buffer, name: string, chunkSize: number, kind = 'annex') {
      const query = Object.fromEntries(Object.entries(chunkFields(data, name, chunkSize, 1, kind)).map(([k, v]) => [k, String(v)]));
      const res = await t.app.inject({ method: 'GET', url: FileApi.chunk, query, headers: await auth() });
      return res.json() as Envelope<ChunkAnswer>;
    },
    /** Sends chunk n of `data` (1-based; the last takes the rest, as simple-uploader does). */
    async chunk(data: Buffer, name: string, chunkSize: number, n: number, kind = 'annex') {
      const fields = chunkFields(data, name, chunkSize, n, kind);
      const start = (n - 1) * chunkSize;
      const end = n === fields.totalChunks ? data.length : n * chunkSize;
      const { payload, contentType } = multipart({ ...fields, currentChunkSize: end - start }, { name, data: data.subarray(start, end) });
      const res = await t.app.inject({ method: 'POST', url: FileApi.chunk, payload, headers: { ...(await auth()), 'content-type': contentType } });
      return res.json() as Envelope<ChunkAnswer>;
    },
    async merge(body: Record<string, unknown>, as: 'json' | 'form' = 'json') {
      const headers = await auth();
      const res = as === 'json'
        ? await t.app.inject({ method: 'POST', url: FileApi.merge, payload: body, headers })
        : await t.app.inject({ method: 'POST', url: FileApi.merge, payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
      return res.json() as Envelope<UploadedFile>;
    },
    /** The whole §7 flow: test, the missing chunks, merge. */
    async upload(data: Buffer, name: string, chunkSize = 1024, extra: Record<string, unknown> = {}) {
      const tested = await this.test(data, name, chunkSize, (extra.type as string) ?? 'annex');
      if (tested.code !== 200) return { ...tested, data: undefined } as unknown as Envelope<UploadedFile>;
      if (!tested.data.uploaded) {
        for (let n = 1; n <= this.totalChunks(data, chunkSize); n++) {
          if (tested.data.chunkNumbers.includes(n)) continue;
          const sent = await this.chunk(data, name, chunkSize, n, (extra.type as string) ?? 'annex');
          if (sent.code !== 200) return sent as unknown as Envelope<UploadedFile>;
        }
      }
      return this.merge({ identifier: md5(data), fileName: name, fileSize: data.length, type: 'annex', ...extra });
    },
    async single(kind: 'annex' | 'IM', name: string, data: Buffer, fields: Record<string, string> = {}) {
      const { payload, contentType } = multipart(fields, { name, data });
      const res = await t.app.inject({ method: 'POST', url: FileApi.uploader(kind), payload, headers: { ...(await auth()), 'content-type': contentType } });
      return res.json() as Envelope<UploadedFile>;
    },
    async get<T>(url: string, query?: Record<string, string>) {
      const res = await t.app.inject({ method: 'GET', url, query, headers: await auth() });
      return res.json() as Envelope<T>;
    },
    async post<T>(url: string, body: unknown) {
      const res = await t.app.inject({ method: 'POST', url, payload: body as object, headers: await auth() });
      return res.json() as Envelope<T>;
    },
    async remove(id: string) {
      const res = await t.app.inject({ method: 'DELETE', url: FileApi.remove(id), headers: await auth() });
      return res.json() as Envelope<null>;
    },
    /** GET Download/{type}/{id}, then the signed link: the bytes a browser would save. */
    async download(record: UploadedFile, type = 'annex', headers: Record<string, string> = {}) {
      const link = await this.get<{ url: string }>(FileApi.download(type, record.fileId));
      if (link.code !== 200) return { link, res: undefined };
      return { link, res: await t.app.inject({ method: 'GET', url: link.data.url, headers }) };
    },
  };
}
export type FileClient = ReturnType<typeof fileClient>;

/** The entries of a zip read from its central directory: names (UTF-8 flag honoured) and contents. */
export function readZip(zip: Buffer): { name: string; utf8: boolean; data: Buffer }[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const utf8 = (flags & 0x800) !== 0;
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(utf8 ? 'utf8' : 'latin1');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    entries.push({ name, utf8, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
