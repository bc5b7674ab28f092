import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import { FileApi, ImageApi, type FileKind, type PreviewAnswer, type SignedUrl } from '@/features/files/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { http } from '@/lib/http/client';
import { displayMessage, envelopeFromBlob } from '@/lib/http/handle-envelope';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { uploadT } from './i18n';

/** A file as lists, previews and downloads take it: a record on the server, or bytes still on the device. */
export interface FileListItem {
  fileId: string;
  name: string;
  fileSize: number;
  fileExtension?: string;
  /** The upload kind (Download/{type}/{id}); annex when not said. */
  kind?: FileKind;
  url?: string | null;
  /** Bytes kept on the device, not uploaded yet: previewed and saved from here. */
  blob?: Blob | null;
}

/** Larger files are not read into memory: the signed link is opened and the browser streams it to disk. */
export const DOWNLOAD_AS_BLOB_MAX = 256 * 1_048_576;

/** §7 preview: where to show the file from, and how. */
export const previewOf = (file: FileListItem): Promise<PreviewAnswer> =>
  http.get<PreviewAnswer>(FileApi.preview, { fileVersionId: file.fileId, fileName: file.name });

const SIGNED_LINK_REUSE_MS = 4 * 60_000;
const signedLinks = new Map<string, { url: string; until: number }>();

/**
 * An address an <img> can show: a public image's own, else the preview's signed link (valid five
 * minutes; reused for four). Quiet: a thumbnail that cannot be shown is not worth a toast.
 */
export async function showableUrl(file: FileListItem): Promise<string | null> {
  if (file.url?.startsWith(ImageApi.imageBase)) return file.url;
  const kept = signedLinks.get(file.fileId);
  if (kept && kept.until > Date.now()) return kept.url;
  try {
    const answer = await http.get<Envelope<PreviewAnswer | null>>(FileApi.preview, { fileVersionId: file.fileId, fileName: file.name }, { raw: true });
    if (answer.code !== Code.OK || !answer.data?.url) return null;
    signedLinks.set(file.fileId, { url: answer.data.url, until: Date.now() + SIGNED_LINK_REUSE_MS });
    return answer.data.url;
  } catch {
    return null;
  }
}

function openLink(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
}

/** The signed link's bytes as a blob (§9 "Download is GET as blob"); an envelope instead of bytes is the failure it tells. */
async function fetchSigned(url: string, failure: string): Promise<Blob> {
  let blob: Blob;
  let ok: boolean;
  try {
    const res = await fetch(url);
    ok = res.ok;
    blob = await res.blob();
  } catch {
    throw new Error(failure);
  }
  // A refusal or a server failure answers an envelope (a 500's carries the reference the user reads out).
  const envelope = await envelopeFromBlob(blob);
  if (envelope && envelope.code !== Code.OK) throw new Error(envelope.msg ? displayMessage(envelope.msg) : failure);
  if (!ok) throw new Error(failure);
  return blob;
}

/** Downloads one file under its name: from the device when it is still there, else through a short-lived signed link. */
export async function downloadFile(file: FileListItem): Promise<boolean> {
  if (file.blob) {
    saveBlob(file.blob, file.name);
    return true;
  }
  try {
    const { url } = await http.get<SignedUrl>(FileApi.download(file.kind ?? 'annex', file.fileId));
    if (!url) throw new Error(uploadT('download.failed'));
    if (file.fileSize > DOWNLOAD_AS_BLOB_MAX) openLink(url, file.name);
    else saveBlob(await fetchSigned(url, uploadT('download.failed')), file.name);
    return true;
  } catch (error) {
    // The http client already showed an envelope's own text.
    if (!(error instanceof EnvelopeError)) notify('error', error instanceof Error && error.message ? error.message : uploadT('download.failed'));
    return false;
  }
}

/** Several files as one zip (streamed by the server), saved as `{name}.zip`; `totalSize` of the files decides blob or link. */
export async function downloadZip(fileIds: string[], name: string, totalSize = 0): Promise<boolean> {
  try {
    const { url } = await http.post<SignedUrl>(FileApi.zip, { fileIds, name });
    if (!url) throw new Error(uploadT('download.zipFailed'));
    if (totalSize > DOWNLOAD_AS_BLOB_MAX) openLink(url, `${name}.zip`);
    else saveBlob(await fetchSigned(url, uploadT('download.bulkFailed')), `${name}.zip`);
    return true;
  } catch (error) {
    if (!(error instanceof EnvelopeError)) notify('error', error instanceof Error && error.message ? error.message : uploadT('download.bulkFailed'));
    return false;
  }
}

/** The uploader removes their record (the http client shows a refusal). */
export async function removeFile(fileId: string): Promise<boolean> {
  try {
    await http.delete(FileApi.remove(fileId));
    return true;
  } catch {
    return false;
  }
}
