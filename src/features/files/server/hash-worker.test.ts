import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashWorker } from './hash-worker';

const hasher = hashWorker();
afterAll(() => hasher.close());
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('MD5 of uploads', () => {
  it('hashes bytes sent in pieces, in order, each running hash on its own', async () => {
    const a = randomBytes(300_000);
    const b = randomBytes(70_000);
    const ha = hasher.running();
    const hb = hasher.running();
    for (let at = 0; at < a.length; at += 65_536) {
      ha.update(a.subarray(at, at + 65_536));
      if (at < b.length) hb.update(b.subarray(at, at + 65_536));
    }
    expect(await ha.digest()).toBe(md5(a));
    expect(await hb.digest()).toBe(md5(b));
  });

  it('leaves the caller\'s buffer intact', async () => {
    const data = randomBytes(1000);
    const before = Buffer.from(data);
    const h = hasher.running();
    h.update(data);
    expect(data).toEqual(before);
    expect(await h.digest()).toBe(md5(before));
  });

  it('hashes a whole file in the worker thread, and refuses one that is not there', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hash-')), 'f.bin');
    const data = randomBytes(2_500_000);
    fs.writeFileSync(file, data);
    expect(await hasher.file(file)).toBe(md5(data));
    await expect(hasher.file(`${file}.missing`)).rejects.toThrow(/ENOENT/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
