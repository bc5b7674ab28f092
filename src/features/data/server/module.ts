import { defineServerModule } from '../../../server/modules/feature-module';
import { seedDataDemo } from './demo';
import { dataInterfacesPort } from './interface-port';
import { dataJobs } from './jobs';
import { dataMenus } from './menus';
import { dataMigrations } from './migrations';
import { registerDataRoutes } from './routes';

/** 系统数据: 数据连接, 数据建模, 数据接口, 数据同步 (issue 14); its menus sit under the system feature's 系统数据. */
export const dataModule = defineServerModule({
  name: 'data',
  migrations: dataMigrations,
  menus: dataMenus,
  routes: registerDataRoutes,
  jobs: dataJobs,
  demo: (tx) => seedDataDemo(tx),
  dataInterfaces: dataInterfacesPort,
});
