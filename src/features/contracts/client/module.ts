import { defineClientModule } from '@/app/modules/client-module';

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 合同 (issue 17, ADR 0036): 合同管理 and /contract/add; contracts on the device, drafts and submissions through the outbox. */
export const contractsModule = defineClientModule({
  name: 'contracts',
  pages: { 'business/contract': () => import('./pages/ContractListPage') },
  routes: [{ path: '/contract/add', load: () => import('./pages/ContractAddPage'), titleKey: 'route.contractAdd' }],
  locales: () => import('./locales'),
  device: {
    // Version 11 (issue 17): the contracts the user may read.
    tables: { 11: { contracts: 'id, status' } },
    collections: { contracts: { zh: '合同', zhtw: '合同', en: 'Contracts' } },
    mutations: () => import('./mutations'),
    mutationLabels: {
      'contract.save': { zh: '保存合同', zhtw: '保存合同', en: 'Save a contract' },
      'contract.remove': { zh: '删除合同', zhtw: '刪除合同', en: 'Delete a contract' },
    },
  },
});
