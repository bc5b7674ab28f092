import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';
import { NUMBER_FORMATS, chartDef, chartProblem, type ChartType } from '../../reports/contract';

/** 大屏设计 (issue 18, ADR 0043): the design menu, under 在线开发. */
export const SCREEN_MODULE = 'onlineDev.dataScreen';
export const SCREEN_DESIGN_PAGE = 'onlineDev/dataScreen';
/** A released screen's menu (type 6): urlAddress /datascreen/<enCode> on our own origin, enCode screen.<enCode>. */
export const SCREEN_PATH_PREFIX = '/datascreen';
export const screenMenuCode = (enCode: string): string => `screen.${enCode}`;
export const screenPathOf = (enCode: string): string => `${SCREEN_PATH_PREFIX}/${enCode}`;
export const SCREEN_MENU_TYPE = 6;
export const SCREEN_BUTTONS = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', copy: 'btn_copy', release: 'btn_release' } as const;

const seg = (id: string) => encodeURIComponent(id);
export const ScreenApi = {
  base: '/api/visualdev/DataScreen',
  one: (id: string) => `/api/visualdev/DataScreen/${seg(id)}`,
  copy: (id: string) => `/api/visualdev/DataScreen/${seg(id)}/Actions/Copy`,
  release: (id: string) => `/api/visualdev/DataScreen/${seg(id)}/Actions/Release`,
  /** The data of some of a saved screen's widgets (each answered on its own). */
  data: (id: string) => `/api/visualdev/DataScreen/${seg(id)}/Data`,
  /** A screen's definition by code (its released menu or 大屏设计). */
  view: (code: string) => `/api/visualdev/DataScreen/View/${seg(code)}`,
} as const;

/** The canvas: always 1920×1080, scaled to whatever shows it. */
export const SCREEN_WIDTH = 1920;
export const SCREEN_HEIGHT = 1080;
export const GRID_SNAP = 10;
export const MIN_WIDGET = 20;
export const SCREEN_LIMITS = { widgets: 80, columns: 12, text: 500, refresh: 86_400, layers: 999 } as const;

export const SCREEN_WIDGET_TYPES = ['chart', 'card', 'table', 'text', 'clock', 'image', 'decoration'] as const;
export type ScreenWidgetType = (typeof SCREEN_WIDGET_TYPES)[number];
/** Kinds whose rows come from a data interface through the server. */
export const DATA_WIDGETS: readonly ScreenWidgetType[] = ['chart', 'card', 'table'];
/** The chart kinds a chart widget draws (ECharts). */
export const SCREEN_CHART_TYPES = ['bar', 'line', 'pie', 'scatter', 'gauge', 'map'] as const satisfies readonly ChartType[];
export const BORDERS = ['none', 'line', 'corner', 'glow', 'double'] as const;
export type ScreenBorder = (typeof BORDERS)[number];
export const CLOCK_FORMATS = ['datetime', 'time', 'date'] as const;

export const SCREEN_MSG = {
  nameRequired: '请输入大屏名称',
  nameTooLong: '大屏名称不能超过50个字符',
  codeRequired: '请输入大屏编码',
  codeTooLong: '大屏编码不能超过50个字符',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '大屏不存在',
  tooManyWidgets: `组件不能超过${SCREEN_LIMITS.widgets}个`,
  widgetId: '组件标识重复',
  widgetType: '组件类型不合法',
  placement: `组件的位置须在画布内，宽高不小于${MIN_WIDGET}像素`,
  outOfCanvas: (title: string) => `组件“${title}”超出了1920×1080画布`,
  interfaceRequired: (title: string) => `组件“${title}”请选择数据接口`,
  chartFields: (title: string) => `图表组件“${title}”缺少字段映射`,
  chartType: (title: string) => `图表组件“${title}”的图表类型不合法`,
  mapRequired: (title: string) => `地图组件“${title}”请选择地图`,
  cardField: (title: string) => `数字卡片“${title}”请选择数值字段`,
  tableColumns: (title: string) => `表格组件“${title}”至少需要一列`,
  textRequired: (title: string) => `文本组件“${title}”请输入内容`,
  imageUrl: (title: string) => `图片组件“${title}”的地址须为本站路径（/ 开头）或 http(s) 地址`,
  backgroundImage: '背景图片地址须为本站路径（/ 开头）或 http(s) 地址',
  color: '颜色须为 #RGB、#RRGGBB、rgb()/rgba() 或 transparent',
  refresh: `刷新间隔须为0（不刷新）到${SCREEN_LIMITS.refresh}秒的整数`,
  parentInvalid: '上级菜单不存在或不是目录',
  released: '发布成功',
  // A widget's data, refused for that widget only (the rest of the screen still shows).
  widgetUnknown: '组件不存在',
  widgetNoData: '该组件没有数据来源',
  widgetMissing: '组件的数据接口不存在或已停用',
  widgetFailed: '组件数据加载失败',
} as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });
const nullableId = z.string().trim().max(64).nullish().transform((v) => v || null);
const values = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.null()])).default({});

