import type http from 'node:http';
import { pipeline, Transform, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { Hasher, RunningHash } from './hash-worker';

/**
 * @tus/file-store, hashing each upload's bytes as they are written, so a finished upload's MD5 is
 * known without reading it again (a 1 GB upload saves a second of disk reads at the end). The hash
 * continues only while writes arrive in order from where it stands; anything else — a restart,
 * another process, a write that failed half-way — drops it, and the finish reads the file instead.
 */
export class HashingFileStore extends FileStore {
  private readonly hashes = new Map<string, { hash: RunningHash; offset: number }>();

  constructor(options: { directory: string }, private readonly hasher: Hasher) {
    super(options);
  }

  private drop(id: string) {
    this.hashes.get(id)?.hash.abandon();
    this.hashes.delete(id);
  }

  override async write(readable: http.IncomingMessage | Readable, id: string, offset: number): Promise<number> {
    if (offset === 0) {
      this.drop(id);
      this.hashes.set(id, { hash: this.hasher.running(), offset: 0 });
    }
    const state = this.hashes.get(id);
    if (!state || state.offset !== offset) {
      this.drop(id);
      return super.write(readable, id, offset);
    }
    let seen = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        state.hash.update(chunk);
        seen += chunk.length;
        done(null, chunk);
      },
    });
    // The source's failure reaches the store's own pipeline through the tap.
    pipeline(readable, tap, () => undefined);
    try {
      const next = await super.write(tap, id, offset);
      if (seen === next - offset) state.offset = next;
      else this.drop(id);
      return next;
    } catch (error) {
      this.drop(id);
      throw error;
    }
  }

  /** The MD5 of a complete upload of `size` bytes when every byte went through this process in order; null otherwise. */
  async takeDigest(id: string, size: number): Promise<string | null> {
    const state = this.hashes.get(id);
    this.hashes.delete(id);
    if (!state) return null;
    if (state.offset === size) return state.hash.digest();
    state.hash.abandon();
    return null;
  }

  override async remove(id: string): Promise<void> {
    this.drop(id);
    return super.remove(id);
  }

  /** Forgets uploads whose files are gone (removed by the clean-up). */
  forget(exists: (id: string) => boolean) {
    for (const id of [...this.hashes.keys()]) if (!exists(id)) this.drop(id);
  }
}
