import { FORM_SCHEMA_VERSION, fieldNode, formConf } from '@/features/visualdev/contract';
import type { FlowNode, TaskDetail } from '@/features/workflow/contract';

/* Tests only: one instance as GET FlowBefore/:id answers it. */

const tree: FlowNode = {
  type: 'start', id: 'start', name: '发起人', formRights: {},
  childNode: { type: 'approver', id: 'a1', name: '部门审批', assignee: { kind: 'users', ids: ['u2'], levels: 1, field: '' }, mode: 'sequential', ratio: 50, emptyRule: 'admin', timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: {}, childNode: null },
};
const operator = { id: 'op1', nodeId: 'a1', nodeName: '部门审批', userId: 'u2', userName: '李经理', status: 1, version: 4, arrivedAt: 1_700_000_100_000, handledAt: null, delegatorName: null, addSignOf: null };
const can: TaskDetail['can'] = { approve: true, reject: true, return: false, transfer: false, addSign: false, withdraw: false, urge: false, resubmit: false, comment: true, suspend: false, resume: false, terminate: false, reassign: false };

/** A leave request waiting at 部门审批 for 李经理 (op1, version 4): a reason and a number of days. */
export const leaveDetail = (patch: Partial<TaskDetail> = {}): TaskDetail => ({
  task: {
    id: 't1', flowId: 'f1', flowName: '请假流程', fullName: '张三的请假申请', urgent: 1, status: 1, flowStatus: 1, suspended: false, creatorUserId: 'u1', creatorUserName: '张三',
    startTime: 1_700_000_000_000, endTime: null, currentNodeNames: ['部门审批'], formData: { reason: '回家探亲', days: 2 }, fileIds: [], version: 3, versionNo: 1,
  },
  form: {
    version: FORM_SCHEMA_VERSION, formConf: formConf.parse({}),
    fields: [fieldNode.parse({ id: 'n_reason', jnpfKey: 'comInput', vModel: 'reason', label: '请假事由' }), fieldNode.parse({ id: 'n_days', jnpfKey: 'comInput', vModel: 'days', label: '天数' })],
  },
  rights: { reason: 'read', days: 'read' }, flowTree: tree, doneNodeIds: ['start'], currentNodeIds: ['a1'], operators: [operator],
  timeline: [], myOperator: operator, can, chooseNodes: [], ...patch,
});
