import fs from 'node:fs';
import path from 'node:path';
import { backupTimestamp } from '../../../../server/cli/backup';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import { BACKUP_FILE_PATTERN, BACKUP_MSG, type BackupRow } from '../../contract';
import { pgDump } from './pg-dump';

/** What the backups read from the environment (README "Environment"). */
export function backupOptions(env: NodeJS.ProcessEnv = process.env) {
  const keep = Number(env.BACKUP_KEEP);
  return {
    /** The pg_dump program (a path when it is not on PATH). */
    pgDump: env.PG_DUMP || 'pg_dump',
    /** Scheduled backups kept; older ones are removed after each scheduled backup. Manual ones stay. */
    keep: Number.isInteger(keep) && keep > 0 ? keep : 7,
  };
}

interface Meta {
  trigger: BackupRow['trigger'];
  creatorUserName: string | null;
  duration: number;
  createdAt: number;
}

const metaFile = (file: string) => `${file}.json`;

/**
 * 数据备份 files in DATA_DIR/backups (where `npm run admin -- backup` writes too), each with a small
 * `.json` beside it saying who made it and how. A backup is written under a hidden temporary name
 * and renamed when complete, so the list never shows half a file. One at a time per process.
 */
export function backupStore(ctx: ServerContext, options = backupOptions()) {
  const dir = path.join(ctx.config.dataDir, 'backups');
  let busy = false;

  async function readMeta(file: string): Promise<Meta | null> {
    try {
      return JSON.parse(await fs.promises.readFile(metaFile(file), 'utf8')) as Meta;
    } catch {
      return null;
    }
  }

  function resolve(id: string): string {
    if (!BACKUP_FILE_PATTERN.test(id)) throw fail.notFound(BACKUP_MSG.notFound);
    return path.join(dir, id);
  }

  async function list(): Promise<BackupRow[]> {
    const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_FILE_PATTERN.test(n));
    const rows: BackupRow[] = [];
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const meta = await readMeta(file);
      rows.push({
        id: name, fileSize: stat.size, dialect: name.endsWith('.dump') ? 'postgres' : 'sqlite', creatorTime: meta?.createdAt ?? Math.round(stat.mtimeMs),
        trigger: meta?.trigger ?? null, creatorUserName: meta?.creatorUserName ?? null, duration: meta?.duration ?? null,
      });
    }
    return rows.sort((a, b) => b.creatorTime - a.creatorTime || b.id.localeCompare(a.id));
  }

  async function write(file: string, signal?: AbortSignal) {
    const { database, config } = ctx;
    if (database.dialect === 'sqlite') {
      if (!database.sqlite) throw new Error('no SQLite handle');
      await database.sqlite.backup(file);
      return;
    }
    if (!config.databaseUrl) throw fail.badRequest(BACKUP_MSG.pgUrlMissing);
    await pgDump({ program: options.pgDump, databaseUrl: config.databaseUrl, schema: database.pgSchema, file, signal });
  }

  return {
    dir,
    list,

    async create(by: { trigger: 'manual' | 'schedule'; userName: string | null; signal?: AbortSignal }): Promise<BackupRow> {
      if (busy) throw fail.conflict(BACKUP_MSG.busy);
      busy = true;
      const start = Date.now();
      const name = `qingban-${backupTimestamp(new Date(start))}.${ctx.database.dialect === 'sqlite' ? 'sqlite' : 'dump'}`;
      const file = path.join(dir, name);
      const partial = path.join(dir, `.${name}.partial`);
      try {
        await fs.promises.mkdir(dir, { recursive: true });
        await write(partial, by.signal);
        await fs.promises.rename(partial, file);
        const meta: Meta = { trigger: by.trigger, creatorUserName: by.userName, duration: Date.now() - start, createdAt: start };
        await fs.promises.writeFile(metaFile(file), JSON.stringify(meta));
        const size = (await fs.promises.stat(file)).size;
        return { id: name, fileSize: size, dialect: ctx.database.dialect, creatorTime: start, trigger: by.trigger, creatorUserName: by.userName, duration: meta.duration };
      } finally {
        busy = false;
        await fs.promises.rm(partial, { force: true });
      }
    },

    /** The file to send, with its size; 备份文件不存在 otherwise. */
    async open(id: string): Promise<{ file: string; size: number }> {
      const file = resolve(id);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw fail.notFound(BACKUP_MSG.notFound);
      return { file, size: stat.size };
    },

    async remove(id: string) {
      const { file } = await this.open(id);
      await fs.promises.rm(file, { force: true });
      await fs.promises.rm(metaFile(file), { force: true });
    },

    /** Removes scheduled backups beyond the newest `keep`; answers how many went. */
    async prune(keep = options.keep): Promise<number> {
      const scheduled = (await list()).filter((r) => r.trigger === 'schedule');
      let removed = 0;
      for (const row of scheduled.slice(keep)) {
        await this.remove(row.id);
        removed++;
      }
      return removed;
    },
  };
}
export type BackupStore = ReturnType<typeof backupStore>;

const stores = new WeakMap<ServerContext, BackupStore>();

/** The app's one store: the routes and the nightly task share its one-at-a-time rule. */
export function backupStoreOf(ctx: ServerContext): BackupStore {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = backupStore(ctx)));
  return store;
}
