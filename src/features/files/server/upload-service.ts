import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../contract/ids';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { z } from 'zod';
import { FileText, chunkQuery, fileOwner, type ChunkAnswer, type ChunkQuery, type FileKind, type MergeBody, type UploadedFile } from '../contract';
import { chunkLength, checkPlan, type ChunkPlan } from './chunks';
import { imageByBytes, mimeTypeOf } from './kinds';
import { cleanName } from '../../../server/files/names';
import { toUploaded, type FilesParts } from './parts';
import { receiveToDisk } from './receive';
import type { FileTable } from './tables';

interface NewRecord {
  identifier: string;
  name: string;
  kind: FileKind;
  ext: string;
  /** The size the client announced; the stored content must have it. */
  size: number;
  fileId?: string;
  ownerType?: string;
  ownerId?: string;
}

/** A multipart body is a little larger than its file: boundaries, part headers, a few fields. */
const MULTIPART_SLACK = 64 * 1024;
const ownerFields = z.object(fileOwner);
const planOf = (q: ChunkQuery): ChunkPlan => ({ totalChunks: q.totalChunks, chunkSize: q.chunkSize, totalSize: q.totalSize });

/** Bytes in (the §7 chunks, tus, a single multipart upload) and the file record made of them. */
export function uploadService(p: FilesParts) {
  const { storage, rules, chunks, tus, repo } = p;

  const mayInstant = async (auth: AuthContext, identifier: string) =>
    (await storage.has(identifier)) && (p.options.instant === 'all' || (await repo.ownsContent(auth.userId, identifier)));

  /** The record of content the store holds (checked against what was announced and the kind's rules). */
  async function record(auth: AuthContext, input: NewRecord, instant?: boolean): Promise<UploadedFile> {
    const size = await storage.size(input.identifier);
    if (size === null) throw fail.badRequest(FileText.chunksMissing);
    if (size !== input.size) throw fail.badRequest(FileText.identifierMismatch);
    rules.checkSize(input.kind, size);
    const head = await storage.head(input.identifier, 64);
    if (rules.rule(input.kind).images) imageByBytes(head);
    const owned = input.ownerType && input.ownerId;
    const row: FileTable = {
      id: input.fileId ?? newId(), fullName: cleanName(input.name), fileSize: size, fileExtension: input.ext, fileKind: input.kind,
      mimeType: mimeTypeOf(input.ext, head), identifier: input.identifier, ownerType: owned ? input.ownerType! : null, ownerId: owned ? input.ownerId! : null,
      creatorUserId: auth.userId, creatorTime: Date.now(),
    };
    await repo.insert(row);
    return toUploaded(row, instant);
  }

  return {
    /** §7 chunk test: 秒传 when the store holds the content, else the chunks this user already sent. */
    async test(auth: AuthContext, q: ChunkQuery): Promise<ChunkAnswer> {
      rules.checkSize(q.fileType, q.totalSize);
      rules.checkName(q.fileType, q.filename, q.extension);
      if (await mayInstant(auth, q.identifier)) return { uploaded: true, merge: false, chunkNumbers: [] };
      checkPlan(planOf(q), q.chunkNumber);
      const held = await chunks.status(auth.userId, q.identifier, planOf(q));
      return { uploaded: false, merge: held.complete, chunkNumbers: held.chunkNumbers };
    },

    /** §7 one chunk (multipart: the chunk fields, then `file`); checked before its bytes are read, idempotent. */
    async chunk(auth: AuthContext, req: FastifyRequest): Promise<ChunkAnswer> {
      let q: ChunkQuery | undefined;
      let marker = '';
      const part = await receiveToDisk(req, FileText.chunkFailed, async (fields) => {
        const parsed = chunkQuery.safeParse(fields);
        if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message ?? FileText.chunkFailed);
        q = parsed.data;
        rules.checkSize(q.fileType, q.totalSize);
        rules.checkName(q.fileType, q.filename, q.extension);
        checkPlan(planOf(q), q.chunkNumber);
        const where = await chunks.prepare(auth.userId, q.identifier, planOf(q), q.chunkNumber);
        marker = where.marker;
        return { maxBytes: chunkLength(planOf(q), q.chunkNumber), tooLarge: FileText.chunkFailed, target: where.data, start: where.start };
      });
      if (part.bytes !== chunkLength(planOf(q!), q!.chunkNumber)) throw fail.badRequest(FileText.chunkFailed);
      if (q!.chunkNumber === 1 && rules.rule(q!.fileType).images && q!.totalSize > 0) imageByBytes(part.head);
      await chunks.commit(marker);
      const held = await chunks.status(auth.userId, q!.identifier, planOf(q!));
      return { uploaded: false, merge: held.complete, chunkNumbers: held.chunkNumbers };
    },

    /**
     * §7 merge: registers the content as a file record — from this user's finished tus upload
     * (uploadId), instantly when the store holds it (秒传, no bytes), else from this user's chunks,
     * concatenated while hashed. The same fileId again answers the same record.
     */
    async merge(auth: AuthContext, body: MergeBody): Promise<UploadedFile> {
      rules.checkSize(body.type, body.fileSize);
      const ext = rules.checkName(body.type, body.fileName, body.extension);
      const input: NewRecord = { identifier: body.identifier, name: body.fileName, kind: body.type, ext, size: body.fileSize, fileId: body.fileId, ownerType: body.ownerType, ownerId: body.ownerId };
      return p.lock(body.identifier, async () => {
        if (body.fileId) {
          const found = await repo.byId(body.fileId);
          if (found && (found.creatorUserId !== auth.userId || found.identifier !== body.identifier)) throw fail.badRequest(FileText.fileIdTaken);
          if (found) return toUploaded(found, false);
        }
        if (body.uploadId) {
          await tus.claim(auth, body.uploadId, body.identifier);
          const made = await record(auth, input, false);
          await tus.remove(body.uploadId);
          return made;
        }
        if (await mayInstant(auth, body.identifier)) {
          const made = await record(auth, input, true);
          await chunks.drop(auth.userId, body.identifier);
          return made;
        }
        const assembled = await chunks.assemble(auth.userId, body.identifier, body.fileSize);
        await storage.putFile(body.identifier, assembled, 'move');
        const made = await record(auth, input, false);
        await chunks.drop(auth.userId, body.identifier);
        return made;
      });
    },

    /** `Uploader/{type}`: one multipart file (field `file`), streamed to disk while hashed, into the store. */
    async single(auth: AuthContext, kind: FileKind, req: FastifyRequest): Promise<UploadedFile> {
      const rule = rules.rule(kind);
      const missing = rule.images ? FileText.imageOnly : FileText.fileRequired;
      if (Number(req.headers['content-length']) > rule.maxBytes + MULTIPART_SLACK) throw fail.badRequest(rules.tooLargeText(kind));
      const part = await receiveToDisk(req, missing, async (fields, filename) => {
        rules.checkName(kind, filename, fields.extension);
        return { maxBytes: rule.maxBytes, tooLarge: rules.tooLargeText(kind), target: await storage.tempFile() };
      });
      try {
        if (part.bytes === 0) throw fail.badRequest(missing);
        if (rule.images) imageByBytes(part.head);
        const ext = rules.checkName(kind, part.filename, part.fields.extension);
        return await p.lock(part.md5, async () => {
          await storage.putFile(part.md5, part.path, 'move');
          const owner = ownerFields.safeParse(part.fields).data ?? {};
          return record(auth, { identifier: part.md5, name: part.filename, kind, ext, size: part.bytes, ...owner }, false);
        });
      } finally {
        await fs.promises.rm(part.path, { force: true });
      }
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;
