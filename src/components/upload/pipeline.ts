import { CHUNK_SIZE } from '@/contract/limits';
import { chunkAnswer, FileText, uploadedFile, type FileKind, type UploadedFile } from '@/features/files/contract';
import type { HashFn } from '@/workers/file-hash-client';
import { UploadError, type UploadTransport, type UploadVia } from './types';

export interface UploadJob {
  blob: Blob;
  /** The record's id, born on the client: merging it again answers the same record. */
  fileId: string;
  name: string;
  mimeType: string;
  extension: string;
  kind: FileKind;
  via?: UploadVia;
  /** Known from an earlier attempt: the file is not hashed again. */
  identifier: string | null;
  ownerType: string | null;
  ownerId: string | null;
}

export interface JobHooks {
  onPhase(phase: 'file-checking' | 'uploading'): void;
  onProgress(loaded: number, total: number): void;
  onIdentifier(identifier: string): void;
}

/** The §4 check of a merge answer: a record with its id and address, else 上传失败!. */
function registered(answer: unknown): UploadedFile {
  const parsed = uploadedFile.safeParse(answer);
  if (!parsed.success || !parsed.data.fileId || !parsed.data.url) throw new UploadError('failed', FileText.registerFailed);
  return parsed.data;
}

/**
 * One upload from start to record (SPEC §4): hash in the worker (file-checking), ask the server
 * whether it holds the identifier — then register without sending a byte (instant upload) — else
 * send the bytes resumably (uploading) and register the transfer. A chunk answer without its
 * `uploaded`/`merge` flags is 上传失败.
 */
export async function runUpload(deps: { transport: UploadTransport; hash: HashFn }, job: UploadJob, hooks: JobHooks, signal: AbortSignal): Promise<UploadedFile> {
  const size = job.blob.size;
  if (job.via === 'image') {
    hooks.onPhase('uploading');
    const image = await deps.transport.uploadImage(job.blob, job.name, signal);
    hooks.onProgress(size, size);
    return { ...registered({ ...image, name: job.name, fileSize: size, fileExtension: job.extension, fileVersionId: image?.fileId }), instant: false };
  }
  let identifier = job.identifier;
  if (!identifier) {
    hooks.onPhase('file-checking');
    identifier = await deps.hash(job.blob, { signal, onProgress: hooks.onProgress });
    hooks.onIdentifier(identifier);
  }
  signal.throwIfAborted();
  const test = chunkAnswer.safeParse(
    await deps.transport.chunkTest(
      {
        identifier, chunkNumber: 1, totalChunks: Math.max(1, Math.ceil(size / CHUNK_SIZE)), chunkSize: CHUNK_SIZE,
        currentChunkSize: Math.min(size, CHUNK_SIZE), totalSize: size, filename: job.name, fileType: job.kind, extension: job.extension,
      },
      signal,
    ),
  );
  if (!test.success) throw new UploadError('failed', FileText.chunkFailed);
  signal.throwIfAborted();
  const body = {
    identifier, fileName: job.name, fileSize: size, fileType: job.mimeType, extension: job.extension, type: job.kind, fileId: job.fileId,
    ...(job.ownerType ? { ownerType: job.ownerType } : {}), ...(job.ownerId ? { ownerId: job.ownerId } : {}),
  };
  if (test.data.uploaded) return { ...registered(await deps.transport.merge(body, signal)), instant: true };
  hooks.onPhase('uploading');
  const { uploadId } = await deps.transport.send(job.blob, {
    fileId: job.fileId, identifier, name: job.name, mimeType: job.mimeType, kind: job.kind, onProgress: hooks.onProgress, signal,
  });
  signal.throwIfAborted();
  return { ...registered(await deps.transport.merge({ ...body, uploadId }, signal)), instant: false };
}
