import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode } from '../../../contract/zod-rules';
import { chartDef } from '../../reports/contract';

/** 门户设计 (issue 18, ADR 0042): the design menu, under 在线开发. */
export const PORTAL_MODULE = 'onlineDev.portal';
export const PORTAL_DESIGN_PAGE = 'onlineDev/visualPortal';
/** A released portal's menu (type 8): urlAddress portal/<enCode>, enCode portal.<enCode>, propertyJson.moduleId = portal id. */
export const PORTAL_PAGE_PREFIX = 'portal';
export const portalMenuCode = (enCode: string): string => `portal.${enCode}`;
export const portalPageOf = (enCode: string): string => `${PORTAL_PAGE_PREFIX}/${enCode}`;
export const PORTAL_BUTTONS = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', copy: 'btn_copy', release: 'btn_release', assign: 'btn_assign' } as const;
/** The built-in portal's id: what a user with no portal of their own or of their roles gets. */
export const DEFAULT_PORTAL_ID = 'default';

const seg = (id: string) => encodeURIComponent(id);
export const PortalApi = {
  base: '/api/visualdev/Portal',
  selector: '/api/visualdev/Portal/Selector',
  home: '/api/visualdev/Portal/Home',
  one: (id: string) => `/api/visualdev/Portal/${seg(id)}`,
  copy: (id: string) => `/api/visualdev/Portal/${seg(id)}/Actions/Copy`,
  release: (id: string) => `/api/visualdev/Portal/${seg(id)}/Actions/Release`,
  assign: (id: string) => `/api/visualdev/Portal/${seg(id)}/Assign`,
  /** A portal with its widgets' data (a released portal's page, the designer's preview of a saved one). */
  view: (id: string) => `/api/visualdev/Portal/${seg(id)}/View`,
} as const;

/** The grid: 12 columns; rows of a fixed height. */
export const GRID_COLS = 12;
export const GRID_MAX_ROWS = 200;
export const PORTAL_LIMITS = { widgets: 40, links: 24 } as const;

export const WIDGET_TYPES = ['todo', 'notices', 'documents', 'figures', 'chart', 'report', 'links', 'calendar', 'iframe'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
/** Widgets whose data the server computes for Home and View. */
export const SERVER_DATA_WIDGETS: readonly WidgetType[] = ['chart', 'report'];

export const PORTAL_MSG = {
  nameRequired: '请输入门户名称',
  nameTooLong: '门户名称不能超过50个字符',
  codeRequired: '请输入门户编码',
  codeTooLong: '门户编码不能超过50个字符',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '门户不存在',
  tooManyWidgets: `组件不能超过${PORTAL_LIMITS.widgets}个`,
  widgetId: '组件标识重复',
  outOfGrid: (title: string) => `组件“${title}”超出了12列网格`,
  overlap: (a: string, b: string) => `组件“${a}”与“${b}”重叠`,
  chartSource: (title: string) => `图表组件“${title}”请选择数据接口或报表`,
  chartFields: (title: string) => `图表组件“${title}”缺少字段映射`,
  reportRequired: (title: string) => `报表组件“${title}”请选择报表`,
  iframeUrl: (title: string) => `网页组件“${title}”的地址须以 http:// 或 https:// 开头`,
  linkUrl: '链接地址须为站内路径（/ 开头）或 http(s) 地址',
  linkTitle: '请输入链接标题',
  parentInvalid: '上级菜单不存在或不是目录',
  assignInvalid: '角色或用户不存在',
  released: '发布成功',
  assigned: '分配成功',
  // Widget data that is refused for one widget (the rest of the portal still shows).
  widgetForbidden: '无权查看此组件的数据',
  widgetMissing: '组件的数据来源不存在',
  widgetFailed: '组件数据加载失败',
} as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });
const id = z.string().trim().max(64).nullish().transform((v) => v || null);
const values = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.null()])).default({});

/** A link of a links widget: a menu path inside the product (/…) or an http(s) address. */
export const portalLink = z.object({
  title: z.string({ error: PORTAL_MSG.linkTitle }).trim().min(1, { error: PORTAL_MSG.linkTitle }).max(30, { error: PORTAL_MSG.linkTitle }),
  url: z.string({ error: PORTAL_MSG.linkUrl }).trim().max(500).refine((u) => /^\/(?!\/)/.test(u) || /^https?:\/\/[^\s]+$/i.test(u), { error: PORTAL_MSG.linkUrl }),
  icon: z.string().trim().max(50).default(''),
});
export type PortalLink = z.output<typeof portalLink>;

/** What each kind of widget carries; unused parts stay empty. */
export const widgetOptions = z.object({
  /** chart: a chart over a data interface (values bind its parameters)… */
  interfaceId: id,
  values,
  chart: chartDef.nullish().transform((v) => v ?? null),
  /** …or a chart of a report (its index), or the report widget's report. */
  reportId: id,
  chartIndex: z.number().int().min(0).max(50).nullish().transform((v) => v ?? null),
  links: z.array(portalLink).max(PORTAL_LIMITS.links).default([]),
  url: z.string().trim().max(1000).default(''),
  /** Rows a list widget shows (todo, notices, documents). */
  limit: z.number().int().min(1).max(20).default(5),
}).default({ interfaceId: null, values: {}, chart: null, reportId: null, chartIndex: null, links: [], url: '', limit: 5 });
export type WidgetOptions = z.output<typeof widgetOptions>;

