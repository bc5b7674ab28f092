import type { FastifyReply, FastifyRequest } from 'fastify';
import { previewKindOf } from '../contract';
import { contentDisposition } from '../../../server/files/names';
import { INLINE_KINDS } from './read-service';
import type { FileStorage } from '../../../server/files/storage';
import type { FileTable } from './tables';

/**
 * The policy of served bytes. A PDF gets only frame-ancestors: Chromium will not start its PDF viewer
 * in a sandboxed document, and a same-origin frame (the preview) must be able to hold it. Everything
 * else is sandboxed and loads nothing but itself.
 */
export const BLOB_CSP = {
  pdf: "frame-ancestors 'self'",
  other: "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
} as const;

/** A single `bytes=` range of a file of `size` bytes: null for none (the whole file), 'bad' for 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return header.includes(',') ? null : 'bad';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'bad';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/** The type bytes are sent as: text of any kind as plain UTF-8 text when shown in place (never rendered as markup). */
function typeFor(record: FileTable, inline: boolean): string {
  const kind = previewKindOf(record.fileExtension);
  if (inline && (kind === 'text' || kind === 'markdown')) return 'text/plain; charset=utf-8';
  return record.mimeType;
}

/** Streams a record's bytes: Range (206, 416), Content-Disposition in UTF-8, nosniff, in place only for the safe kinds. */
export async function sendBytes(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, record: FileTable, size: number, wantInline: boolean) {
  const inline = wantInline && INLINE_KINDS.has(previewKindOf(record.fileExtension));
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', typeFor(record, inline))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', record.fullName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inline && previewKindOf(record.fileExtension) === 'pdf' ? BLOB_CSP.pdf : BLOB_CSP.other)
    .header('cache-control', 'private, max-age=300');
  const range = parseRange(req.headers.range, size);
  if (range === 'bad') {
    return reply.status(416).header('content-range', `bytes */${size}`).header('content-length', 0).send('');
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(storage.read(record.identifier, range));
  }
  return reply.header('content-length', size).send(size === 0 ? '' : storage.read(record.identifier));
}
