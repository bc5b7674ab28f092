import { defineServerModule } from '../../../server/modules/feature-module';
import { contractFlowBinding } from './binding';
import { seedContractDemo } from './demo';
import { contractExpiryJob } from './expiry-job';
import { contractFileOwners } from './file-owners';
import { contractMenus } from './menus';
import { contractMigrations } from './migrations';
import { registerContractRoutes } from './routes';
import { contractService } from './service';
import { contractSync } from './sync';

/** 合同 (issue 17, ADR 0036): contracts, their approval through a bound flow, expiry reminders, offline drafts. */
export const contractsModule = defineServerModule({
  name: 'contracts',
  migrations: contractMigrations,
  menus: contractMenus,
  routes: registerContractRoutes,
  demo: seedContractDemo,
  jobs: [contractExpiryJob],
  collections: contractSync.collections,
  mutations: contractSync.mutations,
  fileOwners: contractFileOwners,
  flowBindings: [contractFlowBinding],
  workbench: [{ key: 'contract', figures: (ctx, auth, q) => contractService(ctx).figures(auth, q) }],
});
