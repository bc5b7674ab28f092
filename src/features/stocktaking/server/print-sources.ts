import { fail } from '../../../server/http/api-error';
import type { PrintSource } from '../../../server/modules/feature-module';
import { STOCKTAKE_MODULE, STOCKTAKE_PRINT_FIELDS, STOCKTAKE_PRINT_KIND, stocktakePrintRecord } from '../contract';
import { stocktakeService } from './service';

/** 盘点报告 (ADR 0031): a stocktake with its missing, moved, unknown and found items; read by whoever may open it. */
export const stocktakePrintSources: PrintSource[] = [{
  kind: STOCKTAKE_PRINT_KIND,
  names: { zh: '资产盘点报告', zhtw: '資產盤點報告', en: 'Stocktake report' },
  fields: STOCKTAKE_PRINT_FIELDS,
  async load(ctx, auth, ids) {
    if (!(await ctx.access.can(auth, STOCKTAKE_MODULE))) throw fail.forbidden();
    const svc = stocktakeService(ctx.database.db);
    const out = [];
    for (const id of ids) {
      const { stocktake, items, scans } = await svc.download(auth, id);
      out.push(stocktakePrintRecord(stocktake, stocktake.counts, items, scans));
    }
    return out;
  },
}];
