import type { ModuleSeed } from '../../../server/db/module-seeds';
import { INVESTMENT_MENU, INVESTMENT_PAGE } from '../contract';

/** 投资备案 under 业务办公 (the contracts feature seeds the directory; menus are seeded in module order). */
export const investmentMenus: ModuleSeed[] = [{
  enCode: INVESTMENT_MENU, fullName: '投资备案', names: { zhtw: '投資備案', en: 'Investment filing' }, type: 2, parent: 'businessOffice', urlAddress: INVESTMENT_PAGE, icon: 'building-bank', sortCode: 4,
  buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_submit', '提交审批']],
  columns: [['filingNo', '备案编号'], ['projectName', '项目名称'], ['scale', '规模'], ['unitName', '投资主体'], ['totalInvestment', '总投资（万元）'], ['startDate', '计划开工'], ['ownerName', '项目负责人'], ['status', '状态']],
}];

/** Demo: asset administrators (unit level) and office staff file projects. */
export const investmentDemoGrants: [role: string, buttons: string[]][] = [
  ['assetAdmin', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
  ['officeAsset', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
];
