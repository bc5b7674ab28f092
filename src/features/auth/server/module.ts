import { defineServerModule } from '../../../server/modules/feature-module';
import { authJobs } from './jobs';
import { seedScaleLoginLog } from './scale-seed';
import { authMigrations } from './migrations';
import { registerAuthRoutes } from './routes';

/** 登录: password, SMS and QR sign-in, captcha, lock screen, sessions (ADR 0003). */
export const authModule = defineServerModule({
  name: 'auth',
  migrations: authMigrations,
  scale: async (tx, { count, departments, now }) => ({ loginLogRows: await seedScaleLoginLog(tx, count, departments, undefined, now) }),
  routes: registerAuthRoutes,
  jobs: authJobs,
});
