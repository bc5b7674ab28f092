import { defineServerModule } from '../../../server/modules/feature-module';
import { docFlowBinding } from './binding';
import { seedDocumentDemo } from './demo';
import { docFileOwners } from './file-owners';
import { docMenus } from './menus';
import { documentMigrations } from './migrations';
import { registerDocRelayRoutes } from './relay-routes';
import { registerSendDocRoutes } from './routes';
import { docCollections, docMutations } from './sync';

/** 公文 (issue 17 §4, ADR 0037): drafts approved through a bound flow, released to recipients, read, signed and relayed; read offline. */
export const documentsModule = defineServerModule({
  name: 'documents',
  migrations: documentMigrations,
  menus: docMenus,
  routes: (api, ctx) => {
    registerSendDocRoutes(api, ctx);
    registerDocRelayRoutes(api, ctx);
  },
  demo: seedDocumentDemo,
  collections: docCollections,
  mutations: docMutations,
  fileOwners: docFileOwners,
  flowBindings: [docFlowBinding],
});
