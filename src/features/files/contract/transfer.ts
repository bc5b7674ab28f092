import { z } from 'zod';

/**
 * The file subsystem's API (issue 11; SPEC §3, §4, §5, §7, §8, §9), written once for both sides.
 *
 * Bytes live once per content (by MD5 identifier) in the store; every upload makes one file record
 * (id = fileId = fileVersionId) pointing at them. Three ways in, one store:
 * - tus (`FileApi.tus`) — what our client uses: resumable, one PATCH per 5,242,880-byte chunk,
 *   metadata {filename, filetype, type, identifier}; the finished upload is verified against its
 *   identifier and moved into the store; the client then registers it with `merge`.
 * - the §7 chunk protocol (`FileApi.chunk` GET test / POST chunk, then `merge`) for any client of the spec.
 * - `Uploader/{type}` single multipart upload (and `Uploader/IM` for chat images).
 * `merge` of an identifier the store already holds registers a record without any bytes (秒传).
 */
export const FileApi = {
  /** GET: chunk test (query chunkQuery) → chunkAnswer; POST multipart (chunk fields + `file`) → chunkAnswer. */
  chunk: '/api/file/chunk',
  /** POST form/json mergeBody → uploadedFile. Also registers a tus upload or a known identifier (instant). */
  merge: '/api/file/merge',
  /**
   * tus 1.0.0 endpoint (creation, termination); every request carries the Authorization header.
   * Upload-Length is required (no deferred length). Refusals speak HTTP, as tus clients expect, with
   * the envelope as body: 401 not signed in (code 600/601/602), 404 an upload of someone else or
   * none, 413 over the kind's limit (the §5 text), 400 bad metadata or a refused extension, 460 on
   * the last PATCH when the bytes do not hash to the identifier (文件校验失败).
   */
  tus: '/api/file/tus',
  /** POST multipart `file` → uploadedFile; `{type}` one of FILE_KINDS. */
  uploader: (type: string) => `/api/file/Uploader/${type}`,
  /** GET query previewQuery → previewAnswer. */
  preview: '/api/file/Uploader/Preview',
  /** GET → {url}: a short-lived signed link to the bytes (attachment). */
  download: (type: string, id: string) => `/api/file/Download/${type}/${encodeURIComponent(id)}`,
  /** POST zipBody → {url}: a short-lived signed link to a zip of the files. */
  zip: '/api/file/Download/Zip',
  /**
   * GET the signed bytes (public route; the signature is the permission). Range supported (206;
   * 416 for a bad range). A forged or expired link answers HTTP 403, a missing file 404 (envelope body).
   */
  blob: '/api/file/Blob/',
  /** GET the signed zip stream. */
  zipBlob: '/api/file/ZipBlob/',
  /** GET fileId → fileInfo (the record, for lists that hold only ids). POST {ids} → fileInfo[]. */
  info: (id: string) => `/api/file/Info/${encodeURIComponent(id)}`,
  infoByIds: '/api/file/Info/Actions/ByIds',
  /** DELETE: the uploader removes their record (bytes stay while another record uses them). */
  remove: (id: string) => `/api/file/${encodeURIComponent(id)}`,
} as const;

/** An MD5 identifier as SPARK/hash-wasm print it: 32 lowercase hex digits. */
export const IDENTIFIER_RE = /^[0-9a-f]{32}$/;
export const identifier = z.string().regex(IDENTIFIER_RE, '文件标识无效');

