import { assetsModule } from '../features/assets/server/module';
import { contractsModule } from '../features/contracts/server/module';
import { dashboardModule } from '../features/dashboard/server/module';
import { authModule } from '../features/auth/server/module';
import { dataModule } from '../features/data/server/module';
import { dictionaryModule } from '../features/dictionary/server/module';
import { documentsModule } from '../features/documents/server/module';
import { epidemicModule } from '../features/epidemic/server/module';
import { filesModule } from '../features/files/server/module';
import { integrationsModule } from '../features/integrations/server/module';
import { investmentModule } from '../features/investment/server/module';
import { mapModule } from '../features/map/server/module';
import { messageModule } from '../features/message/server/module';
import { permissionModule } from '../features/permission/server/module';
import { printModule } from '../features/print/server/module';
import { purchaseModule } from '../features/purchase/server/module';
import { dataScreenModule } from '../features/datascreen/server/module';
import { portalModule } from '../features/portal/server/module';
import { reportsModule } from '../features/reports/server/module';
import { stocktakingModule } from '../features/stocktaking/server/module';
import { syncModule } from '../features/sync/server/module';
import { systemModule } from '../features/system/server/module';
import { visualdevModule } from '../features/visualdev/server/module';
import { workflowModule } from '../features/workflow/server/module';
import { buildRegistry } from './modules/registry';

/**
 * The server's one list of feature modules (ADR 0010). Adding a feature: its folder with
 * `server/module.ts`, plus one line here. Order matters only for menus (a parent directory before
 * its pages) and demo rows (a feature's demo may use an earlier one's).
 */
export const featureRegistry = buildRegistry([
  authModule,
  permissionModule,
  systemModule,
  syncModule,
  dictionaryModule,
  assetsModule,
  filesModule,
  stocktakingModule,
  messageModule,
  dataModule,
  printModule,
  mapModule,
  visualdevModule,
  reportsModule,
  portalModule,
  dataScreenModule,
  workflowModule,
  contractsModule,
  purchaseModule,
  investmentModule,
  documentsModule,
  epidemicModule,
  dashboardModule,
  integrationsModule,
]);
