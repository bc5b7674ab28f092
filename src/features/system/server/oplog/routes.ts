import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { sendXlsx, XLSX_TYPE } from '../../../../server/http/xlsx';
import {
  LOG_MODULE, OPLOG_MSG, deleteLogsBody, exportCategoryParams, logListQuery, logSettings, logSortable, oplogCategoryParams, oplogDetail, oplogIdParams, oplogListQuery, oplogPage,
} from '../../contract';
import { EXPORT_SHEET, loginLogWorkbook, oplogWorkbook } from './excel';
import { oplogService } from './oplog-service';
import { purgeExpiredLogs } from './retention';

const tags = ['系统 system'];
const exportQuery = oplogListQuery.extend({ type: logListQuery.shape.type });

/** 系统日志's operation, request and exception logs (ADR 0026); the sign-in log keeps `/api/system/Log`. */
export function registerOplogRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = oplogService(ctx);
  const access = createGuard(ctx);
  const guard = (req: Parameters<typeof access>[0], button?: string) => access(req, LOG_MODULE, button);

  // Entries past the retention go at start (and with the scheduled purge); a failure waits for the next time.
  let purging: Promise<unknown> = Promise.resolve();
  root.addHook('onReady', async () => {
    purging = purgeExpiredLogs(ctx.database.db).catch((err: unknown) => ctx.log.warn({ err }, 'log purge failed'));
  });
  root.addHook('onClose', () => purging);

  app.get('/system/Log/Actions/Settings', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '日志设置：保留天数（0 为永久）与请求日志采样比例', response: { 200: envelopeSchema(logSettings) } },
  }, async (req) => ok(await svc.settings(await guard(req))));

  app.put('/system/Log/Actions/Settings', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '保存日志设置（需删除按钮权限：保留天数决定删除哪些日志）', body: logSettings, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await svc.saveSettings(await guard(req, 'btn_remove'), req.body);
    return ok(null, OPLOG_MSG.settingsSaved);
  });

  app.get('/system/Log/:category', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '操作日志 operation / 请求日志 request / 异常日志 exception（按时间、用户、模块、结果筛选）', params: oplogCategoryParams, querystring: oplogListQuery, response: { 200: envelopeSchema(oplogPage) } },
  }, async (req) => ok(await svc.page(await guard(req), req.params.category, req.query)));

  app.get('/system/Log/:category/:id', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '日志详情：请求摘要（已脱敏）、结果、记录变更前后值、异常信息', params: oplogIdParams, response: { 200: envelopeSchema(oplogDetail) } },
  }, async (req) => ok(await svc.detail(await guard(req), req.params.category, req.params.id)));

  app.delete('/system/Log/:category', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除操作、请求或异常日志（需删除按钮权限）', params: oplogCategoryParams, body: deleteLogsBody, response: { 200: envelopeSchema(z.object({ deleted: z.number() })) } },
  }, async (req) => ok({ deleted: await svc.remove(await guard(req, 'btn_remove'), req.params.category, req.body.ids) }, Msg.deleted));

  app.get('/system/Log/:category/Actions/Export', {
    config: { tokenInQuery: true },
    preValidation: accessFirst((r) => guard(r, 'btn_export')),
    schema: { tags, summary: '导出日志 xlsx（login 登录日志及其余三类；与列表相同的筛选，至多 100,000 行）', params: exportCategoryParams, querystring: exportQuery, produces: [XLSX_TYPE] },
  }, async (req, reply) => {
    const auth = await guard(req, 'btn_export');
    const { category } = req.params;
    const name = `${EXPORT_SHEET[category]}.xlsx`;
    if (category !== 'login') return sendXlsx(reply, await oplogWorkbook(category, await svc.exportRows(auth, category, req.query)), name);
    const { sidx } = req.query;
    if (sidx !== undefined && !(logSortable as readonly string[]).includes(sidx)) throw fail.badRequest(Msg.sortFieldInvalid);
    return sendXlsx(reply, await loginLogWorkbook(await svc.exportLogins(auth, { ...req.query, sidx: sidx as (typeof logSortable)[number] | undefined })), name);
  });
}
