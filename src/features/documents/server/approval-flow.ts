import { approverNode, flowField as f, readOnly } from '../../workflow/contract';
import { DOC_FLOW } from '../contract';

const read = readOnly(['title', 'issuingOrg', 'secretLevel', 'urgency', 'mainTo', 'copyTo', 'bodyHtml']);

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
    childNode: approverNode('head', '部门主管签发', { formRights: read }),
  },
});