/** A colour the page may paint: hex, rgb()/rgba() or transparent (never arbitrary CSS). */
export const isColor = (c: string): boolean => /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(c) || /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i.test(c) || c === 'transparent';
const color = z.string().trim().max(40).refine(isColor, { error: SCREEN_MSG.color });
/** An image the page may load: a path on our own origin (not protocol-relative) or http(s). */
export const isImageUrl = (u: string): boolean => /^\/(?!\/)[^\s]*$/.test(u) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(u);

const place = (min: number, max: number) => z.number({ error: SCREEN_MSG.placement }).int({ error: SCREEN_MSG.placement }).min(min, { error: SCREEN_MSG.placement }).max(max, { error: SCREEN_MSG.placement });

export const screenColumn = z.object({
  field: z.string({ error: '请输入列字段' }).trim().min(1, { error: '请输入列字段' }).max(100, { error: '列字段不能超过100个字符' }),
  title: text(50, '列标题不能超过50个字符').default(''),
  /** How its values show (the reports' number formats; text as it comes). */
  format: z.enum(NUMBER_FORMATS, { error: '数字格式不合法' }).default('text'),
});

/** What each kind carries; unused parts stay at their defaults. */
export const screenWidgetOptions = z.object({
  /** chart, card, table: the data interface and the values bound to its parameters. */
  interfaceId: nullableId,
  values,
  /** chart (bar…map) and card (type card): the reports contract's field mapping. */
  chart: chartDef.nullish().transform((v) => v ?? null),
  /** table: the columns, and how many rows show at once before it scrolls. */
  columns: z.array(screenColumn).max(SCREEN_LIMITS.columns).default([]),
  rows: z.number().int().min(1).max(30).default(6),
  /** text: the words; clock: the format; image: the address. */
  text: z.string().max(SCREEN_LIMITS.text).default(''),
  fontSize: z.number().int().min(10).max(200).default(24),
  color: color.default('#e6f1ff'),
  align: z.enum(['left', 'center', 'right']).default('center'),
  clockFormat: z.enum(CLOCK_FORMATS).default('datetime'),
  url: z.string().trim().max(1000).default(''),
}).default({
  interfaceId: null, values: {}, chart: null, columns: [], rows: 6, text: '', fontSize: 24, color: '#e6f1ff', align: 'center', clockFormat: 'datetime', url: '',
});
export type ScreenWidgetOptions = z.output<typeof screenWidgetOptions>;

export const screenWidget = z.object({
  id: z.string({ error: '组件标识不合法' }).trim().min(1, { error: '组件标识不合法' }).max(40, { error: '组件标识不合法' }),
  type: z.enum(SCREEN_WIDGET_TYPES, { error: SCREEN_MSG.widgetType }),
  x: place(0, SCREEN_WIDTH - MIN_WIDGET),
  y: place(0, SCREEN_HEIGHT - MIN_WIDGET),
  w: place(MIN_WIDGET, SCREEN_WIDTH),
  h: place(MIN_WIDGET, SCREEN_HEIGHT),
  /** The layer: a higher z draws above. */
  z: z.number().int().min(0).max(SCREEN_LIMITS.layers).default(0),
  title: text(50, '组件标题不能超过50个字符').default(''),
  border: z.enum(BORDERS, { error: '边框样式不合法' }).default('none'),
  background: color.nullish().transform((v) => v || null),
  /** Seconds between refreshes of its data; 0 = never. */
  refreshSeconds: z.number({ error: SCREEN_MSG.refresh }).int({ error: SCREEN_MSG.refresh }).min(0, { error: SCREEN_MSG.refresh }).max(SCREEN_LIMITS.refresh, { error: SCREEN_MSG.refresh }).default(0),
  /** Designer-only: hidden widgets are not drawn by the view; locked ones do not move in the designer. */
  hidden: z.boolean().default(false),
  locked: z.boolean().default(false),
  options: screenWidgetOptions,
});
export type ScreenWidget = z.output<typeof screenWidget>;
export type ScreenWidgetInput = z.input<typeof screenWidget>;

