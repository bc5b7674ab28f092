import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { BILL_RULE_MODULE } from '../../contract';

/** 单据规则 under 系统管理 (SPEC §1 system configuration: bill rule). */
export const billRuleMenus: ModuleSeed[] = [
  {
    enCode: BILL_RULE_MODULE, fullName: '单据规则', names: { zhtw: '單據規則', en: 'Bill numbering' }, type: 2, parent: 'system.config', urlAddress: 'system/billRule', icon: 'list', sortCode: 20,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_export', '导出']],
    columns: [['fullName', '业务名称'], ['enCode', '业务编码'], ['category', '业务分类'], ['example', '下一个编号'], ['resetPeriod', '重置周期'], ['currentSeq', '当前流水号'], ['enabledMark', '状态'], ['lastModifyTime', '修改时间']],
  },
];
