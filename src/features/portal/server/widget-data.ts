import type { ServerContext } from '../../../server/context';
import { ApiError } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { REPORT_MODULE, chartDef, checkRunValues, computeTable, reportParam, tableLayout, type ChartDef, type ReportParam, type TableLayout } from '../../reports/contract';
import { PORTAL_MSG, type PortalWidget, type WidgetData } from '../contract';
import type { PortalRepository } from './repository';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const refuse = (msg: string): WidgetData => ({ ok: false, msg });

interface ReportDesign { id: string; fullName: string; interfaceId: string; params: ReportParam[]; table: TableLayout; charts: ChartDef[] }

/**
 * The data of a portal's chart and report widgets for one user. Each widget is answered on its own:
 * a report the user may not run (neither its released menu nor 报表设计) or a failing interface is a
 * refusal for that widget only, never a failed page. A chart over a data interface goes through the
 * data feature's port (`ctx.features.dataInterfaces`: typed, bound, capped, logged as `portal`);
 * assigning the portal to the user is what lets them see it, the designer having chosen the interface.
 */
export function widgetDataOf(ctx: ServerContext, repo: PortalRepository) {
  const port = () => ctx.features.dataInterfaces?.(ctx);

  async function reportOf(auth: AuthContext, id: string): Promise<ReportDesign | WidgetData> {
    const row = await repo.report(id);
    if (!row || row.enabledMark !== 1) return refuse(PORTAL_MSG.widgetMissing);
    const menu = await repo.menuCode(row.menuId);
    const viaMenu = menu ? await ctx.access.can(auth, menu) : false;
    if (!viaMenu && !(await ctx.access.can(auth, REPORT_MODULE))) return refuse(PORTAL_MSG.widgetForbidden);
    const params = reportParam.array().safeParse(parse(row.paramsJson));
    const table = tableLayout.safeParse(parse(row.tableJson));
    const charts = chartDef.array().safeParse(parse(row.chartsJson));
    return {
      id: row.id, fullName: row.fullName, interfaceId: row.interfaceId, params: params.success ? params.data : [],
      table: table.success ? table.data : { enabled: false, columns: [], groupBy: null, subtotal: false, total: false }, charts: charts.success ? charts.data : [],
    };
  }

  async function runReport(auth: AuthContext, r: ReportDesign, given: Record<string, unknown>) {
    const options = new Map<string, Set<string> | undefined>();
    for (const p of r.params) if (p.dictionary && !options.has(p.dictionary)) options.set(p.dictionary, await repo.dictionaryValues(p.dictionary));
    const checked = checkRunValues(r.params, given, (d) => options.get(d));
    if (!checked.ok) return { error: checked.msg } as const;
    const ifaces = port();
    if (!ifaces) return { error: PORTAL_MSG.widgetMissing } as const;
    const { rows, truncated } = await ifaces.run(auth, r.interfaceId, checked.values, 'portal');
    return { rows, truncated, values: checked.values } as const;
  }

  async function one(auth: AuthContext, w: PortalWidget): Promise<WidgetData> {
    const o = w.options;
    if (o.reportId) {
      const r = await reportOf(auth, o.reportId);
      if ('ok' in r) return r;
      const ran = await runReport(auth, r, o.values);
      if ('error' in ran) return refuse(ran.error ?? PORTAL_MSG.widgetFailed);
      const labels = Object.fromEntries(r.table.columns.map((c) => [c.field, c.title || c.field]));
      if (w.type === 'chart') {
        const chart = r.charts[o.chartIndex ?? 0];
        if (!chart) return refuse(PORTAL_MSG.widgetMissing);
        return { ok: true, kind: 'chart', chart, rows: ran.rows, fieldLabels: labels, truncated: ran.truncated };
      }
      const table = computeTable(ran.rows, r.table);
      return {
        ok: true, kind: 'report', reportName: r.fullName,
        columns: r.table.columns.map((c) => ({ field: c.field, title: c.title || c.field, format: c.format, align: c.align })),
        result: { ...table, rowCount: ran.rows.length, truncated: ran.truncated, values: ran.values, fetchedAt: Date.now() },
      };
    }
    if (w.type !== 'chart' || !o.interfaceId || !o.chart) return refuse(PORTAL_MSG.widgetMissing);
    const ifaces = port();
    const outline = ifaces ? await ifaces.outline(o.interfaceId) : null;
    if (!ifaces || !outline || outline.isWrite || !outline.enabled) return refuse(PORTAL_MSG.widgetMissing);
    const { rows, truncated } = await ifaces.run(auth, o.interfaceId, o.values, 'portal');
    return { ok: true, kind: 'chart', chart: o.chart, rows, fieldLabels: {}, truncated };
  }

  /** Every chart and report widget's data by widget id. */
  return async function dataOf(auth: AuthContext, layout: readonly PortalWidget[]): Promise<Record<string, WidgetData>> {
    const out: Record<string, WidgetData> = {};
    for (const w of layout) {
      if (w.type !== 'chart' && w.type !== 'report') continue;
      try {
        out[w.i] = await one(auth, w);
      } catch (error) {
        // A refusal of the interface (a bad value, a time limit) names itself; anything else stays vague.
        out[w.i] = refuse(error instanceof ApiError && error.code < 500 ? error.msg : PORTAL_MSG.widgetFailed);
        if (!(error instanceof ApiError)) ctx.log.warn({ err: error, widget: w.i }, 'portal widget failed');
      }
    }
    return out;
  };
}
