import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { md5OfFile } from './hashing';

/**
 * MD5 of whole files (a §7 merge, a tus upload whose running hash was lost) in a worker thread that
 * reads the file itself: a 2 GB merge never holds up the API for seconds. The running hash of a
 * tus upload stays on the event loop: it is a fraction of a millisecond per 64 KiB read, and
 * copying the bytes to a worker cost more than it saved on this 2-core machine (ADR 0018).
 * Plain JavaScript evaluated in the worker: no loader, no build step.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
parentPort.on('message', (m) => {
  const h = createHash('md5');
  fs.createReadStream(m.path, { highWaterMark: 1 << 20 })
    .on('data', (c) => h.update(c))
    .on('end', () => parentPort.postMessage({ id: m.id, hex: h.digest('hex') }))
    .on('error', (e) => parentPort.postMessage({ id: m.id, error: String(e && e.message) }));
});
`;

export interface RunningHash {
  update(chunk: Buffer): void;
  digest(): Promise<string>;
  abandon(): void;
}

export interface Hasher {
  running(): RunningHash;
  file(path: string): Promise<string>;
  close(): Promise<void>;
}

function running(): RunningHash {
  const h = createHash('md5');
  return { update: (c) => void h.update(c), digest: async () => h.digest('hex'), abandon: () => undefined };
}

export function hashWorker(): Hasher {
  let worker: Worker;
  try {
    worker = new Worker(SOURCE, { eval: true, execArgv: [] });
  } catch {
    return { running, file: md5OfFile, close: async () => undefined };
  }
  worker.unref();
  let next = 0;
  const waiting = new Map<number, { resolve: (hex: string) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (m: { id: number; hex?: string; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.hex) w?.resolve(m.hex);
    else w?.reject(new Error(m.error ?? 'hash failed'));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('hash worker stopped')));
  return {
    running,
    file: (path) =>
      new Promise<string>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, path });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The worker, started at the first whole-file hash (an app that never merges starts no thread). */
export function lazyHasher(): Hasher {
  let made: Hasher | undefined;
  const get = () => (made ??= hashWorker());
  return {
    running,
    file: (path) => get().file(path),
    close: async () => made?.close(),
  };
}