/** What a widget still needs before it can be shown; '' when complete. */
export function widgetProblem(w: ScreenWidget): string {
  const title = w.title || w.type;
  if (w.x + w.w > SCREEN_WIDTH || w.y + w.h > SCREEN_HEIGHT) return SCREEN_MSG.outOfCanvas(title);
  const o = w.options;
  if (DATA_WIDGETS.includes(w.type) && !o.interfaceId) return SCREEN_MSG.interfaceRequired(title);
  if (w.type === 'chart') {
    const c = o.chart;
    if (!c) return SCREEN_MSG.chartFields(title);
    if (!(SCREEN_CHART_TYPES as readonly string[]).includes(c.type)) return SCREEN_MSG.chartType(title);
    const problem = chartProblem(c);
    if (problem) return c.type === 'map' && c.valueFields.length > 0 && c.categoryField ? SCREEN_MSG.mapRequired(title) : SCREEN_MSG.chartFields(title);
  }
  if (w.type === 'card' && (!o.chart || o.chart.valueFields.length === 0)) return SCREEN_MSG.cardField(title);
  if (w.type === 'table' && o.columns.length === 0) return SCREEN_MSG.tableColumns(title);
  if (w.type === 'text' && !o.text.trim()) return SCREEN_MSG.textRequired(title);
  if (w.type === 'image' && !isImageUrl(o.url)) return SCREEN_MSG.imageUrl(title);
  return '';
}

export const screenBackground = z.object({
  color: color.default('#0b1a33'),
  image: z.string().trim().max(1000).default('').refine((u) => u === '' || isImageUrl(u), { error: SCREEN_MSG.backgroundImage }),
}).default({ color: '#0b1a33', image: '' });

/** A screen: the fixed 1920×1080 canvas, its background, its widgets (checked on save). */
export const screenDef = z.object({
  width: z.literal(SCREEN_WIDTH).default(SCREEN_WIDTH),
  height: z.literal(SCREEN_HEIGHT).default(SCREEN_HEIGHT),
  background: screenBackground,
  widgets: z.array(screenWidget).max(SCREEN_LIMITS.widgets, { error: SCREEN_MSG.tooManyWidgets }).default([]),
}).superRefine((s, ctx) => {
  const seen = new Set<string>();
  s.widgets.forEach((w, i) => {
    if (seen.has(w.id)) ctx.addIssue({ code: 'custom', message: SCREEN_MSG.widgetId, path: ['widgets', i, 'id'] });
    seen.add(w.id);
    const problem = widgetProblem(w);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['widgets', i] });
  });
});
export type ScreenDef = z.output<typeof screenDef>;
export type ScreenDefInput = z.input<typeof screenDef>;
export const emptyScreen = (): ScreenDef => ({ width: SCREEN_WIDTH, height: SCREEN_HEIGHT, background: { color: '#0b1a33', image: '' }, widgets: [] });

export const screenBody = z.object({
  fullName: z.string({ error: SCREEN_MSG.nameRequired }).trim().min(1, { error: SCREEN_MSG.nameRequired }).max(50, { error: SCREEN_MSG.nameTooLong }),
  enCode: z.string({ error: SCREEN_MSG.codeRequired }).trim().min(1, { error: SCREEN_MSG.codeRequired }).max(50, { error: SCREEN_MSG.codeTooLong }).pipe(zEnCode),
  category: text(50, '分类不能超过50个字符').default(''),
  description: text(500, '说明不能超过500个字符').nullish().transform((v) => v || null),
  screen: screenDef.default(emptyScreen),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type ScreenBody = z.output<typeof screenBody>;
export type ScreenBodyInput = z.input<typeof screenBody>;

export const screenSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastModifyTime'] as const;
export const screenListQuery = listQuery(screenSortable).extend({ category: z.string().max(50).optional() });
export type ScreenListQuery = z.output<typeof screenListQuery>;
export const screenIdParams = z.object({ id: z.string().min(1).max(64) });
export const screenCodeParams = z.object({ code: z.string().min(1).max(64) });

export const screenRow = z.object({
  id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string(), description: z.string().nullable(),
  menuId: z.string().nullable(), releasedAt: z.number().nullable(), sortCode: z.number(), enabledMark: z.number(),
  creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type ScreenRow = z.output<typeof screenRow>;
export const screenPage = listPageSchema(screenRow);
export const screenInfo = screenRow.extend({ screen: z.custom<ScreenDef>() });
export type ScreenInfo = z.output<typeof screenInfo>;

/** 发布: the directory the screen's menu goes under (default 在线开发). */
export const screenReleaseBody = z.object({ parentId: z.string().max(64).optional().transform((v) => v || null), icon: z.string().max(50).default('device-desktop') })
  .default({ parentId: null, icon: 'device-desktop' });
export const screenReleaseResult = z.object({ id: z.string(), menuId: z.string() });

/** POST {id}/Data: the widgets whose data the caller wants now (one widget per timer, or all at first). */
export const screenDataBody = z.object({ widgets: z.array(z.string().trim().min(1).max(40)).min(1, { error: '请指定组件' }).max(SCREEN_LIMITS.widgets) });

/** A widget's rows, or a refusal for this widget only. */
export type ScreenWidgetData = { ok: true; rows: Record<string, unknown>[]; truncated: boolean } | { ok: false; msg: string };
export interface ScreenDataResult { data: Record<string, ScreenWidgetData>; fetchedAt: number }
/** GET View/{code}: what the full-screen page draws. */
export interface ScreenView { id: string; fullName: string; enCode: string; screen: ScreenDef }
