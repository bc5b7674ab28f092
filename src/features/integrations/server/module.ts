import { defineServerModule } from '../../../server/modules/feature-module';
import { adapters } from './adapters';
import { tokenCache } from './caches';
import { integrationMenus } from './menus';
import { integrationMigrations } from './migrations';
import { integrationPusher } from './push';
import { registerIntegrationRoutes } from './routes';

/** 第三方集成 (issue 17, ADR 0038): 企业微信 and 钉钉 — organisation sync and message push, off until configured. */
export const integrationsModule = defineServerModule({
  name: 'integrations',
  migrations: integrationMigrations,
  menus: integrationMenus,
  routes: registerIntegrationRoutes,
  messagePushers: [integrationPusher(adapters)],
  caches: [tokenCache(adapters)],
});
