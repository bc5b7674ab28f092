/** 工作流程 tables (issue 16, ADR 0034). Times are epoch milliseconds; JSON columns are text. */
export interface FlowEngineTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  icon: string;
  iconBackground: string;
  /** 1 a released 在线开发 form (formId); 2 a form designed with the flow (formData). */
  formType: number;
  formId: string | null;
  formData: string | null;
  /** The tree being edited (JSON). */
  flowTree: string;
  visibleType: number;
  visibleIds: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  /** The published version's number; 0 = never published. */
  version: number;
  versionId: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** A published version: what instances run on (tree and form frozen). */
export interface FlowEngineVersionTable {
  id: string;
  flowId: string;
  version: number;
  flowTree: string;
  formJson: string;
  creatorUserId: string | null;
  creatorTime: number;
}

export interface FlowTaskTable {
  id: string;
  flowId: string;
  versionId: string;
  /** The title lists show: flow name, initiator, date. */
  fullName: string;
  urgent: number;
  /** §4 task status 0–5. */
  status: number;
  suspended: number;
  /** Bumped by every transition; serialises actions on one instance. */
  version: number;
  formData: string;
  fileIds: string;
  /** Node ids waiting now (JSON array) and their names (for lists). */
  currentNodes: string;
  currentNodeNames: string;
  /** Parallel node id → branch ids arrived at its join (JSON). */
  joinState: string;
  /** Node ids passed (JSON array), for the chart. */
  doneNodes: string;
  /** Waits of timer and sub-flow nodes: [{nodeId, until?, childTaskId?}] (JSON). */
  waits: string;
  /** People chosen for nodes (发起人自选, 上一步审批人选择): node id → user ids (JSON). */
  candidates: string;
  parentTaskId: string | null;
  parentNodeId: string | null;
  clientId: string | null;
  /** The feature whose record the instance approves (ADR 0036), and the record's id. */
  businessModule: string | null;
  businessId: string | null;
  /** Set when an approver acted since the last launch/resubmit: the initiator can no longer withdraw. */
  touched: number;
  lastUrgeTime: number | null;
  creatorUserId: string;
  creatorTime: number;
  startTime: number | null;
  endTime: number | null;
  lastModifyTime: number | null;
}

export interface FlowTaskOperatorTable {
  id: string;
  taskId: string;
  nodeId: string;
  nodeName: string;
  handleId: string;
  /** Whom the task was for when a delegate holds it. */
  delegatorId: string | null;
  /** 0 waiting its turn, 1 to do, 2 approved, 3 rejected, 4 closed by the flow, 5 handed on. */
  status: number;
  version: number;
  /** Order within the node (in-order mode). */
  sortCode: number;
  /** How many times the flow entered this node, so an older round's tasks never count. */
  round: number;
  /** 加签: the task this one was added by, and before/after. */
  addSignOf: string | null;
  addSignKind: string | null;
  /** Counted by the node's mode (people added by 加签 are not). */
  primaryMark: number;
  arrivedAt: number;
  handledAt: number | null;
  /** Timeout handled (reminded or acted) for this task. */
  timeoutDone: number;
}

export interface FlowTaskRecordTable {
  id: string;
  taskId: string;
  nodeId: string;
  nodeName: string;
  handleId: string | null;
  action: string;
  opinion: string;
  fileIds: string;
  signImg: string | null;
  operatorId: string | null;
  handleTime: number;
  duration: number | null;
  /** Order within the instance (several records share a millisecond). */
  sortCode: number;
}

export interface FlowTaskCirculateTable {
  id: string;
  taskId: string;
  nodeId: string;
  nodeName: string;
  userId: string;
  creatorTime: number;
  readAt: number | null;
}

export interface FlowDelegateTable {
  id: string;
  userId: string;
  toUserId: string;
  flowIds: string;
  startTime: number;
  endTime: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface WorkflowTables {
  flowEngine: FlowEngineTable;
  flowEngineVersion: FlowEngineVersionTable;
  flowTask: FlowTaskTable;
  flowTaskOperator: FlowTaskOperatorTable;
  flowTaskRecord: FlowTaskRecordTable;
  flowTaskCirculate: FlowTaskCirculateTable;
  flowDelegate: FlowDelegateTable;
}

declare module '../../../server/db/schema' {
  interface DB extends WorkflowTables {}
}
