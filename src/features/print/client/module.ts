import { defineClientModule } from '@/app/modules/client-module';

// The table name is written out (not imported from the contract) to keep the contract's schemas out
// of the shell's first download; app/modules/client-modules.test checks it agrees with PRINT_TEMPLATE_COLLECTION.
/** 打印模板 (ADR 0031): the templates and their designer; printing itself is src/components/print. */
export const printModule = defineClientModule({
  name: 'print',
  pages: { 'system/printDev': () => import('./PrintTemplatePage') },
  locales: () => import('./i18n'),
  device: {
    // Version 9: the enabled templates, so a record page prints from the device offline.
    tables: { 9: { printTemplates: 'id, category' } },
    collections: { printTemplates: { zh: '打印模板', zhtw: '列印範本', en: 'Print templates' } },
  },
});
