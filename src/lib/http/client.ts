import { FetchError, ofetch } from 'ofetch';
import type { Envelope } from '@/contract/envelope';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { EnvelopeError, isEnvelope } from './envelope-error';
import { envelopeFromBlob, handleEnvelope, httpHooks } from './handle-envelope';

type Query = Record<string, unknown>;
export interface RequestOptions {
  /** Send the body form-encoded (login). */
  form?: boolean;
  /** Skip the envelope handling: the caller reads the raw envelope (SPEC §8 exceptions). */
  raw?: boolean;
  signal?: AbortSignal;
  timeout?: number;
}

const raw = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const token = httpHooks().getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Browsers own the Origin header; this one tells the server a web client is calling.
    headers.set('jnpf-origin', 'pc');
    options.headers = headers;
    options.query = { ...options.query, n: Date.now() };
  },
});

function transportFailure(error: unknown): never {
  if (error instanceof FetchError && isEnvelope(error.data)) handleEnvelope(error.data);
  notify('warning', i18n.t('http.requestFailed'));
  throw error instanceof Error ? error : new Error(String(error));
}

async function send<T>(method: string, url: string, body: unknown, query: Query | undefined, opts: RequestOptions): Promise<T> {
  let payload: BodyInit | Record<string, unknown> | undefined;
  if (opts.form && body) payload = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]));
  else payload = body as Record<string, unknown> | undefined;
  let envelope: Envelope<T>;
  try {
    envelope = await raw<Envelope<T>>(url, { method, body: payload, query, signal: opts.signal, timeout: opts.timeout });
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    return transportFailure(error);
  }
  if (opts.raw) return envelope as T;
  if (!isEnvelope(envelope)) return transportFailure(new Error('not an envelope'));
  return handleEnvelope(envelope);
}

/** The shared client of SPEC §7-§8: bearer token, origin header, `n` on every URL, GET data as query. */
export const http = {
  get: <T>(url: string, query?: Query, opts: RequestOptions = {}) => send<T>('GET', url, undefined, query, opts),
  post: <T>(url: string, body?: unknown, opts: RequestOptions = {}) => send<T>('POST', url, body, undefined, opts),
  put: <T>(url: string, body?: unknown, opts: RequestOptions = {}) => send<T>('PUT', url, body, undefined, opts),
  delete: <T>(url: string, body?: unknown, opts: RequestOptions = {}) => send<T>('DELETE', url, body, undefined, opts),
  /** A write whose success message the user should read (e.g. 切换成功). */
  async action(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<string> {
    const envelope = await send<Envelope<unknown>>(method, url, body, undefined, { raw: true });
    handleEnvelope(envelope);
    return envelope.msg;
  },
  /** Downloads: a JSON answer instead of a file is an error envelope (or 数据解析失败). With `body`, a POST (a report's xlsx of its parameters). */
  async blob(url: string, query?: Query, body?: Record<string, unknown>): Promise<Blob> {
    let blob: Blob;
    try {
      blob = await raw(url, body ? { method: 'POST', query, body, responseType: 'blob' } : { method: 'GET', query, responseType: 'blob' });
    } catch (error) {
      return transportFailure(error);
    }
    const envelope = await envelopeFromBlob(blob);
    if (envelope) handleEnvelope(envelope);
    return blob;
  },
};
