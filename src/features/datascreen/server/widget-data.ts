import type { ServerContext } from '../../../server/context';
import { ApiError } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DATA_WIDGETS, SCREEN_MSG, type ScreenDef, type ScreenWidget, type ScreenWidgetData } from '../contract';

const refuse = (msg: string): ScreenWidgetData => ({ ok: false, msg });

/**
 * The data of a screen's chart, card and table widgets for one user. Each widget is answered on its
 * own: an unknown widget, a disabled or write interface, a refused value or a failing query is a
 * refusal for that widget only. Rows come through the data feature's port
 * (`ctx.features.dataInterfaces`: values typed by the interface's parameter list and bound as driver
 * parameters, row cap and time limit, the call logged as `dataScreen`); the caller's right to see the
 * screen (its menu or 大屏设计) was checked by the service first.
 */
export function widgetDataOf(ctx: ServerContext) {
  const port = () => ctx.features.dataInterfaces?.(ctx);

  async function one(auth: AuthContext, w: ScreenWidget): Promise<ScreenWidgetData> {
    if (!DATA_WIDGETS.includes(w.type) || !w.options.interfaceId) return refuse(SCREEN_MSG.widgetNoData);
    const ifaces = port();
    const outline = ifaces ? await ifaces.outline(w.options.interfaceId) : null;
    if (!ifaces || !outline || outline.isWrite || !outline.enabled) return refuse(SCREEN_MSG.widgetMissing);
    const { rows, truncated } = await ifaces.run(auth, w.options.interfaceId, w.options.values, 'dataScreen');
    return { ok: true, rows, truncated };
  }

  /** The named widgets' data by widget id; one failure never fails the others. */
  return async function dataOf(auth: AuthContext, screen: ScreenDef, ids: readonly string[]): Promise<Record<string, ScreenWidgetData>> {
    const out: Record<string, ScreenWidgetData> = {};
    for (const id of new Set(ids)) {
      const w = screen.widgets.find((x) => x.id === id);
      if (!w) {
        out[id] = refuse(SCREEN_MSG.widgetUnknown);
        continue;
      }
      try {
        out[id] = await one(auth, w);
      } catch (error) {
        // A refusal of the interface (a bad value, a time limit) names itself; anything else stays vague.
        out[id] = refuse(error instanceof ApiError && error.code < 500 ? error.msg : SCREEN_MSG.widgetFailed);
        if (!(error instanceof ApiError)) ctx.log.warn({ err: error, widget: id }, 'data screen widget failed');
      }
    }
    return out;
  };
}
