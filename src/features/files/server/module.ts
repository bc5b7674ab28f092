import { defineServerModule } from '../../../server/modules/feature-module';
import { fileCollections } from './collections';
import { seedFileDemo } from './demo-files';
import { fileJobs } from './jobs';
import { fileLinks } from './links';
import { fileMenus } from './menus';
import { fileMigrations } from './migrations';
import { registerFileRoutes } from './routes';

/** 文件 (issue 11, ADR 0018): the content-addressed store, resumable transfers, signed downloads, 文档中心. */
export const filesModule = defineServerModule({
  name: 'files',
  migrations: fileMigrations,
  menus: fileMenus,
  routes: registerFileRoutes,
  collections: fileCollections,
  demo: async (tx) => seedFileDemo(tx),
  jobs: fileJobs,
  fileLinks,
});
