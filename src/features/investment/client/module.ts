import { defineClientModule } from '@/app/modules/client-module';

const edit = () => import('./pages/FilingEditPage');
const detail = () => import('./pages/FilingDetailPage');

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 投资备案 (issue 17, ADR 0036): the list, SPEC §2's filing routes, and investmentOver (the bell's type 4). */
export const investmentModule = defineClientModule({
  name: 'investment',
  pages: { 'business/investment': () => import('./pages/FilingListPage') },
  routes: [
    { path: '/investment/smallProjectFiling/add', load: edit, titleKey: 'route.smallProjectAdd' },
    { path: '/investment/smallProjectFiling/edit', load: edit, titleKey: 'route.smallProjectEdit' },
    { path: '/investment/smallProjectFiling/detail', load: detail, titleKey: 'route.smallProjectDetail' },
    { path: '/investment/aboveAcale/detail', load: detail, titleKey: 'route.aboveScaleDetail' },
    { path: '/investmentOver', load: detail, titleKey: 'route.investmentOver' },
  ],
  locales: () => import('./locales'),
  device: {
    // Version 12 (issue 17): the filings the user may read.
    tables: { 12: { investments: 'id, status' } },
    collections: { investments: { zh: '投资备案', zhtw: '投資備案', en: 'Investment filings' } },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'investment.save': { zh: '保存投资备案', zhtw: '保存投資備案', en: 'Save a filing' },
      'investment.remove': { zh: '删除投资备案', zhtw: '刪除投資備案', en: 'Delete a filing' },
    },
  },
});
