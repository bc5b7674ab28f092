import { approverNode, deptHeads, flowField as f, readOnly } from '../../workflow/contract';
import { ABOVE_SCALE_WAN, INVESTMENT_FLOW } from '../contract';

const read = readOnly(['filingNo', 'projectName', 'location', 'totalInvestment', 'startDate', 'endDate', 'overview']);
const approver = (id: string, name: string, levels: number, childNode: unknown = null) => approverNode(id, name, { assignee: deptHeads(levels), formRights: read }, childNode);

/** 投资项目备案审批: the filer's department head; 规模以上 (above 5000万元) then the heads above too. */
export const investmentApprovalFlow = () => ({
  fullName: '投资项目备案审批', enCode: INVESTMENT_FLOW, category: '投资', icon: 'building-bank', iconBackground: '#722ed1', formType: 2, sortCode: 11,
  description: `投资备案提交的项目：部门主管审批，总投资超过${ABOVE_SCALE_WAN}万元的规模以上项目再由上级主管审批`,
  formData: {
    version: 2,
    fields: [
      f('filingNo', 'comInput', '备案编号', { span: 12 }),
      f('projectName', 'comInput', '项目名称', { span: 12 }),
      f('location', 'comInput', '建设地点', { span: 12 }),
      f('totalInvestment', 'money', '总投资（万元）', { span: 12 }),
      f('startDate', 'date', '计划开工日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('endDate', 'date', '计划竣工日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('overview', 'textarea', '项目概况'),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: read,
    childNode: approver('head', '部门主管', 1, {
      type: 'condition', id: 'byScale', name: '按规模',
      branches: [
        { id: 'above', name: '规模以上', isDefault: false, conditions: [{ subject: 'field', field: 'totalInvestment', op: 'gt', value: ABOVE_SCALE_WAN }], childNode: approver('upper', '部门及上级主管', 2) },
        { id: 'small', name: '小型项目', isDefault: true, conditions: [], childNode: null },
      ],
      childNode: null,
    }),
  },
});
