import { defineClientModule } from '@/app/modules/client-module';

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 采购计划登记 (issue 17, ADR 0036): the list and SPEC §2's kept-alive /purchase/form and /purchase/detail; requests on the device, writes through the outbox. */
export const purchaseModule = defineClientModule({
  name: 'purchase',
  pages: { 'business/purchase': () => import('./pages/PurchaseListPage') },
  routes: [
    { path: '/purchase/form', load: () => import('./pages/PurchaseFormPage'), titleKey: 'route.purchaseForm', keepAlive: true },
    { path: '/purchase/detail', load: () => import('./pages/PurchaseDetailPage'), titleKey: 'route.purchaseDetail', keepAlive: true },
  ],
  locales: () => import('./locales'),
  device: {
    // Version 14 (issue 17): the purchase requests the user may read.
    tables: { 14: { purchases: 'id, status' } },
    collections: { purchases: { zh: '采购计划', zhtw: '採購計畫', en: 'Purchase requests' } },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'purchase.save': { zh: '保存采购计划', zhtw: '保存採購計畫', en: 'Save a purchase request' },
      'purchase.remove': { zh: '删除采购计划', zhtw: '刪除採購計畫', en: 'Delete a purchase request' },
    },
  },
});
