import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { sendXlsx } from '../../../../server/http/xlsx';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  BILL_RULE_MODULE, billRuleBody, billRuleCategories, billRuleIdParams, billRuleInfo, billRuleListQuery, billRulePage, billRuleRow,
  billRuleSelector, billRuleSelectorQuery, releaseBody, releaseResult, reservation, reservationRow, reserveBody,
} from '../../contract';
import { rulesWorkbook, ruleWorkbook } from './excel';
import { billRuleService } from './service';

const tags = ['系统 system'];
const base = '/system/BillRule';
const nullEnvelope = envelopeSchema(z.null());

/** §7 Bill rules: administration under the 单据规则 menu; numbers, reservations and the picker for anyone signed in. */
export function registerBillRuleRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = billRuleService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, BILL_RULE_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '单据规则列表（关键词：名称、编码、分类、前缀）', querystring: billRuleListQuery, response: { 200: envelopeSchema(billRulePage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(`${base}/Actions/Export`, {
    preValidation: first('btn_export'),
    schema: { tags, summary: '导出单据规则（xlsx，按列表的筛选）', querystring: billRuleListQuery, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (req, reply) => sendXlsx(reply, await rulesWorkbook(await svc.exportRows(requireAuth(req), req.query)), '单据规则'));

  app.get(`${base}/Selector`, {
    schema: { tags, summary: '业务模板选择：启用的单据规则（categoryId、关键词、分页）', querystring: billRuleSelectorQuery, response: { 200: envelopeSchema(billRuleSelector) } },
  }, async (req) => ok(await svc.selector(requireAuth(req), req.query)));

  app.get(`${base}/Selector/Categories`, {
    schema: { tags, summary: '业务模板选择的分类（启用规则的业务分类）', response: { 200: envelopeSchema(billRuleCategories) } },
  }, async (req) => ok(await svc.categories(requireAuth(req))));

  app.get(`${base}/BillNumber/:id`, {
    schema: { tags, summary: '取下一个单据编号（id 或业务编码；并发安全）', params: billRuleIdParams, response: { 200: envelopeSchema(z.string()) } },
  }, async (req) => ok(await svc.billNumber(requireAuth(req), req.params.id)));

  app.post(`${base}/BillNumber/:id/Actions/Reserve`, {
    schema: { tags, summary: '为本设备预留一段编号（离线取号）', params: billRuleIdParams, body: reserveBody, response: { 200: envelopeSchema(reservation) } },
  }, async (req) => ok(await svc.reserve(requireAuth(req), req.params.id, req.body)));

  app.post(`${base}/Reservation/:id/Actions/Release`, {
    schema: { tags, summary: '归还预留编号（used：已用的个数；未用的退回或跳过）', params: billRuleIdParams, body: releaseBody, response: { 200: envelopeSchema(releaseResult) } },
  }, async (req) => ok(await svc.release(requireAuth(req), req.params.id, req.body)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建单据规则', body: billRuleBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.get(`${base}/:id`, {
    preValidation: first(),
    schema: { tags, summary: '单据规则详情', params: billRuleIdParams, response: { 200: envelopeSchema(billRuleInfo) } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.put(`${base}/:id`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改单据规则（已取号的规则只能增加流水位数）', params: billRuleIdParams, body: billRuleBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除单据规则（未取过号的）', params: billRuleIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  app.put(`${base}/:id/Actions/State`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '启用或停用单据规则（切换）', params: billRuleIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.toggle(requireAuth(req), req.params.id);
    return ok(null, Msg.updated);
  });

  app.get(`${base}/:id/Reservations`, {
    preValidation: first(),
    schema: { tags, summary: '单据规则的离线预留记录（最近1000条）', params: billRuleIdParams, response: { 200: envelopeSchema(z.object({ rule: billRuleRow, list: z.array(reservationRow) })) } },
  }, async (req) => ok(await svc.reservations(requireAuth(req), req.params.id)));

  app.get(`${base}/:id/Action/Export`, {
    preValidation: first('btn_export'),
    schema: { tags, summary: '导出一条单据规则及其离线预留（xlsx）', params: billRuleIdParams, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (req, reply) => {
    const { rule, list } = await svc.exportRule(requireAuth(req), req.params.id);
    return sendXlsx(reply, await ruleWorkbook(rule, list), `单据规则-${rule.fullName}`);
  });
}
