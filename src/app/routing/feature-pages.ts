import { systemPages } from '@/features/system/client/pages';
import { dictionaryPages } from '@/features/dictionary/client/pages';
import { permissionPages } from '@/features/permission/client/pages';
import { stocktakingPages } from '@/features/stocktaking/client/pages';
import { assetPages } from '@/features/assets/client/pages';
import { createPageRegistry } from './page-registry';

/** One line per feature: the pages it serves by menu urlAddress. */
export const pageRegistry = createPageRegistry([systemPages, permissionPages, dictionaryPages, stocktakingPages, assetPages]);
