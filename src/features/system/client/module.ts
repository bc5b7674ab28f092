import { defineClientModule } from '@/app/modules/client-module';
import { BILL_NUMBER_TABLE, BILL_NUMBER_TABLE_INDEXES } from '@/components/bill-number/device-table';

/** 系统管理: the sign-in log, areas, menus, icons, translations, bill rules (their numbers reserved on the device), system settings, and the online-only pages of server state: scheduled tasks, cache, monitor and backups. */
export const systemModule = defineClientModule({
  name: 'system',
  pages: {
    'system/log': () => import('./log/LogPage'),
    'system/area': () => import('./area/AreaPage'),
    'system/timeTask': () => import('./jobs/TimeTaskPage'),
    'system/cacheManage': () => import('./cache/CacheManagePage'),
    'system/monitor': () => import('./monitor/MonitorPage'),
    'system/dataBackup': () => import('./backup/DataBackupPage'),
    'system/billRule': () => import('./billrule/BillRulePage'),
    'system/sysConfig': () => import('./settings/SettingsPage'),
    'system/menu': () => import('./menu/MenuPage'),
    'system/icons': () => import('./icons/IconsPage'),
    'system/language': () => import('./language/LanguagePage'),
  },
  locales: () => import('./area/i18n'),
  // Bill numbers reserved for offline use (ADR 0023): store version 5; released and topped up from the shell.
  device: { tables: { 5: { [BILL_NUMBER_TABLE]: BILL_NUMBER_TABLE_INDEXES } } },
  background: () => import('./billrule/background').then((m) => m.billNumbersInBackground),
  // Administrators' texts (翻译管理) over every bundle, for every signed-in user.
  session: () => import('./language/overrides-session'),
});
