import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Server, type ServerOptions, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Msg } from '../../../contract/codes';
import { ApiError, fail } from '../../../server/http/api-error';
import { requireAuth, type AuthContext } from '../../../server/plugins/auth';
import { FileApi, FileText, IDENTIFIER_RE, fileKind, type FileKind } from '../contract';
import type { Hasher } from './hash-worker';
import { imageByBytes, type FileRules } from './kinds';
import type { FileStorage } from '../../../server/files/storage';
import { HashingFileStore } from './tus-store';

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];
/** Our metadata key holding who created an upload (whatever the client sent under it is replaced). */
const CREATOR = 'qingbanUser';
const UPLOAD_ID_RE = /^[0-9a-f]{32}$/;
const LENGTH_REQUIRED = '上传必须声明文件大小';

/** A tus refusal: the HTTP status tus clients act on, the envelope (with the §5/§8 text) as the body. */
const refusal = (status: number, code: number, msg: string) => ({ status_code: status, body: JSON.stringify({ code, msg, data: null }) });
const fromApiError = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
  return refusal(error.code === Code.FORBIDDEN ? 403 : error.code === Code.NOT_FOUND ? 404 : 400, error.code, error.msg);
};
/** HTTP status of an envelope code on the tus routes: sign-in failures are 401 there (a tus client reads the status). */
export function tusStatusOf(code: number): number {
  if (code === Code.TOKEN_INVALID || code === Code.TOKEN_REPLACED || code === Code.TOKEN_REVOKED) return 401;
  if (code === Code.FORBIDDEN || code === Code.NOT_FOUND || code === 413 || code === 429) return code;
  return code >= 500 ? 500 : 400;
}

/**
 * tus 1.0.0 at FileApi.tus (@tus/server + @tus/file-store) into DATA_DIR/files/tus: signed in on every
 * request, the size checked against the kind's limit when the upload is created (before a byte is
 * taken), only its creator may touch an upload, and a finished upload is verified against its MD5
 * identifier and linked into the store. Claimed (registered) by `merge` with its uploadId.
 */
