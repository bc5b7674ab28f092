import type { ServerContext } from '../../../server/context';
import { FileApi, type FileInfo, type UploadedFile } from '../contract';
import { fileAccess } from './access';
import { chunkArea } from './chunks';
import { lazyHasher } from './hash-worker';
import { keyedLock } from './hashing';
import { fileRules } from './kinds';
import { fileRepository } from './repository';
import { linkSigner, signingKey } from './signing';
import { diskStorage, filesDirOf, type FileStorage } from '../../../server/files/storage';
import type { FileTable } from './tables';
import { tusUploads } from './tus';

/** What the files feature reads from the environment (README "Environment"). */
export function filesOptions(env: NodeJS.ProcessEnv = process.env) {
  const hours = Number(env.FILE_PARTIAL_MAX_AGE_HOURS);
  return {
    /** Partial uploads (tus, chunks) untouched this long are abandoned and removed (by the files.cleanupUploads task). */
    partialMaxAgeMs: (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000,
    /** 'all': an identifier the store holds completes instantly for anyone (秒传); 'own': only for who already has a record of it. */
    instant: env.FILE_INSTANT_UPLOAD === 'own' ? ('own' as const) : ('all' as const),
  };
}

/** The feature's pieces, made once per app from the shell's context. */
export function filesParts(ctx: ServerContext, env: NodeJS.ProcessEnv = process.env, storage?: FileStorage) {
  const filesDir = filesDirOf(ctx.config);
  const store = storage ?? diskStorage(filesDir);
  const rules = fileRules(env);
  const hasher = lazyHasher();
  // Read now: the environment is the one the server started with.
  const sharedKey = env.FILE_SIGNING_KEY;
  if (sharedKey) signingKey(filesDir, sharedKey); // a key too short stops the start, not the first download
  return {
    ctx,
    filesDir,
    options: filesOptions(env),
    storage: store,
    rules,
    hasher,
    chunks: chunkArea(filesDir, hasher),
    tus: tusUploads(filesDir, store, rules, hasher),
    signer: linkSigner(() => signingKey(filesDir, sharedKey)),
    access: fileAccess(ctx),
    repo: fileRepository(ctx.database.db),
    /** One merge, upload or removal of a content at a time (a removal never takes bytes a new record just claimed). */
    lock: keyedLock(),
  };
}
export type FilesParts = ReturnType<typeof filesParts>;

const partsByContext = new WeakMap<ServerContext, FilesParts>();

/** The one set of parts of an app: the routes and the clean-up task share its locks and tus store. */
export function partsOf(ctx: ServerContext): FilesParts {
  let parts = partsByContext.get(ctx);
  if (!parts) partsByContext.set(ctx, (parts = filesParts(ctx)));
  return parts;
}

export const toUploaded = (r: FileTable, instant?: boolean): UploadedFile => ({
  name: r.fullName, fileId: r.id, fileSize: r.fileSize, fileExtension: r.fileExtension, fileVersionId: r.id, url: FileApi.download(r.fileKind, r.id),
  ...(instant === undefined ? {} : { instant }),
});

export const toInfo = (r: FileTable): FileInfo => ({
  fileId: r.id, name: r.fullName, fileSize: r.fileSize, fileExtension: r.fileExtension, fileType: r.fileKind, identifier: r.identifier, mimeType: r.mimeType,
  creatorUserId: r.creatorUserId, creatorTime: r.creatorTime, url: FileApi.download(r.fileKind, r.id), ownerType: r.ownerType, ownerId: r.ownerId,
});
