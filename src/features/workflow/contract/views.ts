import type { FormSchema } from '../../visualdev/contract/form-schema';
import type { FieldRight, FlowNode } from './flow-tree';
import type { RecordAction } from './model';

/** What the API answers (ADR 0034); both halves read these types. */

export interface EngineSummary {
  id: string; fullName: string; enCode: string; category: string; icon: string; iconBackground: string;
  formType: 1 | 2; enabledMark: number; sortCode: number; description: string;
  /** Published version number; 0 = never published. */
  version: number; state: 0 | 1; lastModifyTime: number | null; creatorTime: number;
}
export interface EngineInfo extends EngineSummary {
  formId: string | null; formData: FormSchema | null; flowTree: FlowNode; visibleType: 0 | 1; visibleIds: string[];
}
/** A flow the caller may launch, with the published form (GET FlowEngine/:id/Form). */
export interface LaunchForm {
  flowId: string; fullName: string; version: number; form: FormSchema; rights: Record<string, FieldRight>; flowTree: FlowNode;
  /** Approver nodes whose people the initiator chooses. */
  chooseNodes: { nodeId: string; name: string }[];
}

export interface TaskRow {
  id: string; flowId: string; flowName: string; fullName: string; urgent: 1 | 2 | 3;
  /** §4 task status 0–5 and the record's flow status 1–5. */
  status: number; flowStatus: number; suspended: boolean;
  creatorUserId: string; creatorUserName: string; startTime: number | null; endTime: number | null;
  /** Names of the nodes waiting now. */
  currentNodeNames: string[];
  /** Lists of operators (待办/已办): the caller's task on this instance. */
  operatorId?: string; operatorStatus?: number; nodeName?: string; arrivedAt?: number; handledAt?: number | null;
  /** 抄送: read state. */
  circulateId?: string; readAt?: number | null;
  /** Delegated tasks: whom it was for. */
  delegatorName?: string | null;
}

export interface TimelineEntry {
  id: string; nodeId: string; nodeName: string; action: RecordAction; userId: string | null; userName: string;
  opinion: string; fileIds: string[]; signImg: string | null; time: number;
  /** Milliseconds from the task's arrival to this action, where it closes a task. */
  duration: number | null;
}

export interface OperatorView {
  id: string; nodeId: string; nodeName: string; userId: string; userName: string; status: number; version: number;
  arrivedAt: number; handledAt: number | null; delegatorName: string | null; addSignOf: string | null;
}

/** GET FlowBefore/:id — what the detail page shows and what the caller may do there. */
export interface TaskDetail {
  task: TaskRow & { formData: Record<string, unknown>; fileIds: string[]; version: number; versionNo: number };
  form: FormSchema;
  /** The right of every form field at the caller's node: as the node sets it, else read (edit for an initiator reworking a draft). */
  rights: Record<string, FieldRight>;
  flowTree: FlowNode;
  /** Node ids passed, waiting now. */
  doneNodeIds: string[]; currentNodeIds: string[];
  operators: OperatorView[];
  timeline: TimelineEntry[];
  /** The caller's open task here, if any. */
  myOperator: OperatorView | null;
  can: {
    approve: boolean; reject: boolean; return: boolean; transfer: boolean; addSign: boolean;
    withdraw: boolean; urge: boolean; resubmit: boolean; comment: boolean;
    suspend: boolean; resume: boolean; terminate: boolean; reassign: boolean;
  };
  /** Approver nodes after the caller's whose people the caller chooses (上一步审批人选择). */
  chooseNodes: { nodeId: string; name: string }[];
}

export interface DelegateRow {
  id: string; userId: string; userName: string; toUserId: string; toUserName: string; flowIds: string[]; flowNames: string[];
  startTime: number; endTime: number; description: string; creatorTime: number;
}

export interface TaskCounts { todo: number; done: number; circulate: number; launched: number }

/** The /workFlowDetail config (SPEC §2): an encoded JSON of the instance and the caller's task or copy there. */
export interface DetailConfig { id: string; operatorId?: string; circulateId?: string }
export const encodeDetailConfig = (c: DetailConfig): string => JSON.stringify(c);
