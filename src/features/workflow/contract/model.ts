import { z } from 'zod';
import { listQuery } from '../../../contract/list-query';
import { formSchema } from '../../visualdev/contract/form-schema';
import { flowTree } from './flow-tree';

/** Menus (module enCodes) of 工作流程 (SPEC §1, ADR 0034). */
export const WORKFLOW_MENUS = {
  engine: 'workFlow.flowEngine',
  launch: 'workFlow.flowLaunch',
  todo: 'workFlow.flowTodo',
  done: 'workFlow.flowDone',
  circulate: 'workFlow.flowCirculate',
  delegate: 'workFlow.entrust',
  monitor: 'workFlow.flowMonitor',
} as const;

/** Owner type of files attached to instances (ownerId: the flow's id); whoever may see an instance listing a file may download it. */
export const WORKFLOW_FILE_OWNER = 'workflow.flow';

/** §4 flow task status (the instance): 0 待提交 … 5 终止. */
export const TASK_STATUS = { draft: 0, running: 1, approved: 2, rejected: 3, withdrawn: 4, terminated: 5 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
/** §4 flow status of the business record the instance carries: 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel. */
export const flowStatusOf = (status: number): 1 | 2 | 3 | 4 | 5 => (status === 2 ? 2 : status === 3 ? 3 : status === 4 ? 4 : status === 5 ? 5 : 1);

/** One approver's task (经办): 0 waiting its turn, 1 to do, 2 approved, 3 rejected, 4 closed by the flow, 5 handed on (transfer, reassign). */
export const OPERATOR_STATUS = { waiting: 0, todo: 1, approved: 2, rejected: 3, closed: 4, handedOn: 5 } as const;

/** §4 urgency: 1 normal (default), 2 important, 3 urgent. */
export const URGENCY = [1, 2, 3] as const;

/** What the timeline records. */
export const RECORD_ACTIONS = [
  'launch', 'resubmit', 'approve', 'reject', 'return', 'withdraw', 'transfer', 'addSignBefore', 'addSignAfter', 'urge', 'comment', 'cc',
  'suspend', 'resume', 'terminate', 'reassign', 'autoApprove', 'autoReject', 'remind', 'skip', 'subflow', 'timer', 'end',
] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** 1: a released 在线开发 form (formId); 2: a form designed with the flow (formData). */
export const FORM_TYPES = [1, 2] as const;

export const WorkflowMsg = {
  flowNotFound: '流程不存在或已被删除',
  flowNotPublished: '流程尚未发布',
  flowDisabled: '流程已停用',
  flowNotVisible: '您没有发起该流程的权限',
  enCodeExists: '流程编码已存在',
  taskNotFound: '流程不存在或已被删除',
  operatorNotFound: '审批任务不存在',
  handled: '已由他人处理',
  notYours: '该任务不是您的待办',
  versionChanged: '流程已有新进展，请刷新后重试',
  suspended: '流程已挂起，暂不能办理',
  notRunning: '流程已结束',
  withdrawLate: '已有审批人处理，不能撤回',
  withdrawnByInitiator: '发起人已撤回该流程',
  fileNotYours: '附件不存在或不是您为本流程上传的',
  notInitiator: '只有发起人可以执行此操作',
  noApprover: (node: string) => `审批节点「${node}」找不到审批人`,
  chooseApprover: (node: string) => `请选择「${node}」的审批人`,
  returnTarget: '只能退回到已经过的节点',
  transferSelf: '不能转办给自己',
  formInvalid: '表单填写有误',
  delegateOverlap: '该时间段内已有委托',
  delegateSelf: '不能委托给自己',
  delegateTime: '结束时间必须晚于开始时间',
  urgeTooOften: '催办过于频繁，请稍后再试',
  noRecipients: '请选择人员',
  published: '发布成功',
  launched: '提交成功',
  saved: '保存成功',
  approved: '审批成功',
  rejected: '驳回成功',
  returned: '退回成功',
  withdrawn: '撤回成功',
  transferred: '转办成功',
  addSigned: '加签成功',
  urged: '催办成功',
  commented: '评论成功',
  suspendedOk: '挂起成功',
  resumed: '恢复成功',
  terminated: '终止成功',
  reassigned: '指派成功',
  businessFlowMissing: (enCode: string) => `审批流程（${enCode}）未发布或已停用，请联系管理员在流程设计中发布`,
  businessInApproval: '该单据正在审批中，不能重复提交',
  businessResubmit: '业务单据的审批请在单据中修改后重新提交',
  businessOnly: '该流程由业务单据提交审批，不能在发起流程中直接发起',
} as const;

const id = z.string().min(1).max(64);
const ids = (max: number) => z.array(id).max(max);
const opinion = z.string().max(500, { error: '审批意见不能超过500个字符' }).default('');
/** A handwritten signature: a PNG data URL from the signature pad, 200 KB at most. */
export const signImg = z.string().max(200_000, { error: '签名图片过大' }).regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: '签名格式不正确' });
const formValues = z.record(z.string().max(64), z.unknown());
/** Approvers chosen by a person, by node id (发起人自选, 上一步审批人选择). */
const candidates = z.record(z.string().max(64), ids(50)).default({});

