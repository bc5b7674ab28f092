import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UploadMsg } from '../../../contract/upload';
import { ApiError, fail } from '../../../server/http/api-error';
import { uploadFailure } from '../../../server/http/multipart';
import { meter } from './hashing';

export interface ReceivedPart {
  /** The plain fields sent before the file. */
  fields: Record<string, string>;
  filename: string;
  /** Where the bytes are now (the caller moves or removes it). */
  path: string;
  bytes: number;
  md5: string;
  head: Buffer;
}

export interface ReceivePlan {
  /** Refuses past this many bytes. */
  maxBytes: number;
  tooLarge: string;
  /** Where to write the bytes: a new file, or (with `start`) at that offset of an existing one. */
  target: string;
  start?: number;
}

/**
 * A multipart body's fields and its one file, streamed to disk while hashed (never held in memory).
 * `plan` sees the fields sent before the file and may refuse before a byte of it is read.
 */
export async function receiveToDisk(req: FastifyRequest, missing: string, plan: (fields: Record<string, string>, filename: string) => Promise<ReceivePlan>): Promise<ReceivedPart> {
  if (!req.isMultipart()) throw fail.badRequest(missing);
  const fields: Record<string, string> = {};
  let received: ReceivedPart | undefined;
  let target: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (received) throw fail.badRequest(UploadMsg.tooManyParts);
      const p = await plan({ ...fields }, part.filename);
      // A file of its own is removed when the upload fails; bytes written into a shared one are simply not marked.
      if (p.start === undefined) target = p.target;
      const m = meter(p.maxBytes, () => fail.badRequest(p.tooLarge));
      await pipeline(part.file, m.stream, fs.createWriteStream(p.target, p.start === undefined ? { flags: 'wx' } : { flags: 'r+', start: p.start }));
      if (part.file.truncated) throw fail.badRequest(p.tooLarge);
      received = { fields: { ...fields }, filename: part.filename, path: p.target, ...m.result() };
    }
  } catch (error) {
    if (target) await fs.promises.rm(target, { force: true });
    if (error instanceof ApiError) throw error;
    throw uploadFailure(error, { missing });
  }
  if (!received) throw fail.badRequest(missing);
  return received;
}
