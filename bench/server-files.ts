/**
 * File transfers over real loopback HTTP (issue 11). A file of BENCH_FILE_MB (default 1024) MB,
 * made in a temp dir and deleted afterwards, is sent:
 * - raw: one POST of its bytes to a bare node:http server that writes them to a file (the baseline);
 * - tus: tus-js-client in Node, 5,242,880-byte chunks, to /api/file/tus (the server hashes the
 *   bytes as it writes them and links the finished file into the store), then merge with the uploadId;
 * - cut: a tus upload aborted mid-PATCH at ~40 % and resumed from the server's offset: bytes sent twice;
 * - §7 chunks: the same file in 5,242,880-byte multipart chunks, then merge (concatenate + MD5);
 * - instant: merge of an identifier the store holds (秒传, no bytes).
 * raw and tus run BENCH_FILE_ROUNDS (default 2) times, interleaved; the best of each is compared.
 * Prints; never asserts (ADR 0005).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Transform, type Readable } from 'node:stream';
import * as tus from 'tus-js-client';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient } from './lib/http';
import { bootQingban } from './lib/qingban';

const CHUNK = 5_242_880;
const MB = 1_048_576;

async function makeFile(dir: string, bytes: number): Promise<{ file: string; identifier: string }> {
  const file = path.join(dir, 'bench.bin');
  const out = fs.createWriteStream(file);
  const hash = createHash('md5');
  const block = randomBytes(4 * MB);
  for (let at = 0; at < bytes; at += block.length) {
    const part = block.subarray(0, Math.min(block.length, bytes - at));
    part[0] = at & 0xff; // no two blocks alike
    hash.update(part);
    if (!out.write(part)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { file, identifier: hash.digest('hex') };
}

/** The baseline: the same bytes in one request to a server that only writes them down. */
async function rawCopy(dir: string, file: string, size: number): Promise<number> {
  const target = path.join(dir, 'raw-copy.bin');
  const server = http.createServer((req, res) => {
    req.pipe(fs.createWriteStream(target)).on('finish', () => res.end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-length': size } }, (res) => res.resume().on('end', resolve));
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
  const ms = performance.now() - t0;
  server.close();
  fs.rmSync(target, { force: true });
  return ms;
}

/** tus-js-client's own HTTP stack, counting the body bytes it hands to each request (what went out, give or take a socket buffer). */
function countingStack(onSent: (sent: number) => void = () => undefined) {
  const inner = new tus.DefaultHttpStack({});
  const stack = {
    sent: 0,
    getName: () => 'counting',
    createRequest(method: string, url: string): tus.HttpRequest {
      const req = inner.createRequest(method, url);
      const send = req.send.bind(req);
      req.send = (body: unknown) => {
        if (body && typeof (body as Readable).pipe === 'function') {
          const counter = new Transform({ transform(chunk: Buffer, _e, done) {
            stack.sent += chunk.length;
            onSent(stack.sent);
            done(null, chunk);
          } });
          return send((body as Readable).pipe(counter));
        }
        return send(body);
      };
      return req;
    },
  };
  return stack;
}

function tusUpload(baseUrl: string, token: string, file: string, identifier: string, options: Partial<tus.UploadOptions> = {}): { upload: tus.Upload; done: Promise<void> } {
  let upload!: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(fs.createReadStream(file), {
      endpoint: `${baseUrl}/api/file/tus`, chunkSize: CHUNK, retryDelays: [], headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: '基准测试.bin', filetype: 'application/octet-stream', type: 'annex', identifier },
      onSuccess: () => resolve(), onError: reject, ...options,
    });
  });
  upload.start();
  return { upload, done };
}

const line = (name: string, bytes: number, ms: number, base?: number) =>
  `${name.padEnd(58)} ${(ms / 1000).toFixed(2).padStart(8)} s ${((bytes / MB) / (ms / 1000)).toFixed(0).padStart(7)} MB/s${base ? `  ${(base / ms).toFixed(2)}× raw` : ''}`;

