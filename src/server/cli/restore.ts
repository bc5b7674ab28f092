import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { PgToolError, pgDumpArgs, runPgTool } from '../db/pg-tools';
import { backupTimestamp } from './backup';
import type { CliEnvironment } from './environment';
import { CliError, formatBytes, type Output } from './output';

export interface RestoreOptions {
  /** A path, or the name of a file in DATA_DIR/backups. */
  file: string;
  /** Restore although a server process was seen alive recently. */
  force: boolean;
  env?: NodeJS.ProcessEnv;
}

/** A server's scheduler beats every 10 s (base_server_instance, ADR 0021); one seen this recently is taken for running. */
const ALIVE_MS = 30_000;

function locate(file: string, dataDir: string): string {
  for (const candidate of [path.resolve(file), path.join(dataDir, 'backups', file)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new CliError(`备份文件不存在 (backup not found): ${file}`);
}

function kindOf(file: string): 'sqlite' | 'postgres' | null {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** Servers still beating; the table is missing on a database older than the scheduler (nothing to check then). */
async function liveServers(database: Database): Promise<{ host: string; pid: number; lastSeenAt: number }[]> {
  try {
    const { rows } = await sql<{ host: string; pid: number; lastSeenAt: number }>`select host, pid, last_seen_at as "lastSeenAt" from base_server_instance where last_seen_at >= ${Date.now() - ALIVE_MS}`.execute(database.db);
    return rows.map((r) => ({ ...r, lastSeenAt: Number(r.lastSeenAt) }));
  } catch {
    return [];
  }
}

/** Refuses an SQLite file that is damaged or is not a Qingban database. */
function checkSqliteBackup(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new CliError(`备份文件已损坏 (integrity check failed): ${String(check)}`);
    if (!db.prepare("select 1 from sqlite_master where type = 'table' and name = 'base_user'").get()) throw new CliError('这不是轻办的数据库备份 (not a Qingban database)');
  } finally {
    db.close();
  }
}

async function pgTool(program: string, args: string[], databaseUrl: string, what: string) {
  try {
    await runPgTool(program, args, databaseUrl);
  } catch (error) {
    if (!(error instanceof PgToolError)) throw error;
    if (error.reason === 'missing') throw new CliError(`找不到 ${program}，请安装与数据库版本一致的 PostgreSQL 客户端，或用 ${what === 'dump' ? 'PG_DUMP' : 'PG_RESTORE'} 指定路径 (${program} not found)`);
    throw new CliError(`${program} 失败 (failed): ${error.message}`);
  }
}

/**
 * `restore <file>` into a stopped server. SQLite: the live file is kept beside itself as
 * `.before-restore-<time>`, then replaced (write-ahead log and shared memory removed). PostgreSQL:
 * a pg_dump of the current data goes to DATA_DIR/backups first, then pg_restore --clean in one
 * transaction. The next start migrates an older backup to the current schema.
 */
export async function restoreCommand(environment: CliEnvironment, options: RestoreOptions, out: Output): Promise<number> {
  const { config } = environment;
  const env = options.env ?? process.env;
  const file = locate(options.file, config.dataDir);
  const kind = kindOf(file);
  if (!kind) throw new CliError('无法识别的备份文件：既不是 SQLite 数据库，也不是 pg_dump 自定义格式 (unknown backup format)');
  const database = environment.open();
  let closed = false;
  try {
    if (kind !== database.dialect) throw new CliError(`这是 ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} 备份，当前配置的是 ${database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} 数据库 (backup and database differ)`);
    const live = await liveServers(database);
    if (live.length && !options.force) {
      const who = live.map((s) => `${s.host} 进程 ${s.pid}（${Math.round((Date.now() - s.lastSeenAt) / 1000)} 秒前）`).join('，');
      throw new CliError(`服务器仍在运行：${who}。请先停止服务器再恢复；确认已停止可加 --force (a server is running; stop it first)`);
    }
    const stamp = backupTimestamp();
    if (kind === 'sqlite') {
      checkSqliteBackup(file);
      const target = database.location;
      if (path.resolve(file) === path.resolve(target)) throw new CliError('备份文件不能是数据库本身 (backup is the live database)');
      await database.close();
      closed = true;
      const kept = `${target}.before-restore-${stamp}`;
      if (fs.existsSync(target)) fs.copyFileSync(target, kept);
      fs.copyFileSync(file, `${target}.restoring`);
      for (const extra of ['-wal', '-shm']) fs.rmSync(`${target}${extra}`, { force: true });
      fs.renameSync(`${target}.restoring`, target);
      out.info(`已恢复 (restored) ${file} → ${target}（${formatBytes(fs.statSync(target).size)}）`);
      if (fs.existsSync(kept)) out.info(`恢复前的数据库保留在 (previous database kept at) ${kept}`);
    } else {
      if (!config.databaseUrl) throw new CliError('未配置 DATABASE_URL (DATABASE_URL is not set)');
      const safety = path.join(config.dataDir, 'backups', `qingban-${stamp}-prerestore.dump`);
      fs.mkdirSync(path.dirname(safety), { recursive: true });
      const schema = database.pgSchema;
      await database.close();
      closed = true;
      await pgTool(env.PG_DUMP || 'pg_dump', pgDumpArgs(safety, schema), config.databaseUrl, 'dump');
      out.info(`恢复前的数据已备份到 (current data saved to) ${safety}`);
      await pgTool(env.PG_RESTORE || 'pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', file], config.databaseUrl, 'restore');
      out.info(`已恢复 (restored) ${file}`);
    }
    out.info('下次启动服务器时会自动迁移到当前版本 (the next start migrates it to this version)');
    return 0;
  } finally {
    if (!closed) await database.close();
  }
}
