import { HASH_BLOCK } from '@/contract/limits';

/** The hash was stopped (the upload was paused or cancelled while its file was being checked). */
export class HashCancelled extends Error {
  constructor() {
    super('hash cancelled');
    this.name = 'HashCancelled';
  }
}

/** A Blob's bytes as consecutive slices of `block` bytes (the last one shorter). */
export type SliceReader = (blob: Blob, block: number) => AsyncIterable<Uint8Array>;

/** Reads on this thread, the next slice requested while this one is hashed. */
export async function* readHere(blob: Blob, block: number): AsyncGenerator<Uint8Array> {
  const read = (start: number) => blob.slice(start, Math.min(start + block, blob.size)).arrayBuffer();
  let next = blob.size > 0 ? read(0) : null;
  for (let offset = 0; next; ) {
    const current = next;
    offset += block;
    next = offset < blob.size ? read(offset) : null;
    yield new Uint8Array(await current);
  }
}

export interface HashOptions {
  /** Bytes hashed so far and the file's size, after every slice. */
  onProgress?: (loaded: number, total: number) => void;
  /** Asked between slices; true stops with HashCancelled. */
  isCancelled?: () => boolean;
  /** Slice size (SPEC §9: 10,240,000 bytes). */
  block?: number;
  /** Where the slices come from (the hashing worker reads on a second thread). */
  slices?: SliceReader;
}

/** MD5 of a Blob as 32 lowercase hex digits (the upload identifier of SPEC §4), in slices of 10,240,000 bytes. */
export async function md5OfBlob(blob: Blob, opts: HashOptions = {}): Promise<string> {
  const { createMD5 } = await import('hash-wasm');
  const hasher = await createMD5();
  hasher.init();
  const total = blob.size;
  let loaded = 0;
  for await (const slice of (opts.slices ?? readHere)(blob, opts.block ?? HASH_BLOCK)) {
    hasher.update(slice);
    loaded += slice.byteLength;
    if (opts.isCancelled?.()) throw new HashCancelled();
    opts.onProgress?.(loaded, total);
  }
  return hasher.digest('hex');
}
