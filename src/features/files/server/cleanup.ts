import fs from 'node:fs';
import path from 'node:path';
import type { FilesParts } from './parts';
import type { FileRepository } from './repository';

export interface CleanupResult {
  tusUploads: number;
  chunkDirs: number;
  tempFiles: number;
  /** Contents in the store no record uses (an upload finished but never registered). */
  orphans: number;
  zipLinks: number;
}

const mtime = async (file: string) => (await fs.promises.stat(file).catch(() => null))?.mtimeMs ?? 0;
const list = async (dir: string) => fs.promises.readdir(dir).catch(() => [] as string[]);

/** The newest change under a chunk directory (a chunk written, the plan): how long it has been abandoned. */
async function newest(dir: string): Promise<number> {
  let latest = await mtime(dir);
  for (const name of await list(dir)) latest = Math.max(latest, await mtime(path.join(dir, name)));
  return latest;
}

/**
 * Removes partial uploads nobody touched for `maxAgeMs` (tus uploads, §7 chunk directories, temp
 * files of the store), store contents that old no record uses (through `dropOrphan`, which checks
 * again under the content's lock) and expired zip links. Age counts from the last byte written, so
 * a slow upload still going is never taken.
 */
export async function cleanupPartials(
  filesDir: string, repo: FileRepository, maxAgeMs: number, now = Date.now(),
  dropOrphan: (identifier: string) => Promise<boolean> = async () => false,
): Promise<CleanupResult> {
  const before = now - maxAgeMs;
  const result: CleanupResult = { tusUploads: 0, chunkDirs: 0, tempFiles: 0, orphans: 0, zipLinks: 0 };

  const tus = path.join(filesDir, 'tus');
  const tusNames = await list(tus);
  const ids = new Set(tusNames.map((n) => n.replace(/\.json$/, '')).filter((id) => /^[0-9a-f]{32}$/.test(id)));
  for (const id of ids) {
    const data = path.join(tus, id);
    if (Math.max(await mtime(data), await mtime(`${data}.json`)) >= before) continue;
    await fs.promises.rm(data, { force: true });
    await fs.promises.rm(`${data}.json`, { force: true });
    result.tusUploads++;
  }

  const chunks = path.join(filesDir, 'chunks');
  for (const user of await list(chunks)) {
    const userDir = path.join(chunks, user);
    for (const identifier of await list(userDir)) {
      const dir = path.join(userDir, identifier);
      if ((await newest(dir)) >= before) continue;
      await fs.promises.rm(dir, { recursive: true, force: true });
      result.chunkDirs++;
    }
    if ((await list(userDir)).length === 0) await fs.promises.rmdir(userDir).catch(() => undefined);
  }

  const temp = path.join(filesDir, 'tmp');
  for (const name of await list(temp)) {
    if ((await mtime(path.join(temp, name))) >= before) continue;
    await fs.promises.rm(path.join(temp, name), { force: true });
    result.tempFiles++;
  }

  const store = path.join(filesDir, 'store');
  for (const shard of await list(store)) {
    const old: string[] = [];
    for (const name of await list(path.join(store, shard))) {
      const file = path.join(store, shard, name);
      if ((await mtime(file)) >= before) continue;
      if (name.endsWith('.tmp')) {
        await fs.promises.rm(file, { force: true });
        result.tempFiles++;
      } else if (/^[0-9a-f]{32}$/.test(name)) old.push(name);
    }
    for (let i = 0; i < old.length; i += 500) {
      const used = await repo.usedOf(old.slice(i, i + 500));
      for (const identifier of old.slice(i, i + 500)) if (!used.has(identifier) && (await dropOrphan(identifier))) result.orphans++;
    }
  }

  result.zipLinks = Number((await repo.removeExpiredZips(now)).numDeletedRows);
  return result;
}

/** One sweep over the app's file area, removing a stored content only under its lock and only while no record uses it. */
export async function sweepAbandoned(parts: FilesParts, now = Date.now()): Promise<CleanupResult> {
  const dropOrphan = (identifier: string) => parts.lock(identifier, async () => {
    if (await parts.repo.used(identifier)) return false;
    await parts.storage.remove(identifier);
    return true;
  });
  const result = await cleanupPartials(parts.filesDir, parts.repo, parts.options.partialMaxAgeMs, now, dropOrphan);
  parts.tus.forgetRemoved();
  return result;
}