export const engineBody = z.object({
  fullName: z.string().trim().min(1, { error: '流程名称不能为空' }).max(50, { error: '流程名称不能超过50个字符' }),
  enCode: z.string().trim().min(1, { error: '流程编码不能为空' }).max(50).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: '流程编码只能包含字母、数字和下划线，且以字母开头' }),
  category: z.string().max(64).default(''),
  icon: z.string().max(64).default('git-branch'),
  iconBackground: z.string().max(20).default('#1890ff'),
  formType: z.union([z.literal(1), z.literal(2)]).default(2),
  formId: z.string().max(64).nullish(),
  formData: formSchema.nullish(),
  flowTree,
  /** 0: everyone may launch; 1: the listed users, roles and organisations. */
  visibleType: z.union([z.literal(0), z.literal(1)]).default(0),
  visibleIds: ids(500).default([]),
  sortCode: z.number().int().min(0).max(999999).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  description: z.string().max(500).default(''),
});
export type EngineBody = z.infer<typeof engineBody>;

export const engineListQuery = listQuery(['fullName', 'enCode', 'sortCode', 'lastModifyTime'] as const).extend({ category: z.string().max(64).optional() });

export const launchBody = z.object({
  flowId: id,
  formData: formValues.default({}),
  urgent: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  fileIds: ids(20).default([]),
  candidates,
  /** 0 save as draft; 1 submit. */
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  /** A client id, so a launch sent twice (a retry, the outbox) makes one instance. */
  clientId: z.string().max(64).optional(),
});
export type LaunchBody = z.infer<typeof launchBody>;

const actionBase = {
  /** The task's version the approver saw: a moved-on task refuses the action (已由他人处理). */
  version: z.number().int().min(0),
  handleOpinion: opinion,
  fileIds: ids(10).default([]),
  signImg: signImg.optional(),
};
export const auditBody = z.object({ ...actionBase, formData: formValues.optional(), candidates });
export const rejectBody = z.object({ ...actionBase, rejectTo: z.enum(['initiator', 'end']).optional() });
export const returnBody = z.object({ ...actionBase, toNodeId: id });
export const transferBody = z.object({ ...actionBase, toUserId: id });
export const addSignBody = z.object({ ...actionBase, userIds: ids(20).min(1, { error: '请选择加签人员' }), position: z.enum(['before', 'after']) });
export const reassignBody = z.object({ operatorId: id, toUserId: id, handleOpinion: opinion });
export const commentBody = z.object({ text: z.string().trim().min(1, { error: '评论内容不能为空' }).max(1000), fileIds: ids(10).default([]) });
export const monitorActionBody = z.object({ handleOpinion: opinion });

export type AuditBody = z.infer<typeof auditBody>;
export type RejectBody = z.infer<typeof rejectBody>;
export type ReturnBody = z.infer<typeof returnBody>;
export type TransferBody = z.infer<typeof transferBody>;
export type AddSignBody = z.infer<typeof addSignBody>;

export const taskListQuery = listQuery(['startTime', 'creatorTime', 'urgent', 'fullName'] as const).extend({
  flowId: z.string().max(64).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
  urgent: z.coerce.number().int().min(1).max(3).optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

export const delegateBody = z
  .object({
    toUserId: id,
    /** Flows it covers; empty = all. */
    flowIds: ids(200).default([]),
    startTime: z.number().int().min(0),
    endTime: z.number().int().min(0),
    description: z.string().max(500).default(''),
  })
  .refine((d) => d.endTime > d.startTime, { error: '结束时间必须晚于开始时间', path: ['endTime'] });
export type DelegateBody = z.infer<typeof delegateBody>;
