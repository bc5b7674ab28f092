import { definePages } from '@/app/routing/page-registry';

// The stocktake mutations register when the page loads (StocktakePage imports them), keeping Dexie
// and the scanner out of the shell's first download.
export const stocktakingPages = definePages('stocktaking', {
  'fixedAsset/stocktake': () => import('./StocktakePage'),
});
