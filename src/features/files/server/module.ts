import { defineServerModule } from '../../../server/modules/feature-module';
import { registerFileRoutes } from './routes';

/** 文件: image upload and the served images. */
export const filesModule = defineServerModule({
  name: 'files',
  routes: (api, ctx) => registerFileRoutes(api, ctx),
});
