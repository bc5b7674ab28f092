import { Upload, type DetailedError } from 'tus-js-client';
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import { CHUNK_RETRIES, CHUNK_SIZE, FILE_MERGE_TIMEOUT_MS } from '@/contract/limits';
import { FileApi, FileText, ImageApi, type ChunkAnswer, type UploadedFile, type UploadedImage } from '@/features/files/contract';
import { httpHooks } from '@/lib/http/handle-envelope';
import { backoffDelay } from '@/sync/backoff';
import { UploadError, type UploadTransport } from './types';

const SESSION_CODES: number[] = [Code.TOKEN_INVALID, Code.TOKEN_REPLACED, Code.TOKEN_REVOKED];

function bearer(): string {
  const token = httpHooks().getToken();
  if (!token) throw new UploadError('session', FileText.chunkFailed, Code.TOKEN_INVALID);
  return `Bearer ${token}`;
}

/** An envelope's verdict: data on 200; the session codes, 4xx (final for these bytes) and the rest told apart. */
export function fromEnvelope<T>(envelope: Envelope<T> | null, fallback: string): T {
  if (!envelope || typeof envelope.code !== 'number') throw new UploadError('failed', fallback);
  if (envelope.code === Code.OK) return envelope.data;
  if (SESSION_CODES.includes(envelope.code)) throw new UploadError('session', envelope.msg || fallback, envelope.code);
  if (envelope.code >= 400 && envelope.code < 500) throw new UploadError('refused', envelope.msg || fallback, envelope.code);
  throw new UploadError('failed', envelope.msg || fallback, envelope.code);
}

async function call<T>(method: 'GET' | 'POST', url: string, fallback: string, init: { query?: Record<string, unknown>; body?: unknown; form?: FormData; signal?: AbortSignal; timeoutMs?: number }): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  params.set('n', String(Date.now()));
  const signals = [init.signal, init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined].filter((s): s is AbortSignal => s !== undefined);
  let res: Response;
  try {
    res = await fetch(`${url}?${params}`, {
      method,
      headers: { Authorization: bearer(), 'jnpf-origin': 'pc', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new UploadError('network', FileText.chunkFailed);
  }
  if (res.status === 413) throw new UploadError('refused', fallback, 413);
  if (!res.ok) throw new UploadError(res.status >= 500 ? 'network' : 'failed', fallback, res.status);
  return fromEnvelope<T>(await res.json().catch(() => null), fallback);
}

/** Up to 5 retries per chunk, waiting 1 s, 2 s, 4 s… (the sync queue's backoff); reset after progress. */
export const chunkRetryDelays = (random?: () => number): number[] => Array.from({ length: CHUNK_RETRIES }, (_, i) => backoffDelay(i + 1, random));

/** The last path segment of a tus upload's address: what `merge` takes as uploadId. */
export const uploadIdOf = (url: string | null): string => decodeURIComponent((url ?? '').replace(/\/+$/, '').split('/').pop() ?? '');

function tusFailure(error: Error | DetailedError): UploadError {
  const res = (error as DetailedError).originalResponse;
  if (!res) return new UploadError('network', FileText.chunkFailed);
  const status = res.getStatus();
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = JSON.parse(res.getBody()) as Envelope<unknown>;
  } catch {
    // tus answers carry plain text; the server's refusals carry the envelope.
  }
  if (envelope && typeof envelope.code === 'number' && envelope.code !== Code.OK) {
    try {
      fromEnvelope(envelope, FileText.chunkFailed);
    } catch (e) {
      return e as UploadError;
    }
  }
  if (status === 401 || status === 403) return new UploadError(status === 401 ? 'session' : 'refused', FileText.chunkFailed, status);
  if (status === 413 || (status >= 400 && status < 500 && status !== 409 && status !== 423)) return new UploadError('refused', FileText.chunkFailed, status);
  return new UploadError('network', FileText.chunkFailed, status);
}

/**
 * The queue's HTTP side: the chunk test and merge as JSON envelopes with the session's token, and the
 * bytes through tus-js-client from the main thread (its resume fingerprints live in localStorage,
 * which the hashing worker lacks). `scope` (the user id) keeps one user's transfers from another's.
 */
export function createHttpUploadTransport(opts: { scope?: string } = {}): UploadTransport {
  return {
    chunkTest: (query, signal) => call<ChunkAnswer>('GET', FileApi.chunk, FileText.chunkFailed, { query, signal }),
    merge: (body, signal) => call<UploadedFile>('POST', FileApi.merge, FileText.registerFailed, { body, signal, timeoutMs: FILE_MERGE_TIMEOUT_MS }),
    uploadImage: (blob, name, signal) => {
      const form = new FormData();
      form.append('file', blob, name);
      return call<UploadedImage>('POST', ImageApi.uploadImage, FileText.chunkFailed, { form, signal });
    },
    send: (blob, o) =>
      new Promise((resolve, reject) => {
        const upload = new Upload(blob, {
          endpoint: FileApi.tus,
          chunkSize: CHUNK_SIZE,
          retryDelays: chunkRetryDelays(),
          metadata: { filename: o.name, filetype: o.mimeType || 'application/octet-stream', type: o.kind, identifier: o.identifier },
          // By content: the same bytes chosen again after a reload resume where they stopped.
          fingerprint: async () => ['qingban-tus', opts.scope ?? '', o.kind, o.identifier, blob.size].join(':'),
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onBeforeRequest: (req) => {
            req.setHeader('Authorization', bearer());
            req.setHeader('jnpf-origin', 'pc');
          },
          onProgress: (sent, total) => o.onProgress(sent, total),
          onSuccess: () => resolve({ uploadId: uploadIdOf(upload.url) }),
          onError: (error) => reject(error instanceof UploadError ? error : tusFailure(error)),
        });
        const abort = () => {
          void upload.abort(o.signal.reason === 'cancel').catch(() => undefined);
          reject(o.signal.reason instanceof Error ? o.signal.reason : new DOMException('aborted', 'AbortError'));
        };
        if (o.signal.aborted) return abort();
        o.signal.addEventListener('abort', abort, { once: true });
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          })
          .catch(() => undefined)
          .finally(() => {
            if (!o.signal.aborted) upload.start();
          });
      }),
  };
}
