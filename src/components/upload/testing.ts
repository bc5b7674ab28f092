/* Fakes at the upload transport seam, for the client tests of the queue, the controls and the features using them. */
import { FileText, type ChunkAnswer, type ChunkQuery, type MergeBody, type UploadedFile, type UploadedImage } from '@/features/files/contract';
import type { HashFn } from '@/workers/file-hash-client';
import { UploadError, type TusSendOptions, type UploadTransport } from './types';

interface PendingSend {
  blob: Blob;
  opts: TusSendOptions;
  resolve(v: { uploadId: string }): void;
  reject(e: unknown): void;
}

/** A server in memory: knows identifiers (instant upload), takes transfers when told, answers merges. */
export class FakeUploadServer implements UploadTransport {
  /** Identifiers whose bytes the server holds. */
  known = new Set<string>();
  tests: ChunkQuery[] = [];
  merges: MergeBody[] = [];
  sends: PendingSend[] = [];
  /** Transfers finish by themselves (false: the test calls finishSend). */
  autoFinish = true;
  /** Next chunk test / send / merge fails with this. */
  failTest: UploadError | null = null;
  failSend: UploadError | null = null;
  failMerge: UploadError | null = null;
  /** The next transfers fail with these, one each. */
  sendFailures: UploadError[] = [];
  /** Replaces the next chunk test's / merge's answer (a malformed one). */
  testAnswer: unknown = null;
  mergeAnswer: unknown = null;
  private records = new Map<string, UploadedFile>();

  async chunkTest(query: ChunkQuery): Promise<ChunkAnswer> {
    this.tests.push(query);
    if (this.failTest) throw this.take('failTest');
    if (this.testAnswer !== null) return this.take('testAnswer') as ChunkAnswer;
    const uploaded = this.known.has(query.identifier);
    return { uploaded, merge: uploaded, chunkNumbers: [] };
  }

  send(blob: Blob, opts: TusSendOptions): Promise<{ uploadId: string }> {
    if (this.failSend) return Promise.reject(this.take('failSend'));
    if (this.sendFailures.length) return Promise.reject(this.sendFailures.shift()!);
    return new Promise((resolve, reject) => {
      const pending: PendingSend = { blob, opts, resolve, reject };
      this.sends.push(pending);
      opts.signal.addEventListener('abort', () => reject(new DOMException(String(opts.signal.reason), 'AbortError')), { once: true });
      if (this.autoFinish) queueMicrotask(() => this.finishSend(pending));
    });
  }

  /** Reports progress of a transfer under way (half of it by default). */
  progress(index = this.sends.length - 1, fraction = 0.5): void {
    const s = this.sends[index]!;
    s.opts.onProgress(Math.round(s.blob.size * fraction), s.blob.size);
  }

  finishSend(pending: PendingSend = this.sends[this.sends.length - 1]!): void {
    if (pending.opts.signal.aborted) return;
    pending.opts.onProgress(pending.blob.size, pending.blob.size);
    this.known.add(pending.opts.identifier);
    pending.resolve({ uploadId: `tus-${this.sends.indexOf(pending) + 1}` });
  }

  async merge(body: MergeBody): Promise<UploadedFile> {
    this.merges.push(body);
    if (this.failMerge) throw this.take('failMerge');
    if (this.mergeAnswer !== null) return this.take('mergeAnswer') as UploadedFile;
    const id = body.fileId ?? `srv-${this.merges.length}`;
    const record = this.records.get(id) ?? { name: body.fileName, fileId: id, fileSize: body.fileSize, fileExtension: body.extension ?? '', fileVersionId: id, url: `/api/file/Image/annexpic/${id}.${body.extension}` };
    this.records.set(id, record);
    return record;
  }

  images: Array<{ name: string; size: number }> = [];
  failImage: UploadError | null = null;

  async uploadImage(blob: Blob, name: string): Promise<UploadedImage> {
    this.images.push({ name, size: blob.size });
    if (this.failImage) throw this.take('failImage');
    const stored = `0190a5c0-0000-7000-8000-${String(this.images.length).padStart(12, '0')}.png`;
    return { name: stored, fileId: stored, url: `/api/file/Image/annexpic/${stored}` };
  }

  /** Records registered, once per fileId. */
  get recordIds(): string[] {
    return [...this.records.keys()];
  }

  private take<K extends 'failTest' | 'failSend' | 'failMerge' | 'failImage' | 'testAnswer' | 'mergeAnswer'>(key: K): this[K] {
    const value = this[key];
    (this as Record<K, unknown>)[key] = null;
    return value;
  }
}

/** A hash that answers at once: the file's text as its identifier stand-in, 32 hex digits. */
export const fakeHash = (calls: Blob[] = []): HashFn => async (blob, opts) => {
  calls.push(blob);
  opts?.onProgress?.(blob.size, blob.size);
  const text = await blob.text();
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h.toString(16).padStart(32, '0');
};

export const refused = (msg: string, code = 400) => new UploadError('refused', msg, code);
export const offlineError = () => new UploadError('network', FileText.chunkFailed);
