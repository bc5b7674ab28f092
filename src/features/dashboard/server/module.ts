import { defineServerModule } from '../../../server/modules/feature-module';
import { registerDashboardRoutes } from './routes';

/** 工作台 (issue 17): the projectAndContract figures the /dashboard page shows. */
export const dashboardModule = defineServerModule({ name: 'dashboard', routes: registerDashboardRoutes });
