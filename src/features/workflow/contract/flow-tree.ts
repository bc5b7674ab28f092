import { z } from 'zod';

/**
 * A flow definition is a DingTalk-style node tree (ADR 0034): each node points to the next with
 * `childNode`; condition and parallel nodes hold branches, each its own chain, and their
 * `childNode` is where the branches join. A chain ends at the flow's end.
 */

export const NODE_TYPES = ['start', 'approver', 'cc', 'condition', 'parallel', 'subflow', 'timer'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Who a node's tasks go to. `ids` are users, roles or positions; `levels` the department-head depth; `field` a form field holding users. */
export const ASSIGNEE_KINDS = ['users', 'roles', 'positions', 'deptHead', 'initiator', 'initiatorChooses', 'previousChooses', 'formField'] as const;
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number];

export const assignee = z.object({
  kind: z.enum(ASSIGNEE_KINDS).default('users'),
  ids: z.array(z.string().min(1).max(64)).max(200).default([]),
  levels: z.number().int().min(1).max(10).default(1),
  field: z.string().max(64).default(''),
});
export type Assignee = z.infer<typeof assignee>;

/** In order; all must approve (会签); any one (或签); a share of them (比例). */
export const APPROVE_MODES = ['sequential', 'all', 'any', 'ratio'] as const;
export type ApproveMode = (typeof APPROVE_MODES)[number];

/** When nobody matches: pass the node, give it to the administrators, or refuse to go on. */
export const EMPTY_RULES = ['skip', 'admin', 'refuse'] as const;
export type EmptyRule = (typeof EMPTY_RULES)[number];

export const TIMEOUT_ACTIONS = ['remind', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

export const FIELD_RIGHTS = ['read', 'edit', 'hidden'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];
const formRights = z.record(z.string().max(64), z.enum(FIELD_RIGHTS)).default({});

export const CONDITION_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'contains', 'in'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
/** A form field's value, the initiator's organisation (or any above it), or one of the initiator's roles. */
export const CONDITION_SUBJECTS = ['field', 'initiatorOrganize', 'initiatorRole'] as const;

export const condition = z.object({
  subject: z.enum(CONDITION_SUBJECTS).default('field'),
  field: z.string().max(64).default(''),
  op: z.enum(CONDITION_OPS).default('eq'),
  /** A number or text to compare with; for `in` and the initiator subjects, a list of ids or values. */
  value: z.union([z.number(), z.string().max(500), z.array(z.string().max(200)).max(200)]),
});
export type Condition = z.infer<typeof condition>;

const nodeBase = {
  id: z.string().min(1).max(64),
  name: z.string().min(1, { error: '节点名称不能为空' }).max(50, { error: '节点名称不能超过50个字符' }),
};

export interface StartNode { type: 'start'; id: string; name: string; formRights: Record<string, FieldRight>; childNode?: FlowNode | null }
export interface ApproverNode {
  type: 'approver'; id: string; name: string; assignee: Assignee; mode: ApproveMode; ratio: number; emptyRule: EmptyRule;
  /** Hours after a task arrives; null for none. */
  timeoutHours: number | null; timeoutAction: TimeoutAction;
  /** Where a rejection goes: back to the initiator to resubmit, or the end of the flow. */
  rejectTo: 'initiator' | 'end';
  formRights: Record<string, FieldRight>; childNode?: FlowNode | null;
}
export interface CcNode { type: 'cc'; id: string; name: string; assignee: Assignee; formRights: Record<string, FieldRight>; childNode?: FlowNode | null }
export interface Branch { id: string; name: string; conditions: Condition[]; isDefault: boolean; childNode?: FlowNode | null }
export interface ConditionNode { type: 'condition'; id: string; name: string; branches: Branch[]; childNode?: FlowNode | null }
export interface ParallelNode { type: 'parallel'; id: string; name: string; branches: Branch[]; childNode?: FlowNode | null }
/** Launches a published flow (by enCode) for the initiator with the same-named form values; `wait` holds this flow until it ends. */
export interface SubflowNode { type: 'subflow'; id: string; name: string; flowCode: string; wait: boolean; childNode?: FlowNode | null }
export interface TimerNode { type: 'timer'; id: string; name: string; minutes: number; childNode?: FlowNode | null }
export type FlowNode = StartNode | ApproverNode | CcNode | ConditionNode | ParallelNode | SubflowNode | TimerNode;

const child = () => z.lazy(() => flowNode).nullish();

const branch: z.ZodType<Branch, unknown> = z.lazy(() =>
  z.object({
    ...nodeBase,
    conditions: z.array(condition).max(20).default([]),
    isDefault: z.boolean().default(false),
    childNode: child(),
  }),
) as z.ZodType<Branch, unknown>;

export const flowNode: z.ZodType<FlowNode, unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('start'), ...nodeBase, formRights, childNode: child() }),
    z.object({
      type: z.literal('approver'), ...nodeBase,
      assignee: assignee.default({ kind: 'users', ids: [], levels: 1, field: '' }),
      mode: z.enum(APPROVE_MODES).default('sequential'),
      ratio: z.number().int().min(1).max(100).default(50),
      emptyRule: z.enum(EMPTY_RULES).default('admin'),
      timeoutHours: z.number().min(0.01).max(720).nullable().default(null),
      timeoutAction: z.enum(TIMEOUT_ACTIONS).default('remind'),
      rejectTo: z.enum(['initiator', 'end']).default('initiator'),
      formRights, childNode: child(),
    }),
    z.object({ type: z.literal('cc'), ...nodeBase, assignee: assignee.default({ kind: 'users', ids: [], levels: 1, field: '' }), formRights, childNode: child() }),
    z.object({ type: z.literal('condition'), ...nodeBase, branches: z.array(branch).min(2, { error: '条件分支至少两条' }).max(20), childNode: child() }),
    z.object({ type: z.literal('parallel'), ...nodeBase, branches: z.array(branch).min(2, { error: '并行分支至少两条' }).max(20), childNode: child() }),
    z.object({ type: z.literal('subflow'), ...nodeBase, flowCode: z.string().max(50).default(''), wait: z.boolean().default(true), childNode: child() }),
    z.object({ type: z.literal('timer'), ...nodeBase, minutes: z.number().int().min(1).max(60 * 24 * 30).default(60), childNode: child() }),
  ]),
) as z.ZodType<FlowNode, unknown>;

/** The definition: the tree from its start node. */
export const flowTree = z.lazy(() => flowNode).refine((n) => n.type === 'start', { error: '流程必须从发起节点开始' });

/** Every node of the tree, branches' chains included, parents before children. */
export function walkNodes(root: FlowNode | null | undefined, visit: (node: FlowNode, path: readonly string[]) => void, path: readonly string[] = []): void {
  for (let node = root; node; node = node.childNode) {
    visit(node, path);
    if (node.type === 'condition' || node.type === 'parallel')
      for (const b of node.branches) walkNodes(b.childNode, visit, [...path, `${node.id}:${b.id}`]);
  }
}

export function findNode(root: FlowNode, id: string): FlowNode | null {
  let found: FlowNode | null = null;
  walkNodes(root, (n) => { if (n.id === id) found = n; });
  return found;
}

/** A new definition: start → 审批人 (the initiator's department head) → end. */
export function newFlowTree(): StartNode {
  return {
    type: 'start', id: 'start', name: '发起人', formRights: {},
    childNode: {
      type: 'approver', id: 'approver1', name: '审批人', assignee: { kind: 'deptHead', ids: [], levels: 1, field: '' }, mode: 'sequential', ratio: 50,
      emptyRule: 'admin', timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: {}, childNode: null,
    },
  };
}
