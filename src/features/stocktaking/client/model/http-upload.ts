import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import { FileApi, type UploadedImage } from '@/features/files/contract';
import { httpHooks } from '@/lib/http/handle-envelope';
import { UploadRefused, type UploadFn } from './photo-uploader';

/**
 * POST /api/file/Uploader/annexpic (multipart `file`) with the session's token, quietly: a failure
 * while the network comes and goes is the uploader's to retry, not a toast. A 4xx answer (not an
 * image, too large) is final for these bytes; anything else is worth another try.
 */
export const uploadPhoto: UploadFn = async (blob, name) => {
  const token = httpHooks().getToken();
  if (!token) throw new Error('signed out');
  const form = new FormData();
  form.append('file', blob, name);
  const res = await fetch(`${FileApi.uploadImage}?n=${Date.now()}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, 'jnpf-origin': 'pc' } });
  if (res.status === 413) throw new UploadRefused(`HTTP 413`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const envelope = (await res.json()) as Envelope<UploadedImage | null>;
  if (envelope.code === Code.OK && envelope.data?.url) return envelope.data.url;
  if (envelope.code >= 400 && envelope.code < 500) throw new UploadRefused(envelope.msg);
  throw new Error(envelope.msg || `code ${envelope.code}`);
};
