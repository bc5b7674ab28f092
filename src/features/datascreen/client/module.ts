import { defineClientModule } from '@/app/modules/client-module';

/**
 * 数据大屏 (issue 18, ADR 0043): 大屏设计 under 在线开发, and /datascreen/<code> outside the shell —
 * the page a released screen's menu (type 6) opens in a new window with ?token=.
 */
export const dataScreenModule = defineClientModule({
  name: 'datascreen',
  pages: {
    'onlineDev/dataScreen': () => import('./design/DataScreenDesignPage'),
  },
  standalone: [{ path: '/datascreen/$code', load: () => import('./view/DataScreenPage'), queryToken: true }],
  locales: () => import('./locales'),
});
