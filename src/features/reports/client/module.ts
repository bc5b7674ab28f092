import { defineClientModule } from '@/app/modules/client-module';
import { REPORT_CACHE_INDEXES, REPORT_CACHE_TABLE } from './offline-cache';

/**
 * 报表 (issue 18, ADR 0040): 报表设计 under 在线开发, and the page of every released report (menus of
 * type 5, `report/*`), which keeps its last results on the device for offline.
 */
export const reportsModule = defineClientModule({
  name: 'reports',
  pages: {
    'onlineDev/dataReport': () => import('./design/ReportDesignPage'),
    'report/*': () => import('./viewer/ReportViewerPage'),
  },
  locales: () => import('./locales'),
  device: {
    // Version 16 (issue 18): report definitions and the last result of each parameter set (not a synced collection).
    tables: { 16: { [REPORT_CACHE_TABLE]: REPORT_CACHE_INDEXES } },
  },
});
