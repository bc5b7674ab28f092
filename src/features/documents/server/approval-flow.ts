import { DOC_FLOW } from '../contract';

const f = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `f_${vModel}`, vModel, jnpfKey, label, ...extra });
const FIELDS = ['title', 'issuingOrg', 'secretLevel', 'urgency', 'mainTo', 'copyTo', 'bodyHtml'];
const read = Object.fromEntries(FIELDS.map((v) => [v, 'read']));

/**
 * 公文审批 (签发), as installed with the demo: the sender's department head approves; the 文号 is
 * taken when it passes. Administrators change its steps in 流程设计 (the enCode stays).
 */
export const docApprovalFlow = () => ({
  fullName: '公文审批', enCode: DOC_FLOW, category: '公文', icon: 'file-text', iconBackground: '#c0392b', formType: 2, sortCode: 11,
  description: '公文管理提交的公文：部门主管审核签发，通过后取文号，由发文人发布',
  formData: {
    version: 2,
    fields: [
      f('title', 'comInput', '标题'),
      f('issuingOrg', 'comInput', '发文机关', { span: 12 }),
      f('secretLevel', 'comInput', '密级', { span: 6 }),
      f('urgency', 'comInput', '紧急程度', { span: 6 }),
      f('mainTo', 'textarea', '主送'),
      f('copyTo', 'textarea', '抄送'),
      f('bodyHtml', 'editor', '正文'),
    ],
  },
  flowTree: {
    type: 'start', id: 'start', name: '发起人', formRights: read,
    childNode: {
      type: 'approver', id: 'head', name: '部门主管签发', assignee: { kind: 'deptHead', ids: [], levels: 1, field: '' }, mode: 'sequential', ratio: 50, emptyRule: 'admin',
      timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: read, childNode: null,
    },
  },
});
