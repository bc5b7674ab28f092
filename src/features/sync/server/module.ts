import { defineServerModule } from '../../../server/modules/feature-module';
import { syncJobs } from './jobs';
import { registerSyncRoutes } from './routes';

/** 同步: pull and push for every collection and mutation the other modules declare (ADR 0007, 0010). */
export const syncModule = defineServerModule({
  name: 'sync',
  routes: registerSyncRoutes,
  jobs: syncJobs,
});
