import { defineServerModule } from '../../../server/modules/feature-module';
import { businessFlows } from './business';
import { seedWorkflowDemo } from './demo';
import { workflowFileOwners } from './file-owners';
import { workflowMenus } from './menus';
import { workflowCollections, workflowMutations } from './sync';
import { workflowMigrations } from './migrations';
import { registerWorkflowRoutes } from './routes';
import { workflowTimersJob } from './timers-job';

/** 工作流程 (issue 16, ADR 0034): definitions, the engine, and the launch/todo/done/circulate/entrust/monitor calls. */
export const workflowModule = defineServerModule({
  name: 'workflow',
  migrations: workflowMigrations,
  menus: workflowMenus,
  routes: registerWorkflowRoutes,
  demo: seedWorkflowDemo,
  jobs: [workflowTimersJob],
  collections: workflowCollections,
  mutations: workflowMutations,
  fileOwners: workflowFileOwners,
  businessFlows,
});
