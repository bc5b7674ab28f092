import type { ModuleSeed } from '../../../server/db/module-seeds';
import { CONTRACT_DIRECTORY } from '../../contracts/contract';
import { EPIDEMIC_MANAGE_MENU, EPIDEMIC_MANAGE_PAGE, EPIDEMIC_MENU, EPIDEMIC_PAGE } from '../contract';

/** Under 业务办公 (contracts seed the directory, earlier in the module list). */
export const epidemicMenus: ModuleSeed[] = [
  {
    enCode: EPIDEMIC_MENU, fullName: '每日健康打卡', names: { zhtw: '每日健康打卡', en: 'Daily health report' }, type: 2, parent: CONTRACT_DIRECTORY,
    urlAddress: EPIDEMIC_PAGE, icon: 'heart', sortCode: 20,
  },
  {
    enCode: EPIDEMIC_MANAGE_MENU, fullName: '健康打卡统计', names: { zhtw: '健康打卡統計', en: 'Health reports by department' }, type: 2, parent: CONTRACT_DIRECTORY,
    urlAddress: EPIDEMIC_MANAGE_PAGE, icon: 'users', sortCode: 21,
    columns: [['realName', '姓名'], ['organizeName', '部门'], ['temperature', '体温'], ['healthState', '健康状况'], ['atRiskArea', '中高风险地区'], ['travel', '近期行程']],
  },
];

/** Demo: everyone reports; 办公室 (office staff) sees the departments' reports. */
export const epidemicDemoGrants: [role: string, menu: string][] = [
  ['staff', EPIDEMIC_MENU], ['officeAsset', EPIDEMIC_MENU], ['assetAdmin', EPIDEMIC_MENU],
  ['officeAsset', EPIDEMIC_MANAGE_MENU],
];