export function tusUploads(filesDir: string, storage: FileStorage, rules: FileRules, hasher: Hasher) {
  const dir = path.join(filesDir, 'tus');
  // Made at the first tus request (FileStore creates its directory): a server nobody uploads to leaves DATA_DIR as it was.
  let made: { datastore: HashingFileStore; server: Server } | undefined;
  const tus = () => (made ??= create());
  const callers = new WeakMap<IncomingMessage, AuthContext>();
  const callerOf = (req: TusRequest): AuthContext => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const auth = node ? callers.get(node) : undefined;
    if (!auth) throw refusal(401, Code.TOKEN_INVALID, Msg.tokenInvalid);
    return auth;
  };
  const fileOf = (id: string) => path.join(dir, id);
  const infoOf = async (id: string) => (UPLOAD_ID_RE.test(id) ? tus().datastore.configstore.get(id) : undefined);

  /** Verifies a complete upload against its identifier (and the image rule) and links it into the store. */
  async function settle(upload: { id: string; size?: number; metadata?: Upload['metadata'] }) {
    const identifier = upload.metadata?.identifier ?? '';
    const kind = (upload.metadata?.type ?? 'annex') as FileKind;
    const digest = await tus().datastore.takeDigest(upload.id, upload.size ?? -1);
    if (await storage.has(identifier)) return;
    if ((digest ?? (await hasher.file(fileOf(upload.id)))) !== identifier) {
      await tus().datastore.remove(upload.id).catch(() => undefined);
      throw refusal(460, Code.BAD_REQUEST, FileText.identifierMismatch);
    }
    if (rules.rule(kind).images) {
      const head = Buffer.alloc(64);
      const handle = await fs.promises.open(fileOf(upload.id), 'r');
      await handle.read(head, 0, 64, 0).finally(() => handle.close());
      try {
        imageByBytes(head);
      } catch (error) {
        await tus().datastore.remove(upload.id).catch(() => undefined);
        throw fromApiError(error);
      }
    }
    await storage.putFile(identifier, fileOf(upload.id), 'link');
  }

  const create = () => {
    const datastore = new HashingFileStore({ directory: dir }, hasher);
    const server = new Server({
      path: FileApi.tus,
      datastore,
      relativeLocation: true,
      namingFunction: () => randomBytes(16).toString('hex'),
      // No server-wide maxSize: its refusal would come first and in English. The kind's limit is
      // checked here, before any byte; deferred lengths are refused, so a PATCH never passes Upload-Length.
      async onUploadCreate(req, upload) {
        const auth = callerOf(req);
        if (upload.sizeIsDeferred || upload.size === undefined) throw refusal(400, Code.BAD_REQUEST, LENGTH_REQUIRED);
        const meta = upload.metadata ?? {};
        const kind = fileKind.safeParse(meta.type ?? 'annex');
        if (!kind.success) throw refusal(400, Code.BAD_REQUEST, '文件类型无效');
        if (!IDENTIFIER_RE.test(meta.identifier ?? '')) throw refusal(400, Code.BAD_REQUEST, '文件标识无效');
        try {
          rules.checkName(kind.data, meta.filename ?? '', meta.extension ?? undefined);
          rules.checkSize(kind.data, upload.size);
        } catch (error) {
          const r = fromApiError(error);
          // Too large is what HTTP calls 413; the body says it as §5 does.
          throw (error as ApiError).msg === rules.tooLargeText(kind.data) ? { ...r, status_code: 413 } : r;
        }
        return { metadata: { ...meta, type: kind.data, [CREATOR]: auth.userId } };
      },
      async onIncomingRequest(req, id) {
        const auth = callerOf(req);
        if (req.method === 'POST') return;
        const info = await infoOf(id);
        if (!info || info.metadata?.[CREATOR] !== auth.userId) throw refusal(404, Code.NOT_FOUND, FileText.notFound);
      },
      async onUploadFinish(_req, upload) {
        await settle(upload);
        return {};
      },
    });
    return { datastore, server };
  };

  return {
    dir,
    /** tus under Fastify: its body type left unread, the raw request handed over (STACK.md). */
    async register(root: FastifyInstance) {
      await root.register(async (scope) => {
        scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
        scope.setErrorHandler((error: Error, _req, reply) => {
          const code = error instanceof ApiError ? error.code : Code.BAD_REQUEST;
          const msg = error instanceof ApiError ? error.msg : FileText.chunkFailed;
          return reply.status(tusStatusOf(code)).header('tus-resumable', '1.0.0').type('application/json; charset=utf-8').send({ code, msg, data: null });
        });
        const handle = async (req: FastifyRequest, reply: FastifyReply) => {
          callers.set(req.raw, requireAuth(req));
          reply.hijack();
          await tus().server.handle(req.raw, reply.raw);
        };
        const schema = { tags: ['文件 file'], summary: 'tus 1.0.0 断点续传（creation、termination；每个请求带 Authorization；元数据 filename、filetype、type、identifier）' };
        // Every 5 MB piece is a PATCH: an upload is not an operation per piece (ADR 0026).
        const config = { audit: false };
        scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url: '/file/tus', handler: handle, schema, config });
        scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/file/tus/:uploadId', handler: handle, schema, config });
      });
    },
    /**
     * `merge` with an uploadId: the finished upload of this user with this identifier, verified and in
     * the store. Refuses an unknown, foreign or unfinished upload (文件分片不完整).
     */
    async claim(auth: AuthContext, uploadId: string, identifier: string) {
      const info = await infoOf(uploadId);
      if (!info || info.metadata?.[CREATOR] !== auth.userId) throw fail.badRequest(FileText.chunksMissing);
      if (info.metadata?.identifier !== identifier) throw fail.badRequest(FileText.identifierMismatch);
      const stat = await fs.promises.stat(fileOf(uploadId)).catch(() => null);
      if (!stat || stat.size !== info.size) throw fail.badRequest(FileText.chunksMissing);
      try {
        await settle(info);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const body = (error as { body?: string }).body;
        if (body) throw fail.badRequest((JSON.parse(body) as { msg: string }).msg);
        throw error;
      }
    },
    /** After the clean-up removed files: forget their running hashes. */
    forgetRemoved: () => made?.datastore.forget((id) => fs.existsSync(fileOf(id))),
    /** Done with an upload (registered): its partial file and info go. */
    remove: async (uploadId: string) => {
      if (UPLOAD_ID_RE.test(uploadId) && fs.existsSync(path.join(dir, `${uploadId}.json`))) await tus().datastore.remove(uploadId).catch(() => undefined);
    },
  };
}
export type TusUploads = ReturnType<typeof tusUploads>;
