import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { PAGE } from '../../../contract/limits';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';

/** 数据接口 (SPEC §7 Data interfaces). */
export const DATA_INTERFACE_MODULE = 'system.dataInterface';
export const DataInterfaceApi = {
  base: '/api/system/DataInterface',
  log: (id: string) => `/api/system/DataInterfaceLog/${encodeURIComponent(id)}`,
  list: (id: string) => `/api/system/DataInterface/${encodeURIComponent(id)}/Action/List`,
  infoByIds: (id: string) => `/api/system/DataInterface/${encodeURIComponent(id)}/Action/InfoByIds`,
  preview: (id: string) => `/api/system/DataInterface/${encodeURIComponent(id)}/Actions/Preview`,
} as const;

/** The demo's interface over the asset register that 报表's demo reports run (ADR 0040). */
export const DEMO_ASSET_VALUE_INTERFACE = 'demo.assetValue';

export const INTERFACE_TYPES = ['sql', 'static', 'http'] as const;
export const PARAM_TYPES = ['string', 'int', 'decimal', 'datetime', 'boolean'] as const;
export const HTTP_METHODS = ['GET', 'POST'] as const;
/** Values the server fills in; a caller cannot set them. */
export const SYSTEM_VARIABLES = ['userId', 'userAccount', 'organizeId', 'now'] as const;
export type SystemVariable = (typeof SYSTEM_VARIABLES)[number];
/** Rows a call answers at most, and the time a SQL statement may run. */
export const INTERFACE_LIMITS = { rowCap: 10_000, timeoutMs: 10_000, httpBytes: 5 * 1024 * 1024 } as const;

export const DATA_INTERFACE_MSG = {
  nameRequired: '请输入接口名称',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '数据接口不存在',
  disabled: '数据接口已停用',
  sqlRequired: '请输入SQL语句',
  oneStatement: 'SQL只能包含一条语句',
  selectOnly: '查询接口只能执行 SELECT 或 WITH 查询；写入数据请勾选“写入接口”',
  platformTable: (name: string) => `写入接口只能写入数据建模创建的表，不能写入系统表（${name}）`,
  secretColumn: (name: string) => `系统数据库的接口不能读取密码、令牌等保密字段（${name}）`,
  secretValue: '查询结果含有密码等保密数据，已拒绝；请只选择需要的列',
  writeKinds: '写入接口只能执行 INSERT、UPDATE、DELETE 或 WITH 语句',
  writeWord: (word: string) => `查询接口不能包含 ${word.toUpperCase()}；写入数据请勾选“写入接口”`,
  placeholder: 'SQL中请用 @参数名 或 {参数名} 引用参数',
  unclosed: 'SQL中有未结束的字符串、标识符或注释',
  paramUndefined: (name: string) => `参数${name}未定义`,
  paramRequired: (name: string) => `请输入参数${name}`,
  paramType: (name: string, type: string) => `参数${name}应为${type}`,
  paramSystem: (name: string) => `${name}是系统变量，不能作为参数名`,
  staticInvalid: '静态数据须为JSON数组或含有数组的对象',
  urlInvalid: '请输入以 http:// 或 https:// 开头的接口地址',
  addressDenied: (host: string) => `不允许访问内网或本机地址：${host}`,
  httpFailed: (why: string) => `接口调用失败：${why}`,
  httpStatus: (status: number) => `接口返回状态${status}`,
  httpTooLarge: '接口返回的数据过大',
  httpNotJson: '接口返回的不是JSON',
  timeout: '执行超时',
  runFailed: (why: string) => `执行失败：${why}`,
  writeNotForPicker: '写入接口不能用于选择数据',
  importInvalid: '导入的文件不是数据接口',
  sourceRequired: '请选择数据连接',
} as const;

const id = z.string().min(1).max(64);
export const interfaceIdParams = z.object({ id });

export const interfaceParam = z.object({
  field: z.string().trim().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, { error: '参数名只能是字母、数字和下划线' }),
  dataType: z.enum(PARAM_TYPES, { error: '参数类型不合法' }).default('string'),
  required: z.union([z.literal(0), z.literal(1)]).default(0),
  /** A value, or a system variable as @userId, @userAccount, @organizeId, @now. */
  defaultValue: z.string().max(500).nullish(),
  fieldName: z.string().max(100).default(''),
});
export type InterfaceParam = z.infer<typeof interfaceParam>;
export const fieldMapping = z.object({ field: z.string().trim().min(1).max(100), alias: z.string().trim().min(1).max(100) });
export type FieldMapping = z.infer<typeof fieldMapping>;
export const headerEntry = z.object({ field: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9-]+$/, { error: '请求头名称不合法' }), value: z.string().max(2000) });