export const portalWidget = z.object({
  i: z.string().trim().min(1).max(40),
  x: z.number().int().min(0).max(GRID_COLS - 1),
  y: z.number().int().min(0).max(GRID_MAX_ROWS),
  w: z.number().int().min(1).max(GRID_COLS),
  h: z.number().int().min(1).max(40),
  type: z.enum(WIDGET_TYPES, { error: '组件类型不合法' }),
  title: text(50, '组件标题不能超过50个字符').default(''),
  options: widgetOptions,
});
export type PortalWidget = z.output<typeof portalWidget>;
export type PortalWidgetInput = z.input<typeof portalWidget>;

export const isHttpUrl = (u: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(u);

/** What a widget still needs before it can be shown; '' when complete. */
export function widgetProblem(w: PortalWidget): string {
  const title = w.title || w.type;
  if (w.x + w.w > GRID_COLS) return PORTAL_MSG.outOfGrid(title);
  const o = w.options;
  if (w.type === 'chart') {
    if (!o.reportId && !o.interfaceId) return PORTAL_MSG.chartSource(title);
    if (o.interfaceId && !o.reportId) {
      const c = o.chart;
      if (!c || c.valueFields.length === 0 || (['bar', 'line', 'pie', 'scatter', 'map'].includes(c.type) && !c.categoryField)) return PORTAL_MSG.chartFields(title);
    }
  }
  if (w.type === 'report' && !o.reportId) return PORTAL_MSG.reportRequired(title);
  if (w.type === 'iframe' && !isHttpUrl(o.url)) return PORTAL_MSG.iframeUrl(title);
  return '';
}

/** Two widgets overlap when their rectangles share a cell. */
export const overlaps = (a: Pick<PortalWidget, 'x' | 'y' | 'w' | 'h'>, b: Pick<PortalWidget, 'x' | 'y' | 'w' | 'h'>): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const portalLayout = z.array(portalWidget).max(PORTAL_LIMITS.widgets, { error: PORTAL_MSG.tooManyWidgets }).superRefine((ws, ctx) => {
  const seen = new Set<string>();
  ws.forEach((w, i) => {
    if (seen.has(w.i)) ctx.addIssue({ code: 'custom', message: PORTAL_MSG.widgetId, path: [i, 'i'] });
    seen.add(w.i);
    const problem = widgetProblem(w);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i] });
    const other = ws.slice(0, i).find((o) => overlaps(o, w));
    if (other) ctx.addIssue({ code: 'custom', message: PORTAL_MSG.overlap(other.title || other.type, w.title || w.type), path: [i] });
  });
});

export const portalBody = z.object({
  fullName: z.string({ error: PORTAL_MSG.nameRequired }).trim().min(1, { error: PORTAL_MSG.nameRequired }).max(50, { error: PORTAL_MSG.nameTooLong }),
  enCode: z.string({ error: PORTAL_MSG.codeRequired }).trim().min(1, { error: PORTAL_MSG.codeRequired }).max(50, { error: PORTAL_MSG.codeTooLong }).pipe(zEnCode),
  category: text(50, '分类不能超过50个字符').default(''),
  description: text(500, '说明不能超过500个字符').nullish().transform((v) => v || null),
  layout: portalLayout.default([]),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type PortalBody = z.output<typeof portalBody>;
export type PortalBodyInput = z.input<typeof portalBody>;

export const portalSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastModifyTime'] as const;
export const portalListQuery = listQuery(portalSortable).extend({ category: z.string().max(50).optional() });
export type PortalListQuery = z.output<typeof portalListQuery>;
export const portalIdParams = z.object({ id: z.string().min(1).max(64) });

export const portalRow = z.object({
  id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string(), description: z.string().nullable(),
  menuId: z.string().nullable(), releasedAt: z.number().nullable(), sortCode: z.number(), enabledMark: z.number(),
  creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type PortalRow = z.output<typeof portalRow>;
export const portalPage = listPageSchema(portalRow);
export const portalInfo = portalRow.extend({ layout: z.array(portalWidget) });
export type PortalInfo = z.output<typeof portalInfo>;

/** 发布: the directory the portal's menu goes under (default 在线开发). */
export const portalReleaseBody = z.object({ parentId: z.string().max(64).optional().transform((v) => v || null), icon: z.string().max(50).default('layout-dashboard') }).default({ parentId: null, icon: 'layout-dashboard' });
export const portalReleaseResult = z.object({ id: z.string(), menuId: z.string() });

/** 分配: the roles and users whose portal this is (a user's own assignment beats their roles'). */
export const portalAssignBody = z.object({
  roleIds: z.array(z.string().min(1).max(64)).max(500).default([]),
  userIds: z.array(z.string().min(1).max(64)).max(2000).default([]),
});
export type PortalAssign = z.output<typeof portalAssignBody>;
