import type { ChunkAnswer, ChunkQuery, FileKind, MergeBody, UploadedFile, UploadedImage } from '@/features/files/contract';

/** SPEC §4 item states: file-checking while the identifier is hashed. */
export const UPLOAD_STATES = ['waiting', 'file-checking', 'uploading', 'paused', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Why an upload stopped, which decides what happens next. */
export type UploadFailure =
  /** The server will never take these bytes (type, size, access): shown, waits for the user. */
  | 'refused'
  /** No network, or the transfer gave up after its retries: tried again when the network returns. */
  | 'network'
  /** The sign-in ended (600/601/602): tried again after a new sign-in. */
  | 'session'
  /** The server answered, but not what §4 requires (上传失败 / 上传失败!). */
  | 'failed';

export class UploadError extends Error {
  constructor(
    readonly failure: UploadFailure,
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface TusSendOptions {
  fileId: string;
  identifier: string;
  name: string;
  mimeType: string;
  kind: FileKind;
  onProgress(loaded: number, total: number): void;
  /** Abort with reason 'cancel' also drops what the server holds of the transfer. */
  signal: AbortSignal;
}

/** The network seam of the queue: the real one speaks HTTP and tus, the tests' a fake. */
export interface UploadTransport {
  /** §7 chunk test: `uploaded` when the server already holds the identifier (instant upload). */
  chunkTest(query: ChunkQuery, signal?: AbortSignal): Promise<ChunkAnswer>;
  /** Resumable transfer of the bytes; resolves with the tus upload id to register. */
  send(blob: Blob, opts: TusSendOptions): Promise<{ uploadId: string }>;
  /** Registers the file record (after a transfer, or straight away when instant). */
  merge(body: MergeBody, signal?: AbortSignal): Promise<UploadedFile>;
  /** One image to the public image route (`Uploader/annexpic`): an address anyone signed in can show, kept by the service worker. */
  uploadImage(blob: Blob, name: string, signal?: AbortSignal): Promise<UploadedImage>;
}

/**
 * How an upload travels: `transfer` (hash, instant upload or tus, merge: a file record) or `image`
 * (one request to the public image route, for photos whose address a record keeps and others show).
 */
export type UploadVia = 'transfer' | 'image';

/** One file in a queue, as controls and lists show it. */
export interface UploadItem {
  /** The file record's id, born here (UUIDv7): the owning record may refer to it before the upload. */
  id: string;
  name: string;
  size: number;
  mimeType: string;
  extension: string;
  kind: FileKind;
  via: UploadVia;
  state: UploadState;
  /** Bytes hashed (file-checking) or sent (uploading). */
  loaded: number;
  /** Bytes per second over the last seconds, while uploading. */
  speed: number | null;
  /** Seconds left at that speed. */
  timeLeft: number | null;
  identifier: string | null;
  error: string | null;
  failure: UploadFailure | null;
  attempts: number;
  result: UploadedFile | null;
  /** The owning record (a stocktake scan, a message…), kept with durable items. */
  ownerType: string | null;
  ownerId: string | null;
  createdAt: number;
}
