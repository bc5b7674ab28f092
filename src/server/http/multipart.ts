import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UploadMsg } from '../../contract/upload';
import { ApiError, fail } from './api-error';

/** One file per request, at most `fileSize` bytes, a few plain fields beside it. */
export async function acceptUploads(scope: FastifyInstance, limits: { fileSize: number; fields?: number }) {
  const fields = limits.fields ?? 5;
  await scope.register(multipart, { limits: { files: 1, fileSize: limits.fileSize, fields, parts: fields + 1 } });
}

export interface ReceivedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ReceiveMessages {
  /** No file part, or not multipart/form-data at all. */
  missing: string;
  /** Over `fileSize`; without it the central handler answers HTTP 413 请求内容过大. */
  tooLarge?: string;
}

/**
 * The request's one file, read whole. Every way a multipart body can be broken — cut off before its
 * closing boundary, no boundary, a malformed part header — is the client's fault and becomes a 400
 * envelope here, for every route that takes an upload (busboy's own errors carry no status: 500).
 */
export async function receiveFile(req: FastifyRequest, messages: ReceiveMessages): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw fail.badRequest(messages.missing);
  try {
    const file = await req.file();
    if (!file) throw fail.badRequest(messages.missing);
    const data = await file.toBuffer();
    return { filename: file.filename, mimetype: file.mimetype, data };
  } catch (error) {
    throw uploadFailure(error, messages);
  }
}

/** The envelope error for a failed multipart read (streaming receivers map their errors here too). */
export function uploadFailure(error: unknown, messages: ReceiveMessages): unknown {
  if (error instanceof ApiError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return messages.tooLarge ? fail.badRequest(messages.tooLarge) : error;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return fail.badRequest(UploadMsg.tooManyParts);
  if (message === 'Multipart: Boundary not found') return fail.badRequest(UploadMsg.notMultipart);
  return fail.badRequest(UploadMsg.incomplete);
}
