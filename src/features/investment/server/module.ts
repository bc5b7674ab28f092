import { defineServerModule } from '../../../server/modules/feature-module';
import { investmentFlowBinding } from './binding';
import { seedInvestmentDemo } from './demo';
import { investmentFileOwners } from './file-owners';
import { investmentMenus } from './menus';
import { investmentMigrations } from './migrations';
import { registerInvestmentRoutes } from './routes';
import { investmentService } from './service';
import { investmentSync } from './sync';

/** 投资备案 (issue 17, ADR 0036): small-project and above-scale filings, approved through a bound flow; drafts offline. */
export const investmentModule = defineServerModule({
  name: 'investment',
  migrations: investmentMigrations,
  menus: investmentMenus,
  routes: registerInvestmentRoutes,
  demo: seedInvestmentDemo,
  collections: investmentSync.collections,
  mutations: investmentSync.mutations,
  fileOwners: investmentFileOwners,
  flowBindings: [investmentFlowBinding],
  workbench: [{ key: 'project', figures: (ctx, auth, q) => investmentService(ctx).figures(auth, q) }],
});
