import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../../../server/http/api-error';
import { FileText, IDENTIFIER_RE, MB } from '../contract';
import type { Hasher } from './hash-worker';

/** The largest chunk the §7 protocol takes (the client sends 5,242,880 bytes; the last may be up to twice that). */
export const MAX_CHUNK_BYTES = 32 * MB;

export interface ChunkPlan {
  totalChunks: number;
  chunkSize: number;
  totalSize: number;
}

/** How many bytes chunk `n` (1-based) must hold: all `chunkSize` but the last, which takes the rest. */
export function chunkLength(plan: ChunkPlan, n: number): number {
  return n < plan.totalChunks ? plan.chunkSize : plan.totalSize - (plan.totalChunks - 1) * plan.chunkSize;
}

/** A plan a client of simple-uploader could send: chunks of `chunkSize`, the last between 1 and 2×chunkSize−1 bytes (0 for an empty file). */
export function checkPlan(plan: ChunkPlan, n: number) {
  const last = chunkLength(plan, plan.totalChunks);
  const sane = plan.chunkSize <= MAX_CHUNK_BYTES && n <= plan.totalChunks && last >= (plan.totalSize === 0 ? 0 : 1) && last < 2 * plan.chunkSize;
  if (!sane) throw fail.badRequest(FileText.chunkFailed);
}

const USER_RE = /^[0-9a-zA-Z-]{1,64}$/;

/**
 * Partial §7 uploads: `DATA_DIR/files/chunks/<userId>/<identifier>/` holds `data` (each chunk
 * written at its own offset, so merging is hashing one file and renaming it into the store, never
 * a copy), a marker file per chunk fully written (`<n>`) and the plan they belong to. A chunk sent
 * twice writes the same bytes at the same place again.
 */
export function chunkArea(filesDir: string, hasher: Hasher) {
  const root = path.join(filesDir, 'chunks');
  const dirOf = (userId: string, identifier: string) => {
    if (!USER_RE.test(userId) || !IDENTIFIER_RE.test(identifier)) throw fail.badRequest(FileText.chunkFailed);
    return path.join(root, userId, identifier);
  };
  const readPlan = async (dir: string): Promise<ChunkPlan | null> => {
    try {
      return JSON.parse(await fs.promises.readFile(path.join(dir, 'plan.json'), 'utf8')) as ChunkPlan;
    } catch {
      return null;
    }
  };
  const same = (a: ChunkPlan, b: ChunkPlan) => a.totalChunks === b.totalChunks && a.chunkSize === b.chunkSize && a.totalSize === b.totalSize;

  async function held(dir: string, plan: ChunkPlan): Promise<number[]> {
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    return names.filter((name) => /^\d{1,6}$/.test(name)).map(Number).filter((n) => n >= 1 && n <= plan.totalChunks).sort((a, b) => a - b);
  }

  return {
    root,
    /** The chunks this user holds of this content under this plan (none when the plan changed). */
    async status(userId: string, identifier: string, plan: ChunkPlan) {
      const dir = dirOf(userId, identifier);
      const stored = await readPlan(dir);
      const numbers = stored && same(stored, plan) ? await held(dir, plan) : [];
      return { chunkNumbers: numbers, complete: numbers.length === plan.totalChunks };
    },
    /** Where chunk `n` goes (a file and an offset); starts afresh when the plan differs from the one the chunks were sent under. */
    async prepare(userId: string, identifier: string, plan: ChunkPlan, n: number) {
      const dir = dirOf(userId, identifier);
      const stored = await readPlan(dir);
      if (stored && !same(stored, plan)) await fs.promises.rm(dir, { recursive: true, force: true });
      await fs.promises.mkdir(dir, { recursive: true });
      if (!stored || !same(stored, plan)) await fs.promises.writeFile(path.join(dir, 'plan.json'), JSON.stringify(plan));
      const data = path.join(dir, 'data');
      await (await fs.promises.open(data, 'a')).close();
      return { data, start: (n - 1) * plan.chunkSize, marker: path.join(dir, String(n)) };
    },
    /** Chunk written whole: marked as held. */
    async commit(marker: string) {
      await fs.promises.writeFile(marker, '');
      await fs.promises.utimes(path.dirname(marker), new Date(), new Date());
    },
    /**
     * The assembled file, hashed: refuses when a chunk is missing (文件分片不完整) or the whole does
     * not hash to the identifier (文件校验失败 — the chunks are dropped). The caller moves it into the store.
     */
    async assemble(userId: string, identifier: string, fileSize: number): Promise<string> {
      const dir = dirOf(userId, identifier);
      const plan = await readPlan(dir);
      const data = path.join(dir, 'data');
      const size = (await fs.promises.stat(data).catch(() => null))?.size;
      if (!plan || plan.totalSize !== fileSize || size !== fileSize || (await held(dir, plan)).length !== plan.totalChunks) throw fail.badRequest(FileText.chunksMissing);
      if ((await hasher.file(data)) !== identifier) {
        await fs.promises.rm(dir, { recursive: true, force: true });
        throw fail.badRequest(FileText.identifierMismatch);
      }
      return data;
    },
    drop: async (userId: string, identifier: string) => fs.promises.rm(dirOf(userId, identifier), { recursive: true, force: true }),
  };
}
export type ChunkArea = ReturnType<typeof chunkArea>;
