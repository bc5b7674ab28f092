import { defineClientModule } from '@/app/modules/client-module';

const edit = () => import('./pages/DocEditPage');

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 公文 (issue 17 §4, ADR 0037): 公文管理 and 收文, SPEC §2's documentRelease routes (the bell's type 6 opens the detail). */
export const documentsModule = defineClientModule({
  name: 'documents',
  pages: {
    'business/document': () => import('./pages/DocListPage'),
    'business/documentReceive': () => import('./pages/DocReceivePage'),
  },
  routes: [
    { path: '/documentRelease/add', load: edit, titleKey: 'route.documentAdd' },
    { path: '/documentRelease/edit', load: edit, titleKey: 'route.documentEdit' },
    { path: '/documentRelease/detail', load: () => import('./pages/DocDetailPage'), titleKey: 'route.documentDetail' },
  ],
  locales: () => import('./locales'),
  device: {
    // Version 13 (issue 17): the documents released to the user, and the user's own receipts.
    tables: { 13: { receivedDocs: 'id', docReceipts: 'id, docId' } },
    collections: {
      receivedDocs: { zh: '收文', zhtw: '收文', en: 'Received documents' },
      docReceipts: { zh: '公文签收', zhtw: '公文簽收', en: 'Document receipts' },
    },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'doc.read': { zh: '阅读公文', zhtw: '閱讀公文', en: 'Read a document' },
    },
  },
});
