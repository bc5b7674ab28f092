import { definePages } from '@/app/routing/page-registry';

/** The sync status page by menu urlAddress (the lead adds the menu row and the registry line). */
export const syncPages = definePages('sync', {
  'system/sync': () => import('./SyncPage'),
});
