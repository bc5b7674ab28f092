import { defineClientModule } from '@/app/modules/client-module';

/** 第三方集成 (issue 17, ADR 0038): 企业微信 and 钉钉 settings, organisation sync and its log; online only. */
export const integrationsModule = defineClientModule({
  name: 'integrations',
  pages: { 'system/integration': () => import('./pages/IntegrationPage') },
  locales: () => import('./locales'),
});
