import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';

/** MD5 of a file, read as a stream (a 2 GB upload never sits in memory). */
export async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A pass-through that hashes, counts, keeps the first bytes and stops a stream past `maxBytes`. */
export function meter(maxBytes: number, onTooLarge: () => Error) {
  const hash = createHash('md5');
  let bytes = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(onTooLarge());
      if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, head, md5: hash.digest('hex') }) };
}

/** Runs `task` after every earlier task of the same key has settled (one merge of a content per user at a time). */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}
