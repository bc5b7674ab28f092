import { definePages } from '@/app/routing/page-registry';

// The addresses are AssetPath of the contract, written out so the shell's first download does not
// carry the contract's schemas (pages-registry.test checks they agree).
export const assetPages = definePages('assets', {
  'fixedAsset/plan': () => import('./plan/PlanPage'),
  'fixedAsset/storage': () => import('./storage/StoragePage'),
  'fixedAsset/mine': () => import('./mine/MinePage'),
});
