import { approverNode, deptHeads, flowField as f, readOnly } from '../../workflow/contract';
import { CONTRACT_FLOW } from '../contract';

const read = readOnly(['contractNo', 'fullName', 'partyA', 'partyB', 'amount', 'signDate', 'endDate', 'description']);

/**
 * 合同审批, as installed with the demo: the owner's department head; contracts above 100万 then go
 * to the head above. Administrators change its steps in 流程设计 (the enCode stays).
 */
export const contractApprovalFlow = () => ({
  fullName: '合同审批', enCode: CONTRACT_FLOW, category: '合同', icon: 'file-certificate', iconBackground: '#1677ff', formType: 2, sortCode: 10,
  description: '合同管理提交的合同：部门主管审批，金额超过100万元再由上级主管审批',
  formData: {
    version: 2,
    fields: [
      f('contractNo', 'comInput', '合同编号', { span: 12 }),
      f('fullName', 'comInput', '合同名称', { span: 12 }),
      f('partyA', 'comInput', '甲方', { span: 12 }),
      f('partyB', 'comInput', '乙方', { span: 12 }),
      f('amount', 'money', '合同金额', { span: 12, props: { showChinese: true } }),
      f('signDate', 'date', '签订日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('endDate', 'date', '结束日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('description', 'textarea', '备注'),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: read,
    childNode: approverNode('head', '部门主管', { formRights: read }, {
      type: 'condition', id: 'byAmount', name: '按金额',
      branches: [
        { id: 'large', name: '超过100万元', isDefault: false, conditions: [{ subject: 'field', field: 'amount', op: 'gt', value: 1_000_000 }], childNode: approverNode('upper', '部门及上级主管', { assignee: deptHeads(2), formRights: read }) },
        { id: 'normal', name: '其他', isDefault: true, conditions: [], childNode: null },
      ],
      childNode: null,
    }),
  },
});
