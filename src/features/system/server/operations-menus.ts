import type { ModuleSeed } from '../../../server/db/module-seeds';

/**
 * SPEC §1's 系统配置 and 系统数据 areas inside 系统管理, with the pages of ADR 0021: 定时任务, 缓存管理 and
 * 系统监控 under 系统配置, 数据备份 under 系统数据. Granted to 超级管理员 like every new menu.
 */
export const operationsMenus: ModuleSeed[] = [
  { enCode: 'system.config', fullName: '系统配置', names: { zhtw: '系統配置', en: 'System configuration' }, type: 1, parent: 'system', icon: 'settings', sortCode: 10 },
  { enCode: 'system.data', fullName: '系统数据', names: { zhtw: '系統資料', en: 'System data' }, type: 1, parent: 'system', icon: 'database', sortCode: 20 },
  {
    enCode: 'system.timeTask', fullName: '定时任务', names: { zhtw: '定時任務', en: 'Scheduled tasks' }, type: 2, parent: 'system.config', urlAddress: 'system/timeTask', icon: 'clock', sortCode: 2,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_run', '立即执行']],
  },
  {
    enCode: 'system.cacheManage', fullName: '缓存管理', names: { zhtw: '快取管理', en: 'Cache' }, type: 2, parent: 'system.config', urlAddress: 'system/cacheManage', icon: 'stack', sortCode: 3,
    buttons: [['btn_remove', '清除']],
  },
  { enCode: 'system.monitor', fullName: '系统监控', names: { zhtw: '系統監控', en: 'Monitor' }, type: 2, parent: 'system.config', urlAddress: 'system/monitor', icon: 'activity', sortCode: 5 },
  {
    enCode: 'system.dataBackup', fullName: '数据备份', names: { zhtw: '資料備份', en: 'Backup' }, type: 2, parent: 'system.data', urlAddress: 'system/dataBackup', icon: 'database-export', sortCode: 4,
    buttons: [['btn_add', '备份'], ['btn_download', '下载'], ['btn_remove', '删除']],
  },
];
