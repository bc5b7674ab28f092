import { z } from 'zod';

/** 数据备份 (ADR 0021): backups of the database under DATA_DIR/backups, made here or by `npm run admin -- backup`. */
export const BACKUP_MODULE = 'system.dataBackup';
export const BACKUP_API = '/api/system/DataBackup';

export const BACKUP_MSG = {
  created: '备份成功',
  busy: '已有备份正在进行，请稍后再试',
  notFound: '备份文件不存在',
  pgDumpMissing: '服务器上找不到 pg_dump，无法备份 PostgreSQL 数据库。请在服务器上安装与数据库版本一致的 PostgreSQL 客户端（如 postgresql-client），或设置 PG_DUMP 指向 pg_dump 的路径后重试。',
  pgUrlMissing: '未配置 DATABASE_URL，无法用 pg_dump 备份 PostgreSQL 数据库',
  pgDumpFailed: 'pg_dump 备份失败',
} as const;

/** qingban-2026-11-21T13-05-12-345Z.sqlite / .dump: the names the server and the CLI write. */
export const BACKUP_FILE_PATTERN = /^qingban-[0-9TZ-]+(?:-[a-z0-9]+)?\.(?:sqlite|dump)$/;

export const backupIdParams = z.object({ id: z.string().max(100).regex(BACKUP_FILE_PATTERN, { error: BACKUP_MSG.notFound }) });
export const backupDownloadQuery = z.object({ token: z.string().optional(), n: z.unknown().optional() });

export const BACKUP_TRIGGERS = ['manual', 'schedule', 'cli'] as const;

export const backupRow = z.object({
  /** The file name. */
  id: z.string(),
  fileSize: z.number(),
  dialect: z.enum(['sqlite', 'postgres']),
  creatorTime: z.number(),
  /** How it was made; null for a file put there by hand. */
  trigger: z.enum(BACKUP_TRIGGERS).nullable(),
  creatorUserName: z.string().nullable(),
  duration: z.number().nullable(),
});
export type BackupRow = z.infer<typeof backupRow>;
export const backupList = z.object({ list: z.array(backupRow), directory: z.string() });
