import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../server/http/guard';
import { LOG_MODULE, deleteLogsBody, logListQuery, logPage } from '../contract';
import { registerAreaRoutes } from './area/routes';
import { registerBillRuleRoutes } from './billrule/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerIconRoutes } from './icons/routes';
import { registerLanguageRoutes } from './language/routes';
import { registerMenuRoutes } from './menu/routes';
import { logRepository } from './log-repository';
import { registerOperationsRoutes } from './operations';
import { registerOplogRoutes } from './oplog/routes';

const tags = ['系统 system'];

export async function registerSystemRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const logs = logRepository(ctx.database.db);
  const access = createGuard(ctx);
  const guard = (req: Parameters<typeof access>[0], button?: string) => access(req, LOG_MODULE, button);

  app.get('/system/Log', {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '系统日志（登录、退出、失败）', querystring: logListQuery, response: { 200: envelopeSchema(logPage) } },
  }, async (req) => {
    await guard(req);
    const q = req.query;
    const { list, total } = await logs.page(q);
    return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
  });

  app.delete('/system/Log', {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除系统日志', body: deleteLogsBody, response: { 200: envelopeSchema(z.object({ deleted: z.number() })) } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    return ok({ deleted: await logs.delete(req.body.ids) }, Msg.deleted);
  });
  registerAreaRoutes(app, ctx);
  await registerOperationsRoutes(app, ctx);
  registerBillRuleRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerMenuRoutes(app, ctx);
  registerIconRoutes(app, ctx);
  registerLanguageRoutes(app, ctx);
  registerOplogRoutes(app, ctx);
}
