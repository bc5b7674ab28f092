import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { createGuard } from '../../../server/http/guard';
import type { AuthContext } from '../../../server/plugins/auth';
import { DICTIONARY_MODULE } from '../contract';
import { registerDataRoutes } from './data-routes';
import { dataService } from './data-service';
import { registerTypeRoutes } from './type-routes';
import { typeService } from './type-service';

export type DictionaryButton = 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_export' | 'btn_import';
export type DictionaryGuard = (req: FastifyRequest, button: DictionaryButton) => Promise<AuthContext>;

/**
 * §7 Dictionary. Reads need only a signed-in user: selects all over the platform read dictionaries.
 * Writes need the 数据字典 menu and its button.
 */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: ServerContext) {
  const access = createGuard(ctx);
  const guard: DictionaryGuard = (req, button) => access(req, DICTIONARY_MODULE, button);
  registerTypeRoutes(app, typeService(ctx.database.db, ctx.audit), guard);
  registerDataRoutes(app, dataService(ctx.database.db, ctx.audit), guard);
}
