import { defineClientModule } from '@/app/modules/client-module';
import { PORTAL_CACHE_INDEXES, PORTAL_CACHE_TABLE } from './offline-cache';

/**
 * 门户 (issue 18, ADR 0042): 门户设计 under 在线开发, and the page of every released portal (menus of
 * type 8, `portal/*`); /home shows the user's portal. The last answers are kept on the device for offline.
 */
export const portalModule = defineClientModule({
  name: 'portal',
  pages: {
    'onlineDev/visualPortal': () => import('./design/PortalDesignPage'),
    'portal/*': () => import('./view/PortalPage'),
  },
  home: () => import('./home/PortalHomeSection'),
  locales: () => import('./locales'),
  device: {
    // Version 17 (issue 18): the last answer of /home and of each released portal (not a synced collection).
    tables: { 17: { [PORTAL_CACHE_TABLE]: PORTAL_CACHE_INDEXES } },
  },
});
