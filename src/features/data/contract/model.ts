import { z } from 'zod';

/** 数据建模 (SPEC §1 系统数据: data model): tables of the system database for low-code forms. */
export const DATA_MODEL_MODULE = 'system.dataModel';
export const COLUMN_TYPES = ['varchar', 'text', 'int', 'bigint', 'decimal', 'datetime'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const DATA_MODEL_MSG = {
  tableInvalid: '表名只能是小写字母开头的小写字母、数字和下划线（最长40个字符）',
  tableExists: '表已存在',
  tableNotFound: '数据表不存在',
  notManaged: '只能修改由数据建模创建的表，系统表不能修改',
  fieldInvalid: '字段名只能是小写字母开头的小写字母、数字和下划线（最长40个字符）',
  fieldDuplicate: (name: string) => `字段${name}重复`,
  fieldsRequired: '请至少添加一个字段',
  primaryRequired: '请指定一个主键字段',
  primaryMany: '只能有一个主键字段',
  primaryNullable: '主键字段不能为空',
  primaryLocked: '主键字段不能修改或删除',
  lengthRequired: (name: string) => `字段${name}需要长度`,
  newNotNull: (name: string) => `新增字段${name}须允许为空（已有数据没有该字段的值）`,
  hasNulls: (name: string) => `字段${name}已有空值，不能设为非空`,
  typeChange: (name: string, from: string, to: string) => `字段${name}的类型不能由${from}改为${to}，请新增字段`,
  confirmLoss: (what: string) => `${what}会丢失已有数据，确认后请再次提交（confirm: true）`,
  reserved: (name: string) => `${name}是保留字，不能作为名称`,
} as const;

const name = (msg: string) => z.string({ error: msg }).trim().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: msg });
export const tableName = name(DATA_MODEL_MSG.tableInvalid);

export const modelField = z.object({
  field: name(DATA_MODEL_MSG.fieldInvalid),
  dataType: z.enum(COLUMN_TYPES, { error: '字段类型不合法' }),
  /** varchar: characters (1–4000); decimal: precision (1–38). */
  dataLength: z.coerce.number().int().min(1, { error: '长度为1到4000' }).max(4000, { error: '长度为1到4000' }).nullish(),
  /** decimal: digits after the point (0–10). */
  scale: z.coerce.number().int().min(0).max(10).nullish(),
  allowNull: z.union([z.literal(0), z.literal(1)]).default(1),
  primaryKey: z.union([z.literal(0), z.literal(1)]).default(0),
  fieldName: z.string().max(100, { error: '字段说明不能超过100个字符' }).default(''),
});
export type ModelField = z.infer<typeof modelField>;

export const modelBody = z.object({
  table: tableName,
  tableName: z.string().trim().max(100, { error: '表说明不能超过100个字符' }).default(''),
  fields: z.array(modelField).min(1, { error: DATA_MODEL_MSG.fieldsRequired }).max(200, { error: '字段不能超过200个' }),
  /** Drops and narrowing that lose data run only when this is true. */
  confirm: z.boolean().default(false),
});
export type ModelBody = z.infer<typeof modelBody>;

export const tableParams = z.object({ id: z.string().min(1).max(64), table: z.string().min(1).max(128) });
export const modelTableParams = z.object({ table: z.string().min(1).max(64) });
export const tableListQuery = z.object({ keyword: z.string().max(100).optional() });
export const confirmQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });

export const tableRow = z.object({
  table: z.string(),
  tableName: z.string(),
  /** Created (and alterable) through 数据建模. */
  managed: z.boolean(),
  isView: z.boolean(),
});
export const fieldRow = z.object({
  field: z.string(),
  dataType: z.string(),
  dataLength: z.number().nullable(),
  allowNull: z.number(),
  primaryKey: z.number(),
  fieldName: z.string(),
});
export type FieldRow = z.infer<typeof fieldRow>;
export const modelInfo = z.object({ table: z.string(), tableName: z.string(), fields: z.array(modelField), rows: z.number() });
export type ModelInfo = z.infer<typeof modelInfo>;
