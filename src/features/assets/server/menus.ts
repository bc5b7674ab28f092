import type { ModuleSeed } from '../../../server/db/module-seeds';

const itemColumns: [string, string][] = [
  ['assetCode', '资产编码'], ['itemName', '物品名称'], ['itemTypeName', '物品类型'], ['brand', '品牌'], ['specification', '规格型号'], ['unitPrice', '单价'],
  ['storageTime', '入库时间'], ['status', '状态'], ['nowEntName', '使用单位'], ['nowDeptName', '使用部门'], ['nowUserName', '使用人'], ['location', '存放位置'],
];

/** 固定资产 (ADR 0008): directory fixedAsset with its four pages and their buttons. */
export const assetMenus: ModuleSeed[] = [
  { enCode: 'fixedAsset', fullName: '固定资产', names: { zhtw: '固定資產', en: 'Fixed assets' }, type: 1, icon: 'package', sortCode: 500 },
  {
    enCode: 'fixedAsset.plan', fullName: '资产计划登记', names: { zhtw: '資產計畫登記', en: 'Asset purchase plans' }, type: 2, parent: 'fixedAsset', urlAddress: 'fixedAsset/plan', icon: 'forms', sortCode: 1,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑']],
    columns: [['applEntName', '申购单位'], ['applDeptName', '申购部门'], ['useUserName', '使用人'], ['itemNames', '物品'], ['itemNum', '计划数量'], ['hasApplNum', '已申购数量'], ['creatorUserName', '登记人'], ['creatorTime', '登记时间']],
  },
  {
    enCode: 'fixedAsset.storage', fullName: '资产台账', names: { zhtw: '資產台帳', en: 'Asset register' }, type: 2, parent: 'fixedAsset', urlAddress: 'fixedAsset/storage', icon: 'database', sortCode: 2,
    buttons: [['btn_store', '入库'], ['btn_status', '状态变更'], ['btn_image', '更新图片'], ['btn_export', '导出'], ['btn_print', '打印标签']],
    columns: itemColumns,
  },
  {
    enCode: 'fixedAsset.mine', fullName: '我的固定资产', names: { zhtw: '我的固定資產', en: 'My fixed assets' }, type: 2, parent: 'fixedAsset', urlAddress: 'fixedAsset/mine', icon: 'user', sortCode: 3,
    buttons: [['btn_export', '导出'], ['btn_print', '打印标签']],
    columns: itemColumns,
  },
  {
    enCode: 'fixedAsset.stocktake', fullName: '资产盘点', names: { zhtw: '資產盤點', en: 'Stocktaking' }, type: 2, parent: 'fixedAsset', urlAddress: 'fixedAsset/stocktake', icon: 'list', sortCode: 4,
    buttons: [['btn_add', '新建盘点'], ['btn_complete', '完成盘点'], ['btn_apply', '应用处理建议'], ['btn_export', '导出']],
  },
];

/** Demo grants of ADR 0008: 资产管理员 all; 办公室固定资产 plan + mine; 普通员工 mine + stocktake. */
export const assetDemoGrants: [role: string, module: string, buttons: string[]][] = [
  ['assetAdmin', 'fixedAsset.plan', ['btn_add', 'btn_edit']],
  ['assetAdmin', 'fixedAsset.storage', ['btn_store', 'btn_status', 'btn_image', 'btn_export', 'btn_print']],
  ['assetAdmin', 'fixedAsset.mine', ['btn_export', 'btn_print']],
  ['assetAdmin', 'fixedAsset.stocktake', ['btn_add', 'btn_complete', 'btn_apply', 'btn_export']],
  ['officeAsset', 'fixedAsset.plan', ['btn_add', 'btn_edit']],
  ['officeAsset', 'fixedAsset.mine', ['btn_export', 'btn_print']],
  ['staff', 'fixedAsset.mine', ['btn_export', 'btn_print']],
  ['staff', 'fixedAsset.stocktake', []],
];
