import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { envelopeFromBlob, handleEnvelope, httpHooks } from './handle-envelope';

export interface TransferOptions {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, unknown>;
  body?: FormData | unknown;
  /** 0..1 of the upload (multipart) or download; -1 while the size is unknown. */
  onProgress?(fraction: number): void;
  /** Called with what went wrong before the toast (e.g. a feature whose failures are also logged). */
  onFailure?(what: string, reason: string): void;
}

function fullUrl(url: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  params.set('n', String(Date.now()));
  return `${url}?${params}`;
}

/**
 * Uploads and downloads with progress (ofetch reports none): the shell client's headers, and its
 * envelope handling for JSON answers (toasts, 600/601/602 to /login).
 */
function send(opts: TransferOptions, responseType: 'blob' | 'json'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method, fullUrl(opts.url, opts.query));
    const token = httpHooks().getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('jnpf-origin', 'pc');
    xhr.responseType = responseType === 'blob' ? 'blob' : 'text';
    const report = (e: ProgressEvent) => opts.onProgress?.(e.lengthComputable && e.total ? e.loaded / e.total : -1);
    if (opts.body instanceof FormData) xhr.upload.onprogress = report;
    else xhr.onprogress = report;
    xhr.onerror = () => {
      opts.onFailure?.(`${opts.method} ${opts.url}`, 'network');
      notify('warning', i18n.t('http.requestFailed'));
      reject(new Error('transfer failed'));
    };
    xhr.onload = () => resolve(xhr.response);
    let body: XMLHttpRequestBodyInit | null = null;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      xhr.setRequestHeader('content-type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    xhr.send(body);
  });
}

/** A JSON envelope answer: data on 200, else the shell's handling (toast, session codes) and a throw. */
export async function transferJson<T>(opts: TransferOptions): Promise<T> {
  const text = (await send(opts, 'json')) as string;
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    opts.onFailure?.(`${opts.method} ${opts.url}`, 'not an envelope');
    notify('warning', i18n.t('http.requestFailed'));
    throw new Error('not an envelope');
  }
  return handleEnvelope<T>(envelope);
}

/** A file answer; a JSON envelope instead of a file is an error, handled like any other. */
export async function transferBlob(opts: TransferOptions): Promise<Blob> {
  const blob = (await send(opts, 'blob')) as Blob;
  const envelope = await envelopeFromBlob(blob);
  if (envelope) handleEnvelope(envelope);
  return blob;
}
