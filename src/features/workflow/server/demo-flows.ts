import { approverNode as approver, deptHeads, engineBody, flowField as f, type EngineBody } from '../contract';

const opts = (pairs: [string, string][]) => ({ source: { dataType: 'static', options: pairs.map(([id, fullName]) => ({ id, fullName })) } });

/** 请假申请: more than 3 days goes to the department head and the one above; otherwise the head alone; then CC to 行政. */
export const leaveFlow = (officeUserId: string): EngineBody => engineBody.parse({
  fullName: '请假申请', enCode: 'leaveApply', category: '人事', icon: 'calendar', iconBackground: '#52c41a', formType: 2, sortCode: 1,
  description: '请假超过3天需部门主管及上级主管审批，审批后抄送行政办公室',
  formData: {
    version: 2,
    fields: [
      f('leaveType', 'select', '请假类型', { required: true, span: 12, props: opts([['personal', '事假'], ['sick', '病假'], ['annual', '年假']]) }),
      f('days', 'numInput', '请假天数', { required: true, span: 12, props: { min: 0.5, max: 365, precision: 1 } }),
      f('startDate', 'date', '开始日期', { required: true, span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('reason', 'textarea', '请假事由', { required: true }),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: {},
    childNode: {
      type: 'condition', id: 'byDays', name: '按天数',
      branches: [
        { id: 'long', name: '超过3天', isDefault: false, conditions: [{ subject: 'field', field: 'days', op: 'gt', value: 3 }], childNode: approver('heads', '部门主管及上级', { assignee: deptHeads(2), formRights: { reason: 'read' } }) },
        { id: 'short', name: '其他情况', isDefault: true, conditions: [], childNode: approver('head', '部门主管', { formRights: { reason: 'read' } }) },
      ],
      childNode: { type: 'cc', id: 'ccOffice', name: '抄送行政', assignee: { kind: 'users', ids: [officeUserId], levels: 1, field: '' }, formRights: {} },
    },
  },
});

/** 费用报销: the department head, then 财务会签 (both must approve). */
export const expenseFlow = (financeUserIds: string[]): EngineBody => engineBody.parse({
  fullName: '费用报销', enCode: 'expenseClaim', category: '财务', icon: 'report-money', iconBackground: '#fa8c16', formType: 2, sortCode: 2,
  description: '部门主管审批后由财务会签',
  formData: {
    version: 2,
    fields: [
      f('purpose', 'comInput', '报销事由', { required: true }),
      f('amount', 'money', '报销金额', { required: true, span: 12, props: { showChinese: true } }),
      f('invoiceDate', 'date', '发票日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: {},
    childNode: approver('head', '部门主管', {}, approver('finance', '财务会签', { assignee: { kind: 'users', ids: financeUserIds, levels: 1, field: '' }, mode: 'all' })),
  },
});
