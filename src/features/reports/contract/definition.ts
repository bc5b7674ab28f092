import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';

/** 报表设计 (issue 18, ADR 0040): the design menu, under 在线开发. */
export const REPORT_MODULE = 'onlineDev.dataReport';
export const REPORT_DESIGN_PAGE = 'onlineDev/dataReport';
/** A released report's menu (type 5): urlAddress report/<enCode>, enCode report.<enCode>, propertyJson.moduleId = report id. */
export const REPORT_PAGE_PREFIX = 'report';
export const reportMenuCode = (enCode: string): string => `report.${enCode}`;
export const reportPageOf = (enCode: string): string => `${REPORT_PAGE_PREFIX}/${enCode}`;
/** The 在线开发 directory (seeded by the online development feature): released reports go under it by default. */
export const ONLINE_DEV_DIRECTORY = 'onlineDev';
export const REPORT_BUTTONS = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', copy: 'btn_copy', release: 'btn_release' } as const;
/** Buttons of a released report's own menu. */
export const REPORT_VIEW_BUTTONS = { export: 'btn_export', print: 'btn_print' } as const;

const seg = (id: string) => encodeURIComponent(id);
export const ReportApi = {
  base: '/api/visualdev/DataReport',
  one: (id: string) => `/api/visualdev/DataReport/${seg(id)}`,
  copy: (id: string) => `/api/visualdev/DataReport/${seg(id)}/Actions/Copy`,
  release: (id: string) => `/api/visualdev/DataReport/${seg(id)}/Actions/Release`,
  run: (id: string) => `/api/visualdev/DataReport/${seg(id)}/Actions/Run`,
  exportXlsx: (id: string) => `/api/visualdev/DataReport/${seg(id)}/Actions/Export`,
  /** Runs an unsaved design (报表设计's preview). */
  preview: '/api/visualdev/DataReport/Actions/Preview',
  /** The definition a released report's viewer needs (its menu suffices). */
  view: (id: string) => `/api/visualdev/DataReport/${seg(id)}/View`,
} as const;

export const REPORT_LIMITS = { params: 20, columns: 40, charts: 12, valueFields: 8, text: 200 } as const;

export const PARAM_KINDS = ['text', 'number', 'date', 'select'] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];
/** integer 1,234 · decimal2 1,234.50 · percent 12.34% (of a ratio 0.1234) · money 1,234.50元 (SPEC §5, §9). */
export const NUMBER_FORMATS = ['text', 'integer', 'decimal2', 'percent', 'money'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const SUMMARY_KINDS = ['none', 'sum', 'avg', 'count'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];
export const CHART_TYPES = ['bar', 'line', 'pie', 'scatter', 'gauge', 'map', 'table', 'card'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** How a chart folds rows that share a category (and a card or gauge folds every row). */
export const AGGREGATES = ['sum', 'avg', 'count', 'first'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export const REPORT_MSG = {
  nameRequired: '请输入报表名称',
  nameTooLong: '报表名称不能超过50个字符',
  codeRequired: '请输入报表编码',
  codeTooLong: '报表编码不能超过50个字符',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  interfaceRequired: '请选择数据接口',
  interfaceMissing: '数据接口不存在',
  notFound: '报表不存在',
  notReleased: '报表尚未发布',
  paramName: '参数名只能是字母、数字和下划线，且不能以数字开头',
  paramLabel: '请输入参数名称',
  paramDuplicate: (name: string) => `参数${name}重复`,
  paramNotInInterface: (name: string) => `参数${name}不是数据接口的参数`,
  dictionaryRequired: (label: string) => `请为下拉参数${label}选择数据字典`,
  tooManyParams: `参数不能超过${REPORT_LIMITS.params}个`,
  columnField: '请输入列字段',
  columnDuplicate: (field: string) => `列字段${field}重复`,
  tooManyColumns: `表格列不能超过${REPORT_LIMITS.columns}列`,
  groupByColumn: '分组字段须为表格中的一列',
  subtotalNeedsGroup: '小计需要先选择分组字段',
  chartFields: (title: string) => `图表“${title}”缺少字段映射`,
  chartMap: (title: string) => `地图“${title}”请选择地图`,
  tooManyCharts: `图表不能超过${REPORT_LIMITS.charts}个`,
  nothingToShow: '报表至少需要表格或一个图表',
  parentInvalid: '上级菜单不存在或不是目录',
  // Running: the values a caller sends.
  valueUnknown: (name: string) => `参数${name}不存在`,
  valueRequired: (label: string) => `请填写${label}`,
  valueNumber: (label: string) => `${label}应为数字`,
  valueDate: (label: string) => `${label}应为日期（YYYY-MM-DD）`,
  valueText: (label: string) => `${label}应为文本且不超过${REPORT_LIMITS.text}个字符`,
  valueOption: (label: string) => `${label}的选项不存在`,
  released: '发布成功',
} as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });
const fieldName = z.string({ error: REPORT_MSG.columnField }).trim().min(1, { error: REPORT_MSG.columnField }).max(100, { error: REPORT_MSG.columnField });

export const reportParam = z.object({
  name: z.string({ error: REPORT_MSG.paramName }).trim().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, { error: REPORT_MSG.paramName }),
  label: z.string({ error: REPORT_MSG.paramLabel }).trim().min(1, { error: REPORT_MSG.paramLabel }).max(50, { error: REPORT_MSG.paramLabel }),
  type: z.enum(PARAM_KINDS, { error: '参数类型不合法' }).default('text'),
  /** A select's entries: the dictionary (数据字典 enCode) whose entries' enCodes are the values. */
  dictionary: z.string().trim().max(50).nullish().transform((v) => v || null),
  defaultValue: z.string().max(REPORT_LIMITS.text).nullish().transform((v) => (v === undefined || v === '' ? null : v)),
  required: z.boolean().default(false),
});
export type ReportParam = z.output<typeof reportParam>;

