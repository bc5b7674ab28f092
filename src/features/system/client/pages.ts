import { definePages } from '@/app/routing/page-registry';

export const systemPages = definePages('system', {
  'system/log': () => import('./log/LogPage'),
  'system/area': () => import('./area/AreaPage'),
});