/** The kinds a file is uploaded as (§9 "Upload default types annex and annexpic"; IM for chat images). */
export const FILE_KINDS = ['annex', 'annexpic', 'IM'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const fileKind = z.enum(FILE_KINDS, { message: '文件类型无效' });

/** The §3 uploaded-file answer, plus the record fields a list shows. */
export const uploadedFile = z.object({
  name: z.string(),
  fileId: z.string(),
  fileSize: z.number(),
  fileExtension: z.string(),
  fileVersionId: z.string(),
  url: z.string(),
  /** Whether the bytes were already on the server (秒传): nothing was sent. */
  instant: z.boolean().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** A file record as lists and pickers read it. */
export const fileInfo = z.object({
  fileId: z.string(),
  name: z.string(),
  fileSize: z.number(),
  fileExtension: z.string(),
  fileType: z.string(),
  identifier: z.string(),
  mimeType: z.string(),
  creatorUserId: z.string(),
  creatorTime: z.number(),
  url: z.string(),
  /** The record it belongs to (e.g. fixedAsset + item id), when any. */
  ownerType: z.string().nullable().optional(),
  ownerId: z.string().nullable().optional(),
});
export type FileInfo = z.infer<typeof fileInfo>;

/** The record a file belongs to (an asset, a message, a document…), named by its feature's owner type. */
export const fileOwner = {
  ownerType: z.string().max(50).optional(),
  ownerId: z.string().max(64).optional(),
};

/** §7 chunk test / chunk fields (simple-uploader names). Numbers arrive as strings in queries and forms. */
export const chunkQuery = z.object({
  identifier,
  chunkNumber: z.coerce.number().int().min(1),
  totalChunks: z.coerce.number().int().min(1).max(100_000),
  chunkSize: z.coerce.number().int().min(1),
  currentChunkSize: z.coerce.number().int().min(0).optional(),
  totalSize: z.coerce.number().int().min(0),
  /** Any length a file system allows; the server keeps at most 255 characters (extension kept). */
  filename: z.string().min(1).max(1024),
  fileType: fileKind.default('annex'),
  extension: z.string().max(20).optional(),
});
export type ChunkQuery = z.infer<typeof chunkQuery>;

/** §3 "Chunk response: code, msg, data (uploaded, merge, chunkNumbers)". */
export const chunkAnswer = z.object({
  /** The whole content is already on the server: skip every chunk, go straight to merge (秒传). */
  uploaded: z.boolean(),
  /** Every chunk has arrived: merge now. */
  merge: z.boolean(),
  /** Chunk numbers (1-based) the server holds for this identifier from this user. */
  chunkNumbers: z.array(z.number()),
});
export type ChunkAnswer = z.infer<typeof chunkAnswer>;

/** §3 "Chunk completion payload: identifier, fileName, fileSize, fileType, extension, type". */
export const mergeBody = z.object({
  identifier,
  /** Any length a file system allows; the server keeps at most 255 characters (extension kept). */
  fileName: z.string().min(1).max(1024),
  fileSize: z.coerce.number().int().min(0),
  /** The MIME type the browser gave (informative; never trusted for the kind). */
  fileType: z.string().max(255).optional(),
  extension: z.string().max(20).optional(),
  /** The upload kind (FILE_KINDS). */
  type: fileKind.default('annex'),
  /**
   * The record's id when the client made it (a file chosen offline is referred to before it is
   * uploaded); merging the same fileId again by the same user answers the same record (idempotent).
   */
  fileId: z.string().regex(/^[0-9a-zA-Z-]{8,64}$/, '文件编号无效').optional(),
  /** The tus upload id whose bytes to register, when the transfer went through tus. */
  uploadId: z.string().max(128).optional(),
  ...fileOwner,
});
export type MergeBody = z.infer<typeof mergeBody>;

/** §7 preview: fileName, fileVersionId, fileDownloadUrl → the address to show (inline). */
export const previewQuery = z.object({
  fileName: z.string().max(1024).optional(),
  fileVersionId: z.string().max(64),
  fileDownloadUrl: z.string().max(2048).optional(),
});
export const previewAnswer = z.object({ url: z.string(), name: z.string(), mimeType: z.string(), previewKind: z.enum(['image', 'pdf', 'video', 'audio', 'text', 'markdown', 'office', 'none']) });
export type PreviewAnswer = z.infer<typeof previewAnswer>;

export const signedUrl = z.object({ url: z.string(), name: z.string().optional() });
export type SignedUrl = z.infer<typeof signedUrl>;

export const zipBody = z.object({
  fileIds: z.array(z.string().max(64)).min(1, '请选择要下载的文件').max(500),
  /** The zip's name without .zip (default 文件 + date). */
  name: z.string().max(100).optional(),
});
export const idsBody = z.object({ ids: z.array(z.string().max(64)).max(500) });
