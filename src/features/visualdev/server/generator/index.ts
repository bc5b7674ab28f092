import { apiFile, clientModuleFile, formFile } from './gen-client';
import { listPageFile } from './gen-list-page';
import { contractFile } from './gen-contract';
import { serviceFile } from './gen-server-logic';
import { menusFile, routesFile, serverModuleFile } from './gen-server-routes';
import { migrationsFile, repositoryFile, tablesFile } from './gen-server-data';
import { planModel, type GenModel, type GenOptions } from './plan';

export { codeAreas, GeneratorError, GeneratorMsg } from './names';
export type { GenModel, GenOptions } from './plan';

export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * 代码生成: the files of a hand-written feature (ARCHITECTURE.md's layout) for a model — contract,
 * server (tables, migrations, repository, service, routes, menus, module) and client (api, list page,
 * form, module). Pure; throws GeneratorError with a message for the user when a name cannot be used.
 */
export function generateCode(model: GenModel, opts: GenOptions = {}): GeneratedFile[] {
  const plan = planModel(model, opts);
  const d = plan.dir;
  return [
    { path: `${d}/contract.ts`, content: contractFile(plan) },
    { path: `${d}/server/tables.ts`, content: tablesFile(plan) },
    { path: `${d}/server/migrations.ts`, content: migrationsFile(plan) },
    { path: `${d}/server/repository.ts`, content: repositoryFile(plan) },
    { path: `${d}/server/service.ts`, content: serviceFile(plan) },
    { path: `${d}/server/routes.ts`, content: routesFile(plan) },
    { path: `${d}/server/menus.ts`, content: menusFile(plan) },
    { path: `${d}/server/module.ts`, content: serverModuleFile(plan) },
    { path: `${d}/client/api.ts`, content: apiFile(plan) },
    { path: `${d}/client/${plan.Name}ListPage.tsx`, content: listPageFile(plan) },
    { path: `${d}/client/${plan.Name}Form.tsx`, content: formFile(plan) },
    { path: `${d}/client/module.ts`, content: clientModuleFile(plan) },
  ];
}
