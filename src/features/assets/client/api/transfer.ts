import { envelopeFromBlob, handleEnvelope, httpHooks } from '@/lib/http/handle-envelope';
import { notify } from '@/lib/notify';
import { at } from '../i18n';
import { logAssetFailure } from './quiet';

interface TransferOptions {
  url: string;
  body: FormData | unknown;
  /** 0..1 of the upload (multipart) or download; -1 while the size is unknown. */
  onProgress?(fraction: number): void;
}

/** XHR, because ofetch reports no progress: the shell client's headers and `n` stamp. */
function send(opts: TransferOptions, responseType: 'blob' | 'text'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${opts.url}?n=${Date.now()}`);
    const token = httpHooks().getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('jnpf-origin', 'pc');
    xhr.responseType = responseType;
    const report = (e: ProgressEvent) => opts.onProgress?.(e.lengthComputable && e.total ? e.loaded / e.total : -1);
    let body: XMLHttpRequestBodyInit;
    if (opts.body instanceof FormData) {
      xhr.upload.onprogress = report;
      body = opts.body;
    } else {
      xhr.onprogress = report;
      xhr.setRequestHeader('content-type', 'application/json');
      body = JSON.stringify(opts.body ?? {});
    }
    xhr.onerror = () => {
      logAssetFailure(`POST ${opts.url}`, 'network');
      notify('warning', at('common.transferFailed'));
      reject(new Error('transfer failed'));
    };
    xhr.onload = () => resolve(xhr.response);
    xhr.send(body);
  });
}

/** A file answer (export); a JSON envelope instead of a file is the server's refusal, shown as it says it. */
export async function postForBlob(url: string, body: unknown, onProgress?: (fraction: number) => void): Promise<Blob> {
  const blob = (await send({ url, body, onProgress }, 'blob')) as Blob;
  const envelope = await envelopeFromBlob(blob);
  if (envelope) handleEnvelope(envelope);
  return blob;
}

/** A multipart upload answered by an envelope: data on 200, else the server's message. */
export async function postMultipart<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  const text = (await send({ url, body: form, onProgress }, 'text')) as string;
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    logAssetFailure(`POST ${url}`, 'not an envelope');
    notify('warning', at('common.transferFailed'));
    throw new Error('not an envelope');
  }
  return handleEnvelope<T>(envelope);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
