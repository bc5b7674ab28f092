import { defineServerModule } from '../../../server/modules/feature-module';
import { permissionCollections } from './collections';
import { permissionMenus } from './menus';
import { permissionMigrations } from './migrations';
import { profileMutations } from './profile-mutations';
import { registerPermissionRoutes } from './routes';

/** 权限管理: organisations, positions, roles, groups, users, authorisation; the organisation devices keep. */
export const permissionModule = defineServerModule({
  name: 'permission',
  migrations: permissionMigrations,
  menus: permissionMenus,
  routes: registerPermissionRoutes,
  collections: permissionCollections,
  mutations: profileMutations,
});
