import { defineClientModule } from '@/app/modules/client-module';

/** 打印模板 (ADR 0031): the templates and their designer; printing itself is src/components/print. */
export const printModule = defineClientModule({
  name: 'print',
  pages: { 'system/printDev': () => import('./PrintTemplatePage') },
  locales: () => import('./i18n'),
});
