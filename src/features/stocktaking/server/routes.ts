import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import {
  STOCKTAKE_BUTTONS as B, STOCKTAKE_MODULE, stocktakeApplied, stocktakeApplyBody, stocktakeCreateBody, stocktakeCreated, stocktakeDetail,
  stocktakeDownload, stocktakeIdParams, stocktakeInfo, stocktakeList, stocktakeListQuery,
} from '../contract';
import { applyStocktake } from './apply';
import { stocktakeWorkbook } from './export';
import { stocktakeService } from './service';

const tags = ['固定资产 fixedAsset'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/business/stocktake';

/**
 * 资产盘点 (ADR 0008). Every call needs the 资产盘点 menu (and its button for an action); the service
 * then lets an asset administrator see and do everything and a checker only their own stocktakes.
 * Scans are not here: they are the sync mutations stocktake.scan / undoScan / attachPhoto.
 */
export function registerStocktakeRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, STOCKTAKE_MODULE, button);
  const svc = stocktakeService(ctx.database.db);

  app.get(BASE, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '盘点列表（分页；资产管理员看全部，盘点人只看分派给自己的）', querystring: stocktakeListQuery, response: { 200: envelopeSchema(stocktakeList) } },
  }, async (req) => ok(await svc.list(await guard(req), req.query)));

  app.post(BASE, {
    preValidation: accessFirst((r) => guard(r, B.add)),
    schema: { tags, summary: '新建盘点（资产管理员）：快照范围内在库、在用、变更、损坏的资产，分派盘点人', body: stocktakeCreateBody, response: { 200: envelopeSchema(stocktakeCreated) } },
  }, async (req) => ok(await svc.create(await guard(req, B.add), req.body), '新建成功'));

  app.get(`${BASE}/:id`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '盘点详情：表头、盘点人、计数与全部快照物品及结果', params: stocktakeIdParams, response: { 200: envelopeSchema(stocktakeDetail) } },
  }, async (req) => ok(await svc.detail(await guard(req), req.params.id)));

  app.get(`${BASE}/:id/download`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '下载到设备：表头、快照物品（含缩略图地址）、已有扫描与计数，一次返回', params: stocktakeIdParams, response: { 200: envelopeSchema(stocktakeDownload) } },
  }, async (req) => ok(await svc.download(await guard(req), req.params.id)));

  app.post(`${BASE}/:id/complete`, {
    preValidation: accessFirst((r) => guard(r, B.complete)),
    schema: { tags, summary: '完成盘点：只有进行中的盘点可以完成；计数定格，之后不再接受扫描', params: stocktakeIdParams, response: { 200: envelopeSchema(stocktakeInfo) } },
  }, async (req) => ok(await svc.complete(await guard(req, B.complete), req.params.id)));

  app.post(`${BASE}/:id/apply`, {
    preValidation: accessFirst((r) => guard(r, B.apply)),
    schema: { tags, summary: '应用盘点结果（资产管理员，确认后）：未找到的标为丢失，位置变动的移到发现处，各写日志', params: stocktakeIdParams, body: stocktakeApplyBody, response: { 200: envelopeSchema(stocktakeApplied) } },
  }, async (req) => ok(await applyStocktake(ctx.database.db, await guard(req, B.apply), req.params.id)));

  app.get(`${BASE}/:id/export`, {
    config: { tokenInQuery: true },
    preValidation: accessFirst((r) => guard(r, B.export)),
    schema: { tags, summary: '导出盘点结果 xlsx：汇总、物品结果、全部扫描记录（含已撤销）', params: stocktakeIdParams, produces: [XLSX] },
  }, async (req, reply) => {
    const data = await svc.download(await guard(req, B.export), req.params.id);
    const fileName = `盘点结果-${data.stocktake.name}.xlsx`;
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(await stocktakeWorkbook(data));
  });
}