export async function run() {
  const sizeMb = Number(process.env.BENCH_FILE_MB ?? 1024);
  const size = Math.round(sizeMb * MB);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-files-'));
  const server = await bootQingban('sqlite');
  const client = loopbackClient(server.baseUrl, 4);
  try {
    const { file, identifier } = await makeFile(dir, size);
    const login = new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5('123456'), origin: 'password' }).toString();
    const token = expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: login })).token;
    const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const merge = async (extra: Record<string, unknown>) => {
      const t0 = performance.now();
      const data = expectEnvelope<{ fileId: string; instant?: boolean }>(await client.request('POST', '/api/file/merge', {
        headers: json, body: JSON.stringify({ identifier, fileName: '基准测试.bin', fileSize: size, type: 'annex', ...extra }),
      }));
      return { ...data, ms: performance.now() - t0 };
    };
    const remove = async (id: string) => expectEnvelope(await client.request('DELETE', `/api/file/${id}`, { headers: { authorization: json.authorization } }));
    console.info(`  file: ${sizeMb} MB, tus chunk ${CHUNK} bytes, loadavg ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    // Rounds of each, interleaved; the best of each is compared (a busy machine slows single runs by factors).
    const rounds = Math.max(1, Number(process.env.BENCH_FILE_ROUNDS ?? 2));
    const raws: number[] = [];
    const tuses: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      raws.push(await rawCopy(dir, file, size));
      const t0 = performance.now();
      const whole = tusUpload(server.baseUrl, token, file, identifier);
      await whole.done;
      tuses.push(performance.now() - t0);
      const merged = await merge({ uploadId: whole.upload.url!.split('/').pop() });
      if (round === 1) console.info(`${'  merge of a tus upload'.padEnd(58)} ${(merged.ms / 1000).toFixed(2).padStart(8)} s`);
      await remove(merged.fileId);
    }
    const raw = Math.min(...raws);
    const each = (list: number[]) => list.map((ms) => (ms / 1000).toFixed(2)).join(' / ');
    console.info(line(`raw loopback copy (baseline; best of ${each(raws)} s)`, size, raw));
    console.info(line(`tus upload (best of ${each(tuses)} s)`, size, Math.min(...tuses), raw) + '   goal ≥ 0.50×');

    // A cut: abort while a PATCH is in flight at ~40 %, then resume from the server's offset.
    let aborted = false;
    let stop!: () => void;
    const stopped = new Promise<void>((r) => (stop = r));
    // The cut falls half-way through a PATCH body past 40 % of the file.
    const counted = countingStack((sent) => {
      if (aborted || sent < size * 0.4 || sent % CHUNK < CHUNK / 2) return;
      aborted = true;
      void cut.upload.abort().then(stop);
    });
    const cut = tusUpload(server.baseUrl, token, file, identifier, { httpStack: counted });
    await Promise.race([stopped, cut.done]);
    const url = cut.upload.url!;
    await new Promise((r) => setTimeout(r, 200));
    const head = await new Promise<number>((resolve, reject) => {
      http.request(url, { method: 'HEAD', headers: { authorization: json.authorization, 'tus-resumable': '1.0.0' } }, (res) => {
        res.resume();
        resolve(Number(res.headers['upload-offset']));
      }).on('error', reject).end();
    });
    let t0 = performance.now();
    await tusUpload(server.baseUrl, token, file, identifier, { uploadUrl: url }).done;
    const resumeMs = performance.now() - t0;
    const resent = counted.sent - head;
    console.info(`${'cut at ~40 %, resumed: bytes sent twice'.padEnd(58)} ${String(resent).padStart(10)}   (cut at byte ${head} of ${counted.sent} sent)   (one chunk = ${CHUNK}; goal ≤ one chunk: ${resent <= CHUNK ? 'met' : 'NOT met'})`);
    console.info(line('  the resumed part', size - head, resumeMs));
    await remove((await merge({ uploadId: url.split('/').pop() })).fileId);

    // §7 chunks of the same file, then merge: concatenation and MD5 on the server.
    const chunks = Math.max(1, Math.floor(size / CHUNK));
    const fd = await fs.promises.open(file, 'r');
    t0 = performance.now();
    for (let n = 1; n <= chunks; n++) {
      const start = (n - 1) * CHUNK;
      const length = n === chunks ? size - start : CHUNK;
      const data = Buffer.alloc(length);
      await fd.read(data, 0, length, start);
      const boundary = `----bench${n}`;
      const fields = { chunkNumber: n, chunkSize: CHUNK, currentChunkSize: length, totalSize: size, identifier, filename: '基准测试.bin', totalChunks: chunks, fileType: 'annex' };
      const head = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
      const body = Buffer.concat([Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      await new Promise<void>((resolve, reject) => {
        const req = http.request(`${server.baseUrl}/api/file/chunk`, { method: 'POST', headers: { authorization: json.authorization, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => {
            const answer = JSON.parse(Buffer.concat(parts).toString()) as { code: number; msg: string };
            if (answer.code === 200) resolve();
            else reject(new Error(`chunk ${n}: ${answer.msg}`));
          });
        });
        req.on('error', reject);
        req.end(body);
      });
    }
    await fd.close();
    const chunkMs = performance.now() - t0;
    console.info(line('§7 chunks (multipart, one at a time)', size, chunkMs, raw));
    const chunkMerge = await merge({});
    console.info(line('  §7 merge (MD5 of the assembled file)', size, chunkMerge.ms));

    const instant = await merge({ fileName: '秒传.bin' });
    console.info(`${'instant upload (秒传): merge of a held identifier'.padEnd(58)} ${instant.ms.toFixed(1).padStart(8)} ms   instant=${instant.instant}`);
  } finally {
    client.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
