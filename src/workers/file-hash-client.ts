import { proxy, wrap, type Remote } from 'comlink';
import { HashCancelled, md5OfBlob } from './file-hash-core';
import type { FileHashApi } from './file-hash.worker';

let remote: Remote<FileHashApi> | null = null;
let jobs = 0;

/** The page's one hashing worker, started on first use. */
function hashWorker(): Remote<FileHashApi> {
  if (!remote) remote = wrap<FileHashApi>(new Worker(new URL('./file-hash.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

export interface HashFileOptions {
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting stops the hash between two slices; the promise rejects with HashCancelled. */
  signal?: AbortSignal;
}
export type HashFn = (blob: Blob, opts?: HashFileOptions) => Promise<string>;

/**
 * The upload identifier of a file: MD5 in 10,240,000-byte slices in the hashing worker, so the page
 * never stalls on a large file. Where there is no Worker (tests, very old browsers) it runs here.
 */
export const hashFile: HashFn = async (blob, opts = {}) => {
  const { signal, onProgress } = opts;
  if (signal?.aborted) throw new HashCancelled();
  if (typeof Worker === 'undefined') return md5OfBlob(blob, { onProgress, isCancelled: () => signal?.aborted === true });
  const worker = hashWorker();
  const job = ++jobs;
  const stop = () => void worker.cancel(job);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await worker.md5(blob, job, onProgress ? proxy(onProgress) : undefined);
  } catch (error) {
    if (signal?.aborted || (error as Error | null)?.name === 'HashCancelled') throw new HashCancelled();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
};
