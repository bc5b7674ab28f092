import { defineClientModule } from '@/app/modules/client-module';

/** 同步状态: what the device holds, what waits to be sent, and the writes the server refused. */
export const syncModule = defineClientModule({
  name: 'sync',
  routes: [{ path: '/syncStatus', load: () => import('./SyncPage'), titleKey: 'route.syncStatus' }],
});
