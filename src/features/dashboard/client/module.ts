import { defineClientModule } from '@/app/modules/client-module';

/** 工作台 (/dashboard, issue 17): todo, unread messages, contract and project figures, shortcuts; the last figures offline. */
export const dashboardModule = defineClientModule({
  name: 'dashboard',
  routes: [{ path: '/dashboard', load: () => import('./pages/DashboardPage'), titleKey: 'route.dashboard' }],
  locales: () => import('./locales'),
});
