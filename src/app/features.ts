import { assetsModule } from '@/features/assets/client/module';
import { contractsModule } from '@/features/contracts/client/module';
import { purchaseModule } from '@/features/purchase/client/module';
import { dashboardModule } from '@/features/dashboard/client/module';
import { dataModule } from '@/features/data/client/module';
import { dictionaryModule } from '@/features/dictionary/client/module';
import { documentsModule } from '@/features/documents/client/module';
import { epidemicModule } from '@/features/epidemic/client/module';
import { filesModule } from '@/features/files/client/module';
import { integrationsModule } from '@/features/integrations/client/module';
import { investmentModule } from '@/features/investment/client/module';
import { messageModule } from '@/features/message/client/module';
import { mapModule } from '@/features/map/client/module';
import { permissionModule } from '@/features/permission/client/module';
import { dataScreenModule } from '@/features/datascreen/client/module';
import { portalModule } from '@/features/portal/client/module';
import { printModule } from '@/features/print/client/module';
import { reportsModule } from '@/features/reports/client/module';
import { stocktakingModule } from '@/features/stocktaking/client/module';
import { syncModule } from '@/features/sync/client/module';
import { systemModule } from '@/features/system/client/module';
import { visualdevModule } from '@/features/visualdev/client/module';
import { workflowModule } from '@/features/workflow/client/module';
import { installDeviceModules, type DeviceModule } from '@/sync/device-modules';
import type { ClientFeatureModule } from './modules/client-module';
import { createPageRegistry } from './routing/page-registry';

/**
 * The web client's one list of feature modules (ADR 0010). Adding a feature: its folder with
 * `client/module.ts`, plus one line here. Order is the sync engine's pull order (the organisation
 * first, so pickers fill early).
 */
export const clientFeatures: readonly ClientFeatureModule[] = [permissionModule, systemModule, syncModule, dictionaryModule, assetsModule, stocktakingModule, filesModule, messageModule, dataModule, printModule, mapModule, visualdevModule, reportsModule, portalModule, dataScreenModule, workflowModule, contractsModule, purchaseModule, investmentModule, documentsModule, epidemicModule, dashboardModule, integrationsModule];

/** Pages by menu urlAddress, for the shell's menu routes. */
export const pageRegistry = createPageRegistry(clientFeatures.map((f) => ({ feature: f.name, pages: f.pages ?? {} })));

/** The device parts of the features (with their background work), as the sync engine takes them. */
export const deviceModules = (features: readonly ClientFeatureModule[] = clientFeatures): DeviceModule[] =>
  features.map((f) => ({ name: f.name, ...f.device, ...(f.background ? { background: f.background } : {}) }));

/** Hands the device parts to the sync engine at once (tests; main.tsx provides them lazily instead). */
export function installClientFeatures(features: readonly ClientFeatureModule[] = clientFeatures): void {
  installDeviceModules(deviceModules(features));
}
