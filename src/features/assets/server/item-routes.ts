import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { fail, ok } from '../../../server/http/api-error';
import { accessFirst, type Guard } from '../../../server/http/guard';
import { requireAuth } from '../../../server/plugins/auth';
import {
  AssetModule, ItemMsg, assignBody, attachBody, itemDetail, itemIdQuery, itemListQuery, itemPage, itemRow, myItemListQuery,
  pendingPlanRowPage, planRowQuery, remarkBody, restoreBody, storeBody, storeResult, type ItemAction,
} from '../contract';
import { exportFileName, itemWorkbook } from './item-excel';
import type { ItemService } from './item-service';

const tags = ['固定资产 fixedAsset'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, buffer: Buffer, fileName: string) {
  const name = encodeURIComponent(fileName);
  return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`).send(buffer);
}

/** §7 fixedAsset-storage and fixedAsset (plus ADR 0008's store and status actions). */
export function registerItemRoutes(root: FastifyInstance, ctx: ServerContext, items: ItemService, access: Guard) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = (button?: string) => (req: FastifyRequest) => access(req, AssetModule.storage, button);
  const mine = (button?: string) => (req: FastifyRequest) => access(req, AssetModule.mine, button);
  /** The item detail opens from 资产台账, 我的固定资产 or 资产盘点: any one of them will do. */
  const anyReader = async (req: FastifyRequest) => {
    const auth = requireAuth(req);
    const [s, m, t] = await Promise.all([AssetModule.storage, AssetModule.mine, AssetModule.stocktake].map((code) => ctx.access.can(auth, code)));
    if (!s && !m && !t) throw fail.forbidden();
    return { auth, storage: Boolean(s) };
  };

  app.post('/business/fixedAsset-storage/page', {
    preValidation: accessFirst(storage()),
    schema: { tags, summary: '资产台账（分页；筛选 状态/类型/使用单位/部门/人/计划/存放位置/入库时间；关键词匹配编码、名称、品牌、规格）', body: itemListQuery, response: { 200: envelopeSchema(itemPage) } },
  }, async (req) => ok(await items.storagePage(await storage()(req), req.body)));

  app.post('/business/fixedAsset-storage/export', {
    preValidation: accessFirst(storage('btn_export')),
    schema: { tags, summary: '导出资产台账 xlsx（与列表相同的筛选与数据权限）', body: itemListQuery, produces: [XLSX] },
  }, async (req, reply) => sendXlsx(reply, await itemWorkbook('资产台账', await items.storageRows(await storage('btn_export')(req), req.body)), exportFileName('资产台账')));

  app.post('/business/fixedAsset-storage/planRows', {
    preValidation: accessFirst(storage('btn_store')),
    schema: { tags, summary: '待入库的计划物品（计划数量大于已入库数量的行，分页）', body: planRowQuery, response: { 200: envelopeSchema(pendingPlanRowPage) } },
  }, async (req) => {
    await storage('btn_store')(req);
    return ok(await items.pendingPlanRows(req.body));
  });

  app.post('/business/fixedAsset-storage/store', {
    preValidation: accessFirst(storage('btn_store')),
    schema: { tags, summary: '入库：从计划物品行生成 count 件在库物品（资产编码 ZC+日期+流水号）；仅资产管理员', body: storeBody, response: { 200: envelopeSchema(storeResult) } },
  }, async (req) => {
    const result = await items.store(await storage('btn_store')(req), req.body);
    return ok(result, ItemMsg.stored(result.ids.length));
  });

  app.post('/business/fixedAsset/getMyFixedAssetsList', {
    preValidation: accessFirst(mine()),
    schema: { tags, summary: '我的固定资产（使用人为本人的物品，分页）', body: myItemListQuery, response: { 200: envelopeSchema(itemPage) } },
  }, async (req) => ok(await items.myPage(await mine()(req), req.body)));

  app.post('/business/fixedAsset/ExportExcel', {
    preValidation: accessFirst(mine('btn_export')),
    schema: { tags, summary: '导出我的固定资产 xlsx', body: myItemListQuery, produces: [XLSX] },
  }, async (req, reply) => sendXlsx(reply, await itemWorkbook('我的固定资产', await items.myRows(await mine('btn_export')(req), req.body)), exportFileName('我的固定资产')));

  app.get('/business/fixedAsset/detail', {
    preValidation: accessFirst(anyReader),
    schema: { tags, summary: '物品详情（§3：baseInfo、applyInfo、storageInfos、useInfos、changeInfos、damageInfos、loseInfo、scrapInfo；canManage 为资产管理员）', querystring: itemIdQuery, response: { 200: envelopeSchema(itemDetail) } },
  }, async (req) => {
    const { auth, storage: fromStorage } = await anyReader(req);
    return ok(await items.detail(auth, req.query.id, { storage: fromStorage }));
  });

  app.post('/business/fixedAsset/upload/attach', {
    preValidation: accessFirst(storage('btn_image')),
    schema: { tags, summary: '更新物品图片（attach 为一个元素的 JSON 列表 [{name,url}]，url 须为 annexpic 上传所得）；仅资产管理员', body: attachBody, response: { 200: envelopeSchema(z.object({ attach: z.string() })) } },
  }, async (req) => ok({ attach: await items.attach(await storage('btn_image')(req), req.body.id, req.body.attach) }, Msg.updated));

  app.post('/business/fixedAsset/re/warehousing', {
    preValidation: accessFirst(storage('btn_status')),
    schema: { tags, summary: '重新入库（在用、变更、损坏、丢失 → 在库，清除使用人）；仅资产管理员', querystring: itemIdQuery, body: restoreBody, response: { 200: envelopeSchema(itemRow) } },
  }, async (req) => {
    const auth = await storage('btn_status')(req);
    return ok(await items.act(auth, 'restore', { id: req.query.id, remark: req.body?.remark, location: req.body?.location }), ItemMsg.restored);
  });

  const actions: [ItemAction, string][] = [['receive', '领用（在库 → 在用）'], ['change', '变更使用单位/部门/人（在用、变更 → 变更）']];
  for (const [action, summary] of actions) {
    app.post(`/business/fixedAsset/${action}`, {
      preValidation: accessFirst(storage('btn_status')),
      schema: { tags, summary: `${summary}；仅资产管理员`, body: assignBody, response: { 200: envelopeSchema(itemRow) } },
    }, async (req) => {
      const { id, remark, ...assign } = req.body;
      return ok(await items.act(await storage('btn_status')(req), action, { id, remark, assign }), Msg.updated);
    });
  }
  const remarkActions: [ItemAction, string][] = [['damage', '报损（在用、变更 → 损坏）'], ['lose', '报失（在库、在用、变更、损坏 → 丢失）'], ['scrap', '报废（在库、在用、变更、损坏 → 报废）']];
  for (const [action, summary] of remarkActions) {
    app.post(`/business/fixedAsset/${action}`, {
      preValidation: accessFirst(storage('btn_status')),
      schema: { tags, summary: `${summary}；仅资产管理员`, body: remarkBody, response: { 200: envelopeSchema(itemRow) } },
    }, async (req) => ok(await items.act(await storage('btn_status')(req), action, { id: req.body.id, remark: req.body.remark }), Msg.updated));
  }
}
