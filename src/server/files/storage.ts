import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IDENTIFIER_RE } from '../../features/files/contract';
import type { ServerConfig } from '../config';

/** Where the bytes of one content live; what an object store would implement to replace the disk. */
export interface FileStorage {
  has(identifier: string): Promise<boolean>;
  /** Its size in bytes, or null when the store does not hold it. */
  size(identifier: string): Promise<number | null>;
  /**
   * Takes a finished file of this content into the store: `move` takes the file itself, `link`
   * leaves the source in place (a hard link on the same disk). Keeps what is there when the store
   * already holds the content, so two uploads of one content end the same.
   */
  putFile(identifier: string, source: string, mode: 'move' | 'link'): Promise<void>;
  putBuffer(identifier: string, data: Buffer): Promise<void>;
  /** The bytes, or the inclusive range start..end of them. */
  read(identifier: string, range?: { start: number; end: number }): Readable;
  /** The first `bytes` bytes (sniffing an image). */
  head(identifier: string, bytes: number): Promise<Buffer>;
  remove(identifier: string): Promise<void>;
  /** A fresh path for a temp file on the store's own disk (so `move` is a rename). */
  tempFile(): Promise<string>;
}

const checked = (identifier: string) => {
  // The one input that becomes part of a path: checked here as well as at every route.
  if (!IDENTIFIER_RE.test(identifier)) throw new Error('invalid identifier');
  return identifier;
};

/**
 * The disk store: `DATA_DIR/files/store/<first 2 hex>/<md5>`, content-addressed, each file written
 * whole under a temp name and renamed into place (a reader never sees half a file).
 */
export function diskStorage(filesDir: string): FileStorage {
  const root = path.join(filesDir, 'store');
  const temp = path.join(filesDir, 'tmp');
  const where = (identifier: string) => path.join(root, checked(identifier).slice(0, 2), identifier);
  const exists = async (file: string) => (await fs.promises.stat(file).catch(() => null))?.isFile() ?? false;

  async function place(identifier: string, write: (target: string) => Promise<void>) {
    const target = where(identifier);
    if (await exists(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await write(target);
  }

  return {
    has: async (identifier) => exists(where(identifier)),
    async size(identifier) {
      const stat = await fs.promises.stat(where(identifier)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async putFile(identifier, source, mode) {
      await place(identifier, async (target) => {
        if (mode === 'move') return fs.promises.rename(source, target);
        const staged = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        await fs.promises.link(source, staged).catch(() => fs.promises.copyFile(source, staged));
        await fs.promises.rename(staged, target);
      });
      if (mode === 'move') await fs.promises.rm(source, { force: true });
    },
    async putBuffer(identifier, data) {
      await place(identifier, async (target) => {
        const staged = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        await fs.promises.writeFile(staged, data, { flag: 'wx' });
        await fs.promises.rename(staged, target);
      });
    },
    read: (identifier, range) => fs.createReadStream(where(identifier), range ? { start: range.start, end: range.end } : undefined),
    async head(identifier, bytes) {
      const handle = await fs.promises.open(where(identifier), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    remove: async (identifier) => fs.promises.rm(where(identifier), { force: true }),
    async tempFile() {
      await fs.promises.mkdir(temp, { recursive: true });
      return path.join(temp, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    },
  };
}

/** Where uploaded files live: DATA_DIR/files (the store, temp files, the signing key). */
export const filesDirOf = (config: Pick<ServerConfig, 'dataDir'>) => path.join(config.dataDir, 'files');

/**
 * The store as the files feature opens it, for a feature that streams attachments of its own records
 * (公文's zip) after checking its own read rights.
 */
export const fileStorageOf = (config: Pick<ServerConfig, 'dataDir'>): FileStorage => diskStorage(filesDirOf(config));