export const reportColumn = z.object({
  field: fieldName,
  title: text(50, '列标题不能超过50个字符').default(''),
  width: z.number().int().min(40).max(600).nullish().transform((v) => v ?? null),
  align: z.enum(['left', 'center', 'right']).default('left'),
  format: z.enum(NUMBER_FORMATS, { error: '数字格式不合法' }).default('text'),
  summary: z.enum(SUMMARY_KINDS, { error: '汇总方式不合法' }).default('none'),
});
export type ReportColumn = z.output<typeof reportColumn>;

export const tableLayout = z.object({
  enabled: z.boolean().default(true),
  columns: z.array(reportColumn).max(REPORT_LIMITS.columns, { error: REPORT_MSG.tooManyColumns }).default([]),
  groupBy: z.string().trim().max(100).nullish().transform((v) => v || null),
  /** A 小计 row after each group. */
  subtotal: z.boolean().default(false),
  /** The 合计 row at the end. */
  total: z.boolean().default(false),
});
export type TableLayout = z.output<typeof tableLayout>;

export const chartDef = z.object({
  id: z.string().trim().min(1).max(40),
  type: z.enum(CHART_TYPES, { error: '图表类型不合法' }),
  title: text(50, '图表标题不能超过50个字符').default(''),
  /** The x axis / category / name field (bar, line, pie, map: names; scatter: x values). */
  categoryField: z.string().trim().max(100).nullish().transform((v) => v || null),
  /** One series each (bar, line); pie, scatter, gauge, map and card use the first; a table shows them as columns. */
  valueFields: z.array(fieldName).max(REPORT_LIMITS.valueFields).default([]),
  aggregate: z.enum(AGGREGATES).default('sum'),
  format: z.enum(NUMBER_FORMATS).default('integer'),
  /** Gauge: the dial's end. */
  max: z.number().positive().max(1e12).nullish().transform((v) => v ?? null),
  /** Map: the region code of a map of 地图 (its GeoJSON). */
  mapId: z.string().trim().max(12).nullish().transform((v) => v || null),
  /** Half or full width in the report. */
  span: z.union([z.literal(12), z.literal(24)]).default(12),
});
export type ChartDef = z.output<typeof chartDef>;
export type ChartDefInput = z.input<typeof chartDef>;

const NEEDS_CATEGORY: readonly ChartType[] = ['bar', 'line', 'pie', 'scatter', 'map'];

