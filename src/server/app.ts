import fs from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAuditHooks } from './audit/hooks';
import type { ServerConfig } from './config';
import { createContext, type ServerContext } from './context';
import { featureRegistry } from './features';
import { drainOutsidePushes } from './message-push';
import type { Database } from './db/database';
import { ok } from './http/api-error';
import { serverLogger } from './logging';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerFormBody } from './plugins/form-body';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticClient } from './plugins/static-client';
import { bindSocketMethods } from './realtime/methods';
import { registerRealtime } from './realtime/routes';
import type { SmsSender } from './sms';

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests capture SMS codes through this. */
  sms?: SmsSender;
}

const version = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

// Zod's own fallback messages in Chinese; the contract sets specific ones per field.
z.config(z.locales.zhCN());

/** Boots in tiers: core plugins, then the shell's app plugins, then each feature module's routes (src/server/features.ts). */
export async function buildApp({ config, database, logger, sms }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? serverLogger(config.logLevel),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerFormBody(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, code: 429, msg: `请求过于频繁，请在${Math.ceil(ctx.ttl / 1000)}秒后重试`, data: null }) });
  await registerOpenApi(app, version);
  // Lists, pulls and stocktake downloads are JSON that gzips ~10×; warehouse networks are slow. Images skip it (not compressible).
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 2048 });

  const ctx: ServerContext = createContext(config, database, app.log, featureRegistry, sms);
  // Before any /api route exists: it hooks each one as it is declared.
  registerAuditHooks(app, ctx.audit, config.auditLog);
  registerAuth(app, ctx.sessions, async () => (await ctx.settings.get()).sessionTtlHours * 3_600_000);
  // Message pushes to 企业微信/钉钉 still under way finish before the database closes (ADR 0038).
  app.addHook('onClose', () => drainOutsidePushes(ctx));
  await registerRealtime(app, ctx.realtime, ctx.sessions, bindSocketMethods(featureRegistry.socketMethods, ctx));

  await app.register(async (api) => {
    api.get('/health', { config: { public: true }, schema: { tags: ['系统 system'], summary: '健康检查' } }, async () => {
      await database.db.selectFrom('baseSysConfig').select('key').limit(1).execute();
      return ok({ status: 'up', version, database: database.dialect });
    });
    for (const feature of featureRegistry.modules) await feature.routes?.(api, ctx);
  }, { prefix: '/api' });

  await registerStaticClient(app, config.clientDir);
  return app;
}
