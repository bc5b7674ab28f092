import type { ModuleSeed } from '../../../server/db/module-seeds';
import { CONTRACT_DIRECTORY, CONTRACT_MENU, CONTRACT_PAGE } from '../contract';

/** 业务办公 (SPEC §1: contracts, purchase, investment filing, documents) and its first page, 合同管理. */
export const contractMenus: ModuleSeed[] = [
  { enCode: CONTRACT_DIRECTORY, fullName: '业务办公', names: { zhtw: '業務辦公', en: 'Business' }, type: 1, icon: 'briefcase', sortCode: 1200 },
  {
    enCode: CONTRACT_MENU, fullName: '合同管理', names: { zhtw: '合同管理', en: 'Contracts' }, type: 2, parent: CONTRACT_DIRECTORY, urlAddress: CONTRACT_PAGE, icon: 'file-certificate', sortCode: 1,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_submit', '提交审批']],
    columns: [['contractNo', '合同编号'], ['fullName', '合同名称'], ['contractType', '合同类型'], ['partyB', '乙方'], ['amount', '合同金额'], ['signDate', '签订日期'], ['endDate', '结束日期'], ['ownerName', '负责人'], ['status', '状态']],
  },
];

/** Demo: office staff and asset administrators draft and send contracts; everyone else has no contract menu. */
export const contractDemoGrants: [role: string, buttons: string[]][] = [
  ['officeAsset', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
  ['assetAdmin', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
];
