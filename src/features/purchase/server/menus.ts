import type { ModuleSeed } from '../../../server/db/module-seeds';
import { PURCHASE_MENU, PURCHASE_PAGE } from '../contract';

/** 采购计划登记 under 业务办公 (the contracts feature seeds the directory; menus are seeded in module order). */
export const purchaseMenus: ModuleSeed[] = [{
  enCode: PURCHASE_MENU, fullName: '采购计划登记', names: { zhtw: '採購計畫登記', en: 'Purchase requests' }, type: 2, parent: 'businessOffice', urlAddress: PURCHASE_PAGE, icon: 'shopping-cart', sortCode: 2,
  buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_submit', '提交审批']],
  columns: [['purchaseNo', '采购编号'], ['applDeptName', '申购部门'], ['useUserName', '使用人'], ['reason', '采购事由'], ['itemNames', '物品'], ['totalAmount', '合计金额'], ['expectedDate', '期望到货日期'], ['status', '状态'], ['creatorTime', '登记时间']],
}];

/** Demo: office staff and asset administrators register requests. */
export const purchaseDemoGrants: [role: string, buttons: string[]][] = [
  ['officeAsset', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
  ['assetAdmin', ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit']],
];
