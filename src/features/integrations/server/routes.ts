import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import {
  INTEGRATION_BUTTONS as B, INTEGRATION_MENU, integrationConfig, integrationConfigBody, IntegrationMsg, integrationTestResult,
  syncLogPage, syncLogQuery, syncResult, vendorParams,
} from '../contract';
import { integrationService } from './service';

const tags = ['第三方集成 integration'];
const P = '/system/integration';

/** 第三方集成 under /api/system/integration (ADR 0038): configuration per vendor, connection test, organisation sync, the sync log. */
export function registerIntegrationRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = integrationService(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: string) => access(req, INTEGRATION_MENU, button);
  const first = (button?: string) => accessFirst((r) => guard(r, button));

  app.get(`${P}/SyncLog`, {
    preValidation: first(),
    schema: { tags, summary: '同步日志（分页，最新在前；可按集成、类型、是否失败筛选）', querystring: syncLogQuery, response: { 200: envelopeSchema(syncLogPage) } },
  }, async (req) => ok(await svc.logs(await guard(req), req.query)));

  app.get(`${P}/:vendor`, {
    preValidation: first(),
    schema: { tags, summary: '集成配置（wechatWork 企业微信 / dingTalk 钉钉；密钥只返回掩码）', params: vendorParams, response: { 200: envelopeSchema(integrationConfig) } },
  }, async (req) => ok(await svc.get(await guard(req), req.params.vendor)));

  app.put(`${P}/:vendor`, {
    preValidation: first(B.edit),
    schema: { tags, summary: '保存集成配置（密钥留空则保留已保存的）', params: vendorParams, body: integrationConfigBody, response: { 200: envelopeSchema(integrationConfig) } },
  }, async (req) => ok(await svc.save(await guard(req, B.edit), req.params.vendor, req.body), IntegrationMsg.saved));

  app.post(`${P}/:vendor/Actions/Test`, {
    preValidation: first(B.edit),
    schema: { tags, summary: '测试连接：用表单中的值获取访问令牌（不保存）', params: vendorParams, body: integrationConfigBody, response: { 200: envelopeSchema(integrationTestResult) } },
  }, async (req) => ok(await svc.test(await guard(req, B.edit), req.params.vendor, req.body), IntegrationMsg.connected));

  app.post(`${P}/:vendor/Actions/Sync`, {
    preValidation: first(B.sync),
    schema: { tags, summary: '同步组织：部门（上级在前）与成员推送到第三方，已同步的更新而不重复创建', params: vendorParams, response: { 200: envelopeSchema(syncResult) } },
  }, async (req) => {
    const { result, msg } = await svc.sync(await guard(req, B.sync), req.params.vendor);
    return ok(result, msg);
  });
}