export const interfaceBody = z.object({
  fullName: z.string({ error: DATA_INTERFACE_MSG.nameRequired }).trim().min(1, { error: DATA_INTERFACE_MSG.nameRequired }).max(50, { error: '接口名称不能超过50个字符' }),
  enCode: z.string({ error: '请输入编码' }).trim().min(1, { error: '请输入编码' }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode),
  type: z.enum(INTERFACE_TYPES, { error: '接口类型不合法' }),
  dataSourceId: z.string().max(64).nullish(),
  /** sql: the statement; static: the JSON; http: the URL ({name} parameters are filled in, encoded). */
  query: z.string().max(100_000, { error: '内容过长' }).default(''),
  method: z.enum(HTTP_METHODS).default('GET'),
  headers: z.array(headerEntry).max(50).default([]),
  params: z.array(interfaceParam).max(50).default([]),
  fieldMapping: z.array(fieldMapping).max(200).default([]),
  /** SQL interfaces that write (INSERT, UPDATE, DELETE); only on a data source that is not read-only. */
  isWrite: z.union([z.literal(0), z.literal(1)]).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type InterfaceBody = z.infer<typeof interfaceBody>;

export const interfaceSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastModifyTime'] as const;
export const interfaceListQuery = listQuery(interfaceSortable).extend({
  type: z.enum(INTERFACE_TYPES).optional(),
  enabledMark: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)]).optional()),
});
export type InterfaceListQuery = z.infer<typeof interfaceListQuery>;

export const interfaceRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string(),
  dataSourceId: z.string().nullable(),
  dataSourceName: z.string().nullable(),
  isWrite: z.number(),
  enabledMark: z.number(),
  sortCode: z.number(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type InterfaceRow = z.infer<typeof interfaceRow>;
export const interfacePage = listPageSchema(interfaceRow);
export const interfaceInfo = interfaceBody.extend({ id: z.string(), dataSourceId: z.string().nullable(), description: z.string().nullable(), creatorTime: z.number(), lastModifyTime: z.number().nullable() });
export type InterfaceInfo = z.infer<typeof interfaceInfo>;

/** JNPF's paramList: the values of a call, by field. */
export const paramValue = z.object({ field: z.string().max(40), defaultValue: z.unknown().optional() });
export const paramList = z.array(paramValue).max(50).default([]);
export const previewBody = z.object({ paramList }).default({ paramList: [] });
export const previewResult = z.object({ data: z.unknown(), rows: z.number(), truncated: z.boolean(), duration: z.number() });
export type PreviewResult = z.infer<typeof previewResult>;

const columnOption = z.object({ value: z.string().max(100), label: z.string().max(100) });
/** The relation list the data-selection pickers page through (SPEC §2, §3 Picker config). */
export const relationListBody = z.object({
  interfaceId: z.string().max(64).optional(),
  keyword: z.string().max(100, { error: '关键词过长' }).default(''),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INTERFACE_LIMITS.rowCap).default(PAGE.defaultSize),
  /** The row field that is the value (id); default id. */
  propsValue: z.string().max(100).default('id'),
  /** The row field shown as the name; default fullName. */
  relationField: z.string().max(100).default('fullName'),
  paramList,
  columnOptions: z.array(columnOption).max(50).default([]),
});
export type RelationListBody = z.infer<typeof relationListBody>;
export const relationRows = z.object({ list: z.array(z.record(z.string(), z.unknown())), pagination: z.object({ currentPage: z.number(), pageSize: z.number(), total: z.number() }) });
export const infoByIdsBody = z.object({
  ids: z.array(z.string().max(200)).max(1000).default([]),
  propsValue: z.string().max(100).default('id'),
  relationField: z.string().max(100).default('fullName'),
  paramList,
});
export const infoQuery = z.object({ id: z.string().max(200), propsValue: z.string().max(100).default('id') });

export const logQuery = listQuery(['invokTime'] as const);
export const logRow = z.object({
  id: z.string(),
  invokTime: z.number(),
  invokWasteTime: z.number(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  account: z.string().nullable(),
  invokType: z.string(),
  outcome: z.string(),
  message: z.string().nullable(),
  rows: z.number().nullable(),
});
export type LogRow = z.infer<typeof logRow>;
export const logPage = listPageSchema(logRow);
export const getParamResult = z.array(interfaceParam);
export const selectorNode = z.object({ id: z.string(), fullName: z.string(), type: z.string(), enCode: z.string() });
/** What Export writes and Import reads: the definition without ids, owner or times. */
export const interfaceExport = z.object({ kind: z.literal('qingban.dataInterface'), version: z.literal(1), interface: interfaceBody });
