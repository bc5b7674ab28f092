import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import { SETTINGS_MODULE, systemSettings } from '../../contract';
import { settingsService } from './service';

const tags = ['系统 system'];

/** GET/PUT /api/system/SysConfig: 系统配置. */
export function registerSettingsRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = settingsService(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, SETTINGS_MODULE, button));

  app.get('/system/SysConfig', {
    preValidation: first(),
    schema: { tags, summary: '系统配置（系统名称、图标、登录与密码规则）', response: { 200: envelopeSchema(systemSettings) } },
  }, async (req) => ok(await svc.get(requireAuth(req))));

  app.put('/system/SysConfig', {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '保存系统配置（下一次请求起生效，无需重启）', body: systemSettings, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await svc.save(requireAuth(req), req.body);
    return ok(null, Msg.updated);
  });
}
