import { defineServerModule } from '../../../server/modules/feature-module';
import { seedPortalDemo } from './demo';
import { portalMenus } from './menus';
import { portalMigrations } from './migrations';
import { portalRepository } from './repository';
import { registerPortalRoutes } from './routes';
import { resolvePortal } from './service';

/** 门户 (issue 18, ADR 0042): 门户设计 under 在线开发, portals assigned to roles or users, released as menus of type 8. */
export const portalModule = defineServerModule({
  name: 'portal',
  migrations: portalMigrations,
  menus: portalMenus,
  routes: registerPortalRoutes,
  demo: (tx) => seedPortalDemo(tx),
  homePortal: (ctx) => async (auth) => (await resolvePortal(portalRepository(ctx.database.db), auth)).portal?.id ?? null,
});
