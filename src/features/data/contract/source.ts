import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';

/** 数据连接 (SPEC §1 系统数据: data source). */
export const DATA_SOURCE_MODULE = 'system.dataSource';
/** The platform's own database: always present, never stored, never edited. */
export const SYSTEM_SOURCE_ID = '0';
export const DATA_SOURCE_TYPES = ['postgres', 'mysql', 'sqlite'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];
/** What each kind asks for: a server (host, port, user, password; MySQL also serves MariaDB) or a file; PostgreSQL also a schema. */
export const DATA_SOURCE_KINDS: Record<DataSourceType, { server: boolean; defaultPort: number | null; schema: boolean }> = {
  postgres: { server: true, defaultPort: 5432, schema: true },
  mysql: { server: true, defaultPort: 3306, schema: false },
  sqlite: { server: false, defaultPort: null, schema: false },
};

export const DATA_SOURCE_MSG = {
  nameRequired: '请输入连接名称',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '数据连接不存在',
  systemLocked: '系统数据库不能修改或删除',
  hostRequired: '请输入主机地址',
  dbRequired: '请输入数据库名称',
  fileRequired: '请输入数据库文件',
  fileOutside: '数据库文件只能位于数据目录的 data-sources 文件夹内',
  fileMissing: '数据库文件不存在',
  passwordUnreadable: '数据连接密码无法解密（密钥已更换），请重新填写密码',
  inUse: '数据连接已被数据接口或数据同步使用，不能删除',
  disabled: '数据连接已停用',
  readOnly: '数据连接为只读，不能执行写入',
  connectFailed: (why: string) => `连接失败：${why}`,
} as const;

const id = z.string().min(1).max(64);
export const dataSourceIdParams = z.object({ id });

export const dataSourceSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime'] as const;
export const dataSourceListQuery = listQuery(dataSourceSortable);
export type DataSourceListQuery = z.infer<typeof dataSourceListQuery>;

/** The password is write-only: sent to set or change it, left empty on edit to keep it; never answered. */
export const dataSourceBody = z.object({
  fullName: z.string({ error: DATA_SOURCE_MSG.nameRequired }).trim().min(1, { error: DATA_SOURCE_MSG.nameRequired }).max(50, { error: '连接名称不能超过50个字符' }),
  enCode: z.string({ error: '请输入编码' }).trim().min(1, { error: '请输入编码' }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode),
  dbType: z.enum(DATA_SOURCE_TYPES, { error: '数据库类型不合法' }),
  host: z.string().trim().max(255, { error: '主机地址不能超过255个字符' }).default(''),
  port: z.coerce.number({ error: '端口为1到65535的整数' }).int({ error: '端口为1到65535的整数' }).min(1, { error: '端口为1到65535的整数' }).max(65535, { error: '端口为1到65535的整数' }).nullish(),
  /** PostgreSQL, MySQL: the database name; SQLite: the file, relative to DATA_DIR/data-sources. */
  dbName: z.string().trim().max(255, { error: '数据库名称不能超过255个字符' }).default(''),
  /** PostgreSQL schema whose tables are listed (default public). */
  dbSchema: z.string().trim().max(63).regex(/^[A-Za-z_][A-Za-z0-9_]*$|^$/, { error: '模式名不合法' }).default(''),
  userName: z.string().trim().max(100, { error: '用户名不能超过100个字符' }).default(''),
  password: z.string().max(200, { error: '密码不能超过200个字符' }).optional(),
  readOnly: z.union([z.literal(0), z.literal(1)], { error: '只读标记不合法' }).default(1),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).default(1),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type DataSourceBody = z.infer<typeof dataSourceBody>;

/**
 * 测试连接: a stored source by id (fields left out: the stored ones), or the form as typed. Its
 * fields have no defaults: zod 4 applies a default inside .partial(), which made `{ id }` alone
 * test an empty host.
 */
const withoutDefault = (t: z.ZodType) => (t instanceof z.ZodDefault ? (t.unwrap() as z.ZodType) : t).optional();
const testShape = Object.fromEntries(Object.entries(dataSourceBody.shape).map(([k, v]) => [k, withoutDefault(v)])) as {
  [K in keyof typeof dataSourceBody.shape]: z.ZodOptional<z.ZodType<DataSourceBody[K]>>;
};
export const dataSourceTestBody = z.object(testShape).extend({ id: z.string().max(64).optional() });
export type DataSourceTestBody = z.infer<typeof dataSourceTestBody>;

export const dataSourceRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  dbType: z.string(),
  host: z.string(),
  port: z.number().nullable(),
  dbName: z.string(),
  dbSchema: z.string(),
  userName: z.string(),
  /** Whether a password is stored (the password itself never leaves the server). */
  hasPassword: z.boolean(),
  readOnly: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  /** The platform's own database (id 0). */
  system: z.boolean(),
  creatorTime: z.number(),
});
export type DataSourceRow = z.infer<typeof dataSourceRow>;
export const dataSourcePage = listPageSchema(dataSourceRow);
export const dataSourceOption = z.object({ id: z.string(), fullName: z.string(), dbType: z.string(), readOnly: z.number() });
export const testResult = z.object({ ok: z.boolean(), message: z.string(), duration: z.number(), version: z.string().nullable() });
export type TestResult = z.infer<typeof testResult>;
