import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { accessFirst, type Guard } from '../../../server/http/guard';
import { AssetModule, creatorLogBody, planDetail, planIdQuery, planListPage, planListQuery, planLogList, planUpdateBody, planUpdateResult } from '../contract';
import type { PlanService } from './plan-service';

const tags = ['固定资产 fixedAsset'];

/** §7 fixedAsset-plan and fixedAsset-appl: the 资产计划登记 menu guards each call, its buttons the writes. */
export function registerPlanRoutes(root: FastifyInstance, plans: PlanService, access: Guard) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const page = (req: FastifyRequest) => access(req, AssetModule.plan);
  const saveButton = (req: FastifyRequest) => ((req.body as { id?: unknown } | undefined)?.id ? 'btn_edit' : 'btn_add');
  const save = (req: FastifyRequest) => access(req, AssetModule.plan, saveButton(req));

  app.post('/business/fixedAsset-appl/getSubscribeModels', {
    preValidation: accessFirst(page),
    schema: { tags, summary: '资产计划列表（分页；筛选 申购单位/部门/使用人/物品类型/时间/申购状态；关键词匹配单位、部门、使用人、物品名称）', body: planListQuery, response: { 200: envelopeSchema(planListPage) } },
  }, async (req) => ok(await plans.page(await page(req), req.body)));

  app.get('/business/fixedAsset-plan/detail', {
    preValidation: accessFirst(page),
    schema: { tags, summary: '资产计划详情（含物品明细 dtlList；locked 为已有物品申购）', querystring: planIdQuery, response: { 200: envelopeSchema(planDetail) } },
  }, async (req) => ok(await plans.detail(await page(req), req.query.id)));

  app.post('/business/fixedAsset-plan/update', {
    preValidation: accessFirst(save),
    schema: {
      tags, body: planUpdateBody, response: { 200: envelopeSchema(planUpdateResult) },
      summary: '保存资产计划：无 id 新建（btn_add），有 id 修改（btn_edit）。先按序校验 申购单位、申购部门、使用人、物品列表、物品名称/类型/数量 非空，再校验其余规则；返回 {id, logId}',
    },
  }, async (req) => {
    const auth = await save(req);
    return ok(await plans.update(auth, req.body), req.body.id ? Msg.updated : Msg.created);
  });

  app.post('/business/fixedAsset-plan/log/creatorLog', {
    preValidation: accessFirst(page),
    schema: { tags, summary: '记录计划变更（update 成功后提交 §3 snake_case 载荷；须为本人刚保存的记录，且与保存内容一致）', body: creatorLogBody, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await plans.creatorLog(await page(req), req.body);
    return ok(null);
  });

  app.get('/business/fixedAsset-plan/log/getListByPlanInfoId', {
    preValidation: accessFirst(page),
    schema: { tags, summary: '计划变更记录（新的在前）', querystring: planIdQuery, response: { 200: envelopeSchema(planLogList) } },
  }, async (req) => ok({ list: await plans.logs(await page(req), req.query.id) }));
}
