import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    epidemicReports: Table<LocalRow, string>;
  }
}

const report = () => import('./pages/ReportPage');

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 疫情防控 (issue 17): SPEC §2's /epidemic/epidemicson, 每日健康打卡 offline through the outbox, and 健康打卡统计. */
export const epidemicModule = defineClientModule({
  name: 'epidemic',
  pages: {
    'epidemic/report': report,
    'epidemic/manage': () => import('./pages/DeptReportsPage'),
  },
  routes: [{ path: '/epidemic/epidemicson', load: report, titleKey: 'route.epidemic' }],
  locales: () => import('./locales'),
  device: {
    // Version 15 (issue 17; 14 is another feature's): the user's own health reports.
    tables: { 15: { epidemicReports: 'id, reportDate' } },
    collections: { epidemicReports: { zh: '健康打卡', zhtw: '健康打卡', en: 'Health reports' } },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'epidemic.report': { zh: '健康打卡', zhtw: '健康打卡', en: 'Daily health report' },
    },
  },
});
