import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { CliError, formatBytes, type Output } from './output';

export interface BackupOptions {
  dataDir: string;
  /** Target file; default DATA_DIR/backups/qingban-<timestamp>.sqlite (or .dump for PostgreSQL). */
  out?: string;
  /** The configured DATABASE_URL (PostgreSQL only). */
  databaseUrl?: string;
  now?: Date;
}

export type BackupResult =
  | { kind: 'sqlite'; file: string; bytes: number; pages: number }
  | { kind: 'postgres'; command: string };

/** 2026-11-21T13-05-12-345Z: sortable, safe in file names on every OS. */
export function backupTimestamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The URL with its password replaced by ***, so the command can be printed and logged. */
export function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

export function pgDumpCommand(databaseUrl: string, file: string, schema?: string): string {
  const parts = ['pg_dump', '--format=custom', '--no-owner', `--file=${shellQuote(file)}`];
  if (schema && schema !== 'public') parts.push(`--schema=${shellQuote(schema)}`);
  parts.push(shellQuote(maskPassword(databaseUrl)));
  return parts.join(' ');
}

/** SQLite: an online backup (readers and writers carry on). PostgreSQL: the pg_dump command to run. */
export async function backupDatabase(database: Database, options: BackupOptions): Promise<BackupResult> {
  const stamp = backupTimestamp(options.now);
  if (database.dialect === 'postgres') {
    const file = options.out ?? path.join(options.dataDir, 'backups', `qingban-${stamp}.dump`);
    return { kind: 'postgres', command: pgDumpCommand(options.databaseUrl ?? database.location, file, database.pgSchema) };
  }
  if (!database.sqlite) throw new CliError('SQLite 连接不可用 (no SQLite handle)');
  const file = path.resolve(options.out ?? path.join(options.dataDir, 'backups', `qingban-${stamp}.sqlite`));
  if (file === path.resolve(database.location)) throw new CliError('备份文件不能是数据库本身 (backup target is the live database)');
  if (fs.existsSync(file)) throw new CliError(`文件已存在，不覆盖：${file} (file exists; not overwritten)`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const meta = await database.sqlite.backup(file);
  return { kind: 'sqlite', file, bytes: fs.statSync(file).size, pages: meta.totalPages };
}

export async function backupCommand(database: Database, options: BackupOptions, out: Output): Promise<number> {
  const result = await backupDatabase(database, options);
  if (result.kind === 'sqlite') {
    out.info(`已备份到 (backup written to) ${result.file}`);
    out.info(`大小 (size): ${formatBytes(result.bytes)} · ${result.pages} 页 (pages)`);
    return 0;
  }
  out.info('PostgreSQL 请用 pg_dump 备份，在能连到数据库的机器上运行 (back up PostgreSQL with pg_dump):');
  out.info(`  ${result.command}`);
  if (result.command.includes('***')) out.info('把 *** 换成密码，或去掉密码并设置 PGPASSWORD (replace *** with the password, or drop it and set PGPASSWORD)');
  out.info('恢复 (restore): pg_restore --clean --if-exists --no-owner -d <DATABASE_URL> <file>');
  return 0;
}
