import fs from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAuthRoutes } from '../features/auth/server/routes';
import { registerDictionaryRoutes } from '../features/dictionary/server/routes';
import { registerAssetRoutes } from '../features/assets/server/routes';
import { registerFileRoutes } from '../features/files/server/routes';
import { registerStocktakeRoutes } from '../features/stocktaking/server/routes';
import { registerPermissionRoutes } from '../features/permission/server/routes';
import { registerSyncRoutes } from '../features/sync/server/routes';
import { registerSystemRoutes } from '../features/system/server/routes';
import type { SmsSender } from '../features/auth/server/sms-sender';
import type { ServerConfig } from './config';
import { createContext, type ServerContext } from './context';
import type { Database } from './db/database';
import { ok } from './http/api-error';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerFormBody } from './plugins/form-body';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticClient } from './plugins/static-client';
import { registerRealtime } from './realtime/routes';

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

/** Boots in tiers: core plugins, then the shell's app plugins, then each feature's routes. */
export async function buildApp({ config, database, logger, sms }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
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

  const ctx: ServerContext = createContext(config, database, app.log);
  registerAuth(app, ctx.sessions, config.sessionTtlHours * 3_600_000);
  await registerRealtime(app, ctx.realtime, ctx.sessions);

  await app.register(async (api) => {
    api.get('/health', { config: { public: true }, schema: { tags: ['系统 system'], summary: '健康检查' } }, async () => {
      await database.db.selectFrom('baseSysConfig').select('key').limit(1).execute();
      return ok({ status: 'up', version, database: database.dialect });
    });
    registerAuthRoutes(api, ctx, sms);
    registerPermissionRoutes(api, ctx);
    registerSystemRoutes(api, ctx);
    registerSyncRoutes(api, ctx);
    registerDictionaryRoutes(api, ctx);
    registerAssetRoutes(api, ctx);
    registerFileRoutes(api, ctx);
    registerStocktakeRoutes(api, ctx);
  }, { prefix: '/api' });

  await registerStaticClient(app, config.clientDir);
  return app;
}
