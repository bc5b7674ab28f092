import { approverNode, deptHeads, flowField as f, readOnly } from '../../workflow/contract';
import { PURCHASE_FLOW, PURCHASE_LARGE_TOTAL } from '../contract';

const read = readOnly(['purchaseNo', 'applDeptName', 'useUserName', 'reason', 'expectedDate', 'items', 'totalAmount', 'description']);

/**
 * 采购计划审批, as installed with the demo: the applicant's department head; requests above 10万元
 * then go to the head above. On approval the request becomes a fixed-asset plan (ADR 0036).
 */
export const purchaseApprovalFlow = () => ({
  fullName: '采购计划审批', enCode: PURCHASE_FLOW, category: '采购', icon: 'shopping-cart', iconBackground: '#13c2c2', formType: 2, sortCode: 12,
  description: '采购计划登记提交的申请：部门主管审批，总金额超过10万元再由上级主管审批；通过后登记为资产计划',
  formData: {
    version: 2,
    fields: [
      f('purchaseNo', 'comInput', '采购编号', { span: 12 }),
      f('applDeptName', 'comInput', '申购部门', { span: 12 }),
      f('useUserName', 'comInput', '使用人', { span: 12 }),
      f('expectedDate', 'date', '期望到货日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('reason', 'textarea', '采购事由'),
      f('items', 'table', '物品明细', {
        showSummary: true, summaryFields: ['amount'],
        children: [
          f('itemName', 'comInput', '物品名称'),
          f('itemTypeName', 'comInput', '物品类型'),
          f('itemNum', 'numInput', '计划数量'),
          f('unitPrice', 'money', '预估单价（元）'),
          f('amount', 'money', '金额（元）'),
        ],
      }),
      f('totalAmount', 'money', '合计金额（元）', { span: 12, props: { showChinese: true } }),
      f('description', 'textarea', '备注'),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: read,
    childNode: approverNode('head', '部门主管', { formRights: read }, {
      type: 'condition', id: 'byTotal', name: '按金额',
      branches: [
        { id: 'large', name: '超过10万元', isDefault: false, conditions: [{ subject: 'field', field: 'totalAmount', op: 'gt', value: PURCHASE_LARGE_TOTAL }], childNode: approverNode('upper', '部门及上级主管', { assignee: deptHeads(2), formRights: read }) },
        { id: 'normal', name: '其他', isDefault: true, conditions: [], childNode: null },
      ],
      childNode: null,
    }),
  },
});
