import { expose } from 'comlink';
import { HashCancelled, md5OfBlob, readHere, type SliceReader } from './file-hash-core';

const cancelled = new Set<number>();
/** Slices read but not yet hashed, at most (3 × 10,240,000 bytes of memory). */
const READ_AHEAD = 3;

/** Slices from the reader worker; where a worker cannot start one, read here. */
const readBeside: SliceReader = (blob, block) => {
  if (typeof Worker === 'undefined' || blob.size <= block) return readHere(blob, block);
  return (async function* () {
    const reader = new Worker(new URL('./file-read.worker.ts', import.meta.url), { type: 'module' });
    const arrived: Array<ArrayBuffer | Error | null> = [];
    let notify: (() => void) | null = null;
    const push = (item: ArrayBuffer | Error | null) => {
      arrived.push(item);
      notify?.();
    };
    reader.onmessage = (e: MessageEvent<{ type: string; buffer?: ArrayBuffer; message?: string }>) =>
      push(e.data.type === 'slice' ? e.data.buffer! : e.data.type === 'done' ? null : new Error(e.data.message));
    reader.onerror = (e) => push(new Error(e.message || 'reader failed'));
    reader.postMessage({ type: 'read', blob, block, ahead: READ_AHEAD });
    try {
      for (;;) {
        while (!arrived.length) await new Promise<void>((resolve) => (notify = resolve));
        const item = arrived.shift()!;
        if (item === null) return;
        if (item instanceof Error) throw item;
        reader.postMessage({ type: 'credit' });
        yield new Uint8Array(item);
      }
    } finally {
      reader.terminate();
    }
  })();
};

/** MD5 of upload files off the main thread (DESIGN-CARD: hash-wasm in a web worker, comlink). */
const api = {
  async md5(blob: Blob, job: number, onProgress?: (loaded: number, total: number) => void): Promise<string> {
    try {
      return await md5OfBlob(blob, { onProgress, isCancelled: () => cancelled.has(job), slices: readBeside });
    } catch (error) {
      // Comlink carries an Error's name and message across; the client tells a cancel by its name.
      throw error instanceof HashCancelled ? Object.assign(new Error('hash cancelled'), { name: 'HashCancelled' }) : error;
    } finally {
      cancelled.delete(job);
    }
  },
  cancel(job: number): void {
    cancelled.add(job);
  },
};
export type FileHashApi = typeof api;

expose(api);
