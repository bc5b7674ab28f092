import { defineClientModule } from '@/app/modules/client-module';

/** 系统管理: the sign-in log and administrative areas. Online-only pages. */
export const systemModule = defineClientModule({
  name: 'system',
  pages: {
    'system/log': () => import('./log/LogPage'),
    'system/area': () => import('./area/AreaPage'),
  },
  locales: () => import('./area/i18n'),
});