/** What a chart must map before it can be drawn; '' when it is complete. */
export function chartProblem(c: ChartDef): string {
  const title = c.title || c.type;
  if (c.valueFields.length === 0 || (NEEDS_CATEGORY.includes(c.type) && !c.categoryField)) return REPORT_MSG.chartFields(title);
  if (c.type === 'map' && !c.mapId) return REPORT_MSG.chartMap(title);
  return '';
}

export const reportBody = z.object({
  fullName: z.string({ error: REPORT_MSG.nameRequired }).trim().min(1, { error: REPORT_MSG.nameRequired }).max(50, { error: REPORT_MSG.nameTooLong }),
  enCode: z.string({ error: REPORT_MSG.codeRequired }).trim().min(1, { error: REPORT_MSG.codeRequired }).max(50, { error: REPORT_MSG.codeTooLong }).pipe(zEnCode),
  category: text(50, '分类不能超过50个字符').default(''),
  interfaceId: z.string({ error: REPORT_MSG.interfaceRequired }).trim().min(1, { error: REPORT_MSG.interfaceRequired }).max(64),
  params: z.array(reportParam).max(REPORT_LIMITS.params, { error: REPORT_MSG.tooManyParams }).default([]),
  table: tableLayout.default({ enabled: true, columns: [], groupBy: null, subtotal: false, total: false }),
  charts: z.array(chartDef).max(REPORT_LIMITS.charts, { error: REPORT_MSG.tooManyCharts }).default([]),
  description: text(500, '说明不能超过500个字符').nullish().transform((v) => v || null),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
}).superRefine((b, ctx) => {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const names = new Set<string>();
  b.params.forEach((p, i) => {
    if (names.has(p.name)) issue(REPORT_MSG.paramDuplicate(p.name), ['params', i, 'name']);
    names.add(p.name);
    if (p.type === 'select' && !p.dictionary) issue(REPORT_MSG.dictionaryRequired(p.label), ['params', i, 'dictionary']);
  });
  const fields = new Set<string>();
  b.table.columns.forEach((c, i) => {
    if (fields.has(c.field)) issue(REPORT_MSG.columnDuplicate(c.field), ['table', 'columns', i, 'field']);
    fields.add(c.field);
  });
  if (b.table.groupBy && !fields.has(b.table.groupBy)) issue(REPORT_MSG.groupByColumn, ['table', 'groupBy']);
  if (b.table.subtotal && !b.table.groupBy) issue(REPORT_MSG.subtotalNeedsGroup, ['table', 'subtotal']);
  b.charts.forEach((c, i) => {
    const problem = chartProblem(c);
    if (problem) issue(problem, ['charts', i]);
  });
  const hasTable = b.table.enabled && b.table.columns.length > 0;
  if (!hasTable && b.charts.length === 0) issue(REPORT_MSG.nothingToShow, ['table']);
});
export type ReportBody = z.output<typeof reportBody>;
export type ReportBodyInput = z.input<typeof reportBody>;

export const reportSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastModifyTime'] as const;
export const reportListQuery = listQuery(reportSortable).extend({ category: z.string().max(50).optional() });
export type ReportListQuery = z.output<typeof reportListQuery>;
export const reportIdParams = z.object({ id: z.string().min(1).max(64) });

export const reportRow = z.object({
  id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string(), interfaceId: z.string(), interfaceName: z.string().nullable(),
  menuId: z.string().nullable(), releasedAt: z.number().nullable(), sortCode: z.number(), enabledMark: z.number(),
  creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type ReportRow = z.output<typeof reportRow>;
export const reportPage = listPageSchema(reportRow);
export const reportInfo = z.object({
  id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string(), interfaceId: z.string(), interfaceName: z.string().nullable(),
  params: z.array(reportParam), table: tableLayout, charts: z.array(chartDef), description: z.string().nullable(), sortCode: z.number(), enabledMark: z.number(),
  menuId: z.string().nullable(), releasedAt: z.number().nullable(), creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type ReportInfo = z.output<typeof reportInfo>;

/** 发布: the directory the report's menu goes under (default 在线开发). */
export const releaseBody = z.object({ parentId: z.string().max(64).optional().transform((v) => v || null), icon: z.string().max(50).default('report') }).default({ parentId: null, icon: 'report' });
export const releaseResult = z.object({ id: z.string(), menuId: z.string() });
